// The header's cart: the button with the cart's count and the mini cart (SPEC 2 "mini-cart (can be opened and
// closed)", SPEC 3 UI flag microcart, kept by the cart machine). The commerce subsystem loads on the first click (the
// first view's JS budget) or at start when the browser holds a cart. The 'Proceed to checkout' action of SPEC 8's
// cart notifications opens the checkout.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { CartButton } from '../../components/cart/cart-button';
import { PROCEED_TO_CHECKOUT_EVENT } from '../../domain/cart/events';
import type { CommerceActors } from '../root/commerce-actors';
import { cartButtonCount } from './cart-count';
import { getHref } from '../routing/routes';
import { useShop } from '../root/shop-context';
import { useCommerce } from '../root/hooks/use-commerce';

const MiniCartContainer = lazy(() => import('./mini-cart-container'));

function CartCount({ commerce, onOpen }: { commerce: CommerceActors; onOpen(): void }) {
  const count = useSelector(commerce.cart, cartButtonCount);
  return <CartButton count={count} onOpen={onOpen} />;
}

export function CartContainer() {
  const { actors, storeView } = useShop();
  const commerce = useCommerce();
  const [, navigate] = useLocation();

  useEffect(() => {
    const subscription = actors.notifications.on(PROCEED_TO_CHECKOUT_EVENT, () =>
      navigate(getHref('checkout', {}, storeView.storeCode)),
    );
    return () => subscription.unsubscribe();
  }, [actors.notifications, navigate, storeView.storeCode]);

  const open = async () => {
    const { cart } = await actors.commerce.load();
    cart.send({ type: 'cart.openMicrocart' });
  };
  if (!commerce) return <CartButton count={0} onOpen={() => void open()} />;
  return (
    <>
      <CartCount commerce={commerce} onOpen={() => void open()} />
      <Suspense fallback={null}>
        <MiniCartContainer commerce={commerce} />
      </Suspense>
    </>
  );
}
