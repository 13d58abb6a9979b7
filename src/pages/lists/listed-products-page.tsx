// Containers of /compare and /my-account/recently-viewed: the product-lists machine holds the skus (IndexedDB per
// store view), the listed-products machine loads those products. Nothing is stored on the server, so the server
// renders the loading state and the browser fills it in.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ProductListName } from '../../domain/product-lists';
import { useShop } from '../../app/root/shop-context';
import { toCardProps } from '../home/home-page';
import { toCompareRow } from './listed-products-selectors';
import { CompareView, type ListedStatus, RecentlyViewedView } from './listed-products-view';

function useListedProducts(list: ProductListName) {
  const { actors, storeView } = useShop();
  const listed = actors.listedProducts;
  const listsReady = useSelector(actors.productLists, (s) => s.matches('ready'));
  const skus = useSelector(actors.productLists, (s) => s.context.lists[list].map((item) => item.sku).join('\n'));

  useEffect(() => {
    if (!listsReady) return;
    listed.send({ type: 'listed.show', storeCode: storeView.storeCode, skus: skus ? skus.split('\n') : [] });
  }, [listed, listsReady, skus, storeView.storeCode]);

  const shown = useSelector(listed, (s) => s.context.request?.skus.join('\n') ?? null);
  const status = useSelector(
    listed,
    (s): ListedStatus => (s.matches('failed') ? 'failed' : s.matches('ready') ? 'ready' : 'loading'),
  );
  const products = useSelector(listed, (s) => s.context.products);
  return {
    // Until this list's own skus are shown, the page is loading (another list may still be in the actor).
    status: shown === skus && listsReady ? status : ('loading' as const),
    products: shown === skus ? products : [],
    storeView,
    retry: () => listed.send({ type: 'listed.retry' }),
    clear: () => actors.productLists.send({ type: 'lists.clear', list }),
    remove: (sku: string) =>
      list !== 'recentlyViewed' &&
      actors.productLists.send({ type: 'lists.toggle', list, sku, at: new Date().toISOString() }),
  };
}

export function ComparePage() {
  const { status, products, storeView, retry, clear, remove } = useListedProducts('compare');
  return (
    <CompareView
      status={status}
      products={products.map((product) => toCompareRow(product, storeView))}
      locale={storeView.locale}
      onRemove={remove}
      onClear={clear}
      onRetry={retry}
    />
  );
}

export function RecentlyViewedPage() {
  const { status, products, storeView, retry, clear } = useListedProducts('recentlyViewed');
  return (
    <RecentlyViewedView
      status={status}
      products={products.map((product, index) => toCardProps(product, storeView, index < 4))}
      onClear={clear}
      onRetry={retry}
    />
  );
}
