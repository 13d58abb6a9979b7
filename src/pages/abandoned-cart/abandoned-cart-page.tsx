// Container of /{store}/abandoned-cart-return (SPEC 2 "Abandoned-cart return"): runs the abandoned-cart machine with
// the app's side of it. What it hears of the session and the cart comes through the composition (the return machine's
// invoked `followShop`, src/app/root/abandoned-cart-actors.ts), not effects here; the stock comes from SPEC 7's stock
// list; the lines are removed or reduced through the cart's own events with SPEC 2's messages as notifications;
// at the end the checkout, or the mini cart below SPEC 9's 768 px.
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { abandonedCartReturnMachine } from '../../../machines/abandoned-cart-return.machine';
import { type AbandonedCartDestination, abandonedCartMachine } from '../../../machines/abandoned-cart.machine';
import { createHttp } from '../../adapters/http';
import { stockApi } from '../../adapters/stock';
import { followShop } from '../../app/root/abandoned-cart-actors';
import { preloadPage } from '../../app/routing/page-preload';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { LOGIN_TO_CONTINUE, MOBILE_BREAKPOINT_PX, type StockAdjustment } from '../../domain/abandoned-cart';
import type { StockItem } from '../../domain/contract/stock';
import { adjustmentText, loginPromptText } from './abandoned-cart-messages';
import { type AbandonedCartStatus, AbandonedCartView } from './abandoned-cart-view';

const isMobile = () =>
  typeof window !== 'undefined' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).matches;

type ChildSnapshot = ReturnType<(typeof abandonedCartMachine)['getInitialSnapshot']>;
type ReturnSnapshot = ReturnType<(typeof abandonedCartReturnMachine)['getInitialSnapshot']>;

const NO_ADJUSTMENTS: StockAdjustment[] = [];
const childOf = (snapshot: ReturnSnapshot) =>
  (snapshot.children.abandonedCart as { getSnapshot(): ChildSnapshot } | undefined)?.getSnapshot();

export function AbandonedCartPage() {
  const { storeView, actors } = useShop();
  const storeCode = storeView.storeCode;
  const { i18n } = useLingui();
  const [, navigate] = useLocation();

  const child = abandonedCartMachine.provide({
    actors: {
      checkStock: fromPromise<StockItem[], { skus: string[] }>(({ input, signal }) =>
        stockApi(createHttp('/')).list(input.skus, signal),
      ),
    },
    actions: {
      notify: (_, message: string) =>
        actors.notifications.send({
          type: 'notification.add',
          notification: { type: 'info', message: message === LOGIN_TO_CONTINUE ? loginPromptText(i18n) : message },
        }),
      openLogin: () => actors.account.current()?.session.send({ type: 'session.openAuth' }),
      applyAdjustments: (_, adjustments: StockAdjustment[]) => {
        const cart = actors.commerce.current()?.cart;
        for (const adjustment of adjustments) {
          if (adjustment.kind === 'removed') cart?.send({ type: 'cart.remove', sku: adjustment.sku });
          else cart?.send({ type: 'cart.changeQty', sku: adjustment.sku, qty: adjustment.to });
          actors.notifications.send({
            type: 'notification.add',
            notification: { type: 'warning', message: adjustmentText(i18n, adjustment), hasNoTimeout: true },
          });
        }
      },
      finish: (_, destination: AbandonedCartDestination) => {
        if (destination === 'miniCart') {
          actors.commerce.current()?.cart.send({ type: 'cart.openMicrocart' });
          return;
        }
        // The checkout's code first: no empty page between the two.
        const go = () => navigate(getHref('checkout', {}, storeCode));
        preloadPage('checkout').then(go, go);
      },
    },
  });
  // Issue 14: what the child is told when is the composition's (machines/abandoned-cart-return.machine.ts).
  // The session and the cart reach it through its invoked `followShop` (src/app/root/abandoned-cart-actors.ts).
  const actor = useActorRef(
    abandonedCartReturnMachine.provide({ actors: { abandonedCart: child, followShop: followShop(actors) } }),
    {
      input: { mobile: isMobile() },
    },
  );
  const state = useSelector(actor, (snapshot) => childOf(snapshot));
  const status: AbandonedCartStatus = state?.matches('loginRequired')
    ? 'login'
    : state?.matches('done')
      ? 'done'
      : 'checking';
  const adjustments = useSelector(actor, (snapshot) => childOf(snapshot)?.context.adjustments ?? NO_ADJUSTMENTS);

  return (
    <AbandonedCartView
      status={status}
      notes={adjustments.map((adjustment) => adjustmentText(i18n, adjustment))}
      checkoutHref={getHref('checkout', {}, storeCode)}
      onLogin={() => actor.send({ type: 'abandoned.login' })}
    />
  );
}
