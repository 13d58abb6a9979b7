// The mini cart (SPEC 2 "mini-cart (can be opened and closed)"), a chunk of its own loaded with the commerce
// subsystem: the cart machine's lines, totals, coupon and flags, selected for the MiniCart View (mini-cart-selectors).
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { MiniCart } from '../../components/cart/mini-cart';
import type { CommerceActors } from '../root/commerce-actors';
import { miniCartViewProps } from './mini-cart-selectors';
import { useShop } from '../root/shop-context';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export default function MiniCartContainer({ commerce }: { commerce: CommerceActors }) {
  const { actors, storeView } = useShop();
  const { i18n } = useLingui();
  const { cart } = commerce;
  const online = useSelector(actors.network, (s) => s.hasTag('online'));
  const view = useSelector(cart, (s) => miniCartViewProps(s, { storeView, i18n, online }), sameJson);
  // Issue 17: a line with options is named by its sku and checksum (others of its sku stay as they are).
  const lineOf = (id: string) => {
    const line = view.lines.find((candidate) => candidate.id === id);
    return line?.checksum !== undefined ? { sku: line.sku, checksum: line.checksum } : { sku: line?.sku ?? id };
  };
  return (
    <MiniCart
      {...view}
      onClose={() => cart.send({ type: 'cart.closeMicrocart' })}
      onQuantityChange={(id, qty) => cart.send({ type: 'cart.changeQty', ...lineOf(id), qty })}
      onRemove={(id) => cart.send({ type: 'cart.remove', ...lineOf(id) })}
      onApplyCoupon={(couponCodeTyped) => cart.send({ type: 'cart.applyCoupon', code: couponCodeTyped })}
      onTypeCoupon={(code) => cart.send({ type: 'cart.typeCoupon', code })}
      onRemoveCoupon={() => cart.send({ type: 'cart.removeCoupon' })}
    />
  );
}
