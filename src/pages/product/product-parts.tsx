// Pieces every product page shares (configurable and typed, issue 17): the breadcrumbs and the compare / wishlist
// buttons.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { Breadcrumbs } from '../../components/catalog/breadcrumbs';
import type { Product } from '../../domain/contract/catalog';
import { productCategoryTrail } from '../../domain/navigation';
import type { StoreView } from '../../domain/store-views';

/**
 * SPEC 2 "Category pages": the product's breadcrumbs from its category_ids, the category the shopper came from when it
 * is among them, otherwise the deepest one; then the product itself.
 */
export function ProductBreadcrumbs({ product, storeView }: { product: Product; storeView: StoreView }) {
  const { actors, menu } = useShop();
  const { i18n } = useLingui();
  const current = useSelector(actors.categoryPage, (snapshot) => snapshot.context.found?.category.id ?? null);
  const code = storeView.storeCode;
  const trail = productCategoryTrail(menu, product.category_ids, current);
  return (
    <Breadcrumbs
      items={[
        { label: i18n._(msg`Home`), href: getHref('home', {}, code) },
        ...trail.map((category) => ({
          label: category.name,
          href: getHref('category', { slug: category.slug }, code),
        })),
        { label: product.name },
      ]}
    />
  );
}

export function ListButtons({ sku }: { sku: string }) {
  const { actors } = useShop();
  const { t } = useLingui();
  const inCompare = useSelector(actors.productLists, (s) => s.context.lists.compare.some((item) => item.sku === sku));
  const inWishlist = useSelector(actors.productLists, (s) => s.context.lists.wishlist.some((item) => item.sku === sku));
  const toggle = (list: 'compare' | 'wishlist') =>
    actors.productLists.send({ type: 'lists.toggle', list, sku, at: new Date().toISOString() });
  return (
    <div className="product-actions">
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={inCompare}
        onClick={() => toggle('compare')}
      >
        {inCompare ? t`Remove from compare` : t`Add to compare`}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={inWishlist}
        onClick={() => toggle('wishlist')}
      >
        {inWishlist ? t`Remove from wishlist` : t`Add to wishlist`}
      </button>
    </div>
  );
}
