import type { StoreView } from '../../domain/store-views';

export const SHOP_NAME = 'Rõivas';

export function documentTitle(pageTitle: string, storeView: StoreView): string {
  return `${pageTitle} | ${SHOP_NAME} ${storeView.name}`;
}
