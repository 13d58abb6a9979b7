// The wishlist panel's container: the skus from the product-lists machine, their products from the
// wishlist-products actor (a listed-products machine). Default export: loaded lazily by wishlist-container.tsx.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { type WishlistItem, WishlistPanel } from '../../components/lists/wishlist-panel';
import { toCardProps } from '../../pages/home/home-page';
import { useShop } from '../root/shop-context';

export default function WishlistPanelContainer({ open, onClose }: { open: boolean; onClose(): void }) {
  const { actors, storeView } = useShop();
  const listed = actors.wishlistProducts;
  const listsReady = useSelector(actors.productLists, (s) => s.matches('ready'));
  const skus = useSelector(actors.productLists, (s) => s.context.lists.wishlist.map((item) => item.sku).join('\n'));

  useEffect(() => {
    if (!listsReady || !open) return;
    listed.send({ type: 'listed.show', storeCode: storeView.storeCode, skus: skus ? skus.split('\n') : [] });
  }, [listed, listsReady, open, skus, storeView.storeCode]);

  const status = useSelector(listed, (s) =>
    s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading',
  );
  const products = useSelector(listed, (s) => s.context.products);
  const items: WishlistItem[] = products.map((product) => ({ ...toCardProps(product, storeView), sku: product.sku }));

  return (
    <WishlistPanel
      open={open}
      status={status}
      items={items}
      locale={storeView.locale}
      onClose={onClose}
      onRetry={() => listed.send({ type: 'listed.retry' })}
      onRemove={(sku) =>
        actors.productLists.send({ type: 'lists.toggle', list: 'wishlist', sku, at: new Date().toISOString() })
      }
    />
  );
}
