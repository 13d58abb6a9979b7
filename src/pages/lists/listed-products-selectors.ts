// Selectors of the list pages (STYLE "Views"): products -> compare rows, shared by the container and the stories.
import type { Product } from '../../domain/contract/catalog';
import type { StoreView } from '../../domain/store-views';
import { toCardProps } from '../home/home-page';
import type { CompareRow } from './listed-products-view';

const optionLabels = (product: Product, code: string) =>
  product.configurable_options.find((option) => option.attribute_code === code)?.values.map((value) => value.label) ??
  [];

export function toCompareRow(product: Product, storeView: StoreView): CompareRow {
  return {
    ...toCardProps(product, storeView),
    sku: product.sku,
    colours: optionLabels(product, 'color'),
    sizes: optionLabels(product, 'size'),
    inStock: product.stock.is_in_stock,
    material: product.material ?? null,
  };
}
