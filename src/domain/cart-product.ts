// SPEC 4 "Add flow": what `cart.add` carries for the child the shopper configured on the product page. The child's
// colour and size travel as SPEC 3 configurable item options (option_id = attribute id, option_value = the value's
// index, with the labels the cart shows), so the server can tell the line's child and the cart its options.
import type { CartProduct } from './cart/cart-item';
import type { Product } from './contract/catalog';
import { CONFIGURABLE_ATTRIBUTES, type ConfigurableChild } from './variants';

export function cartProductFromChild(product: Product, child: ConfigurableChild): CartProduct {
  const options = CONFIGURABLE_ATTRIBUTES.flatMap((code) => {
    const option = product.configurable_options?.find((candidate) => candidate.attribute_code === code);
    const value = option?.values.find((candidate) => candidate.value_index === child[code]);
    if (!option || !value) return [];
    return [
      {
        option_id: option.attribute_id,
        option_value: value.value_index,
        label: option.label,
        value: value.label || value.default_label || '',
      },
    ];
  });
  return {
    sku: child.sku,
    parentSku: product.sku,
    name: product.name,
    price_incl_tax: child.final_price_incl_tax,
    image: child.image || product.image,
    product_type: product.type_id,
    product_option: { extension_attributes: { configurable_item_options: options } },
  };
}
