// Selectors of the mini cart (STYLE "Views": containers select, Views render): the cart machine's snapshot -> the
// MiniCart's props (the header's count is cart-count.ts, kept light for the first view). Used by
// mini-cart-container.tsx and by the cart machine's stories, so both show the same thing for the same state.
// Each call builds new objects: with useSelector, pass a deep compare.
import type { I18n } from '@lingui/core';
import type { MiniCartProps } from '../../components/cart/mini-cart';
import type { StoreView } from '../../domain/store-views';
import {
  type CartSnapshot,
  cartLines,
  cartSummary,
  isCartLoading,
  isCartSyncDisabled,
  isCartSyncing,
  isCheckoutBlockedByStock,
  isCouponBusy,
} from './cart-selectors';
import { translateCommerceMessage } from '../messages/commerce-messages';
import { getHref } from '../routing/routes';

/** Everything of MiniCart the machine and the store view know; the container adds the events. */
export type MiniCartViewProps = Omit<
  MiniCartProps,
  'onClose' | 'onQuantityChange' | 'onRemove' | 'onApplyCoupon' | 'onRemoveCoupon'
>;

export interface MiniCartSelection {
  storeView: StoreView;
  i18n: I18n;
  /** The network machine's status (the shop's, which the cart follows). */
  online: boolean;
}

export function miniCartViewProps(
  snapshot: CartSnapshot,
  { storeView, i18n, online }: MiniCartSelection,
): MiniCartViewProps {
  const { microcartOpen, couponCode, couponError, couponProblem } = snapshot.context;
  const code = storeView.storeCode;
  return {
    open: microcartOpen,
    status: isCartLoading(snapshot) ? 'loading' : 'ready',
    syncing: isCartSyncing(snapshot),
    online,
    syncDisabled: isCartSyncDisabled(snapshot),
    lines: cartLines(snapshot, code, i18n),
    totals: cartSummary(snapshot),
    coupon: {
      appliedCode: couponCode,
      error: couponError ? translateCommerceMessage(i18n, couponError) : null,
      problem: couponProblem,
      busy: isCouponBusy(snapshot),
    },
    locale: storeView.locale,
    checkoutHref: getHref('checkout', {}, code),
    checkoutBlocked: isCheckoutBlockedByStock(snapshot),
    continueHref: `/${code}/`,
  };
}
