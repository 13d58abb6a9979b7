// The mini cart (SPEC 2 "mini-cart (can be opened and closed)"), a chunk of its own loaded with the commerce
// subsystem: the cart machine's lines, totals, coupon and flags, selected for the MiniCart View.
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { MiniCart } from '../components/cart/mini-cart';
import type { CommerceActors } from './commerce-actors';
import { translateCommerceMessage } from './commerce-messages';
import {
  cartLines,
  cartSummary,
  isCartLoading,
  isCartSyncDisabled,
  isCartSyncing,
  isCouponBusy,
} from './cart-selectors';
import { getHref } from './routes';
import { useShop } from './shop-context';

export default function MiniCartContainer({ commerce }: { commerce: CommerceActors }) {
  const { actors, storeView } = useShop();
  const { i18n } = useLingui();
  const { cart } = commerce;
  const open = useSelector(cart, (s) => s.context.microcartOpen);
  const loading = useSelector(cart, isCartLoading);
  const syncing = useSelector(cart, isCartSyncing);
  const syncDisabled = useSelector(cart, isCartSyncDisabled);
  const online = useSelector(actors.network, (s) => s.hasTag('online'));
  const lines = useSelector(
    cart,
    (s) => cartLines(s, storeView.storeCode, i18n),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const totals = useSelector(cart, cartSummary);
  const couponCode = useSelector(cart, (s) => s.context.couponCode);
  const couponError = useSelector(cart, (s) => s.context.couponError);
  const couponBusy = useSelector(cart, isCouponBusy);
  const code = storeView.storeCode;
  return (
    <MiniCart
      open={open}
      status={loading ? 'loading' : 'ready'}
      syncing={syncing}
      online={online}
      syncDisabled={syncDisabled}
      lines={lines}
      totals={totals}
      coupon={{
        appliedCode: couponCode,
        error: couponError ? translateCommerceMessage(i18n, couponError) : null,
        busy: couponBusy,
      }}
      locale={storeView.locale}
      checkoutHref={getHref('checkout', {}, code)}
      continueHref={`/${code}/`}
      onClose={() => cart.send({ type: 'cart.closeMicrocart' })}
      onQuantityChange={(sku, qty) => cart.send({ type: 'cart.changeQty', sku, qty })}
      onRemove={(sku) => cart.send({ type: 'cart.remove', sku })}
      onApplyCoupon={(couponCodeTyped) => cart.send({ type: 'cart.applyCoupon', code: couponCodeTyped })}
      onRemoveCoupon={() => cart.send({ type: 'cart.removeCoupon' })}
    />
  );
}
