// Container of /{store}/abandoned-cart-return (SPEC 2 "Abandoned-cart return"): runs the abandoned-cart machine with
// the app's side of it. It starts once the session is known (restored) and the cart is loaded; it hears the login
// from the session and the end of the cart's sync with the customer's token; the stock comes from SPEC 7's stock
// list; the lines are removed or reduced through the cart's own events with SPEC 2's messages as notifications;
// at the end the checkout, or the mini cart below SPEC 9's 768 px.
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { abandonedCartReturnMachine } from '../../../machines/abandoned-cart-return.machine';
import { type AbandonedCartDestination, abandonedCartMachine } from '../../../machines/abandoned-cart.machine';
import { createHttp } from '../../adapters/http';
import { stockApi } from '../../adapters/stock';
import type { AccountActors } from '../../app/root/account-actors';
import type { CommerceActors } from '../../app/root/commerce-actors';
import { preloadPage } from '../../app/routing/page-preload';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { useAccount } from '../../app/root/hooks/use-account';
import { useCommerce } from '../../app/root/hooks/use-commerce';
import { LOGIN_TO_CONTINUE, MOBILE_BREAKPOINT_PX, type StockAdjustment } from '../../domain/abandoned-cart';
import type { StockItem } from '../../domain/contract/stock';
import { adjustmentText, loginPromptText } from './abandoned-cart-messages';
import { type AbandonedCartStatus, AbandonedCartView } from './abandoned-cart-view';

const isMobile = () =>
  typeof window !== 'undefined' && window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`).matches;

type CartSnapshot = ReturnType<CommerceActors['cart']['getSnapshot']>;
type ChildSnapshot = ReturnType<(typeof abandonedCartMachine)['getInitialSnapshot']>;
type ReturnSnapshot = ReturnType<(typeof abandonedCartReturnMachine)['getInitialSnapshot']>;

const NO_ADJUSTMENTS: StockAdjustment[] = [];
const childOf = (snapshot: ReturnSnapshot) =>
  (snapshot.children.abandonedCart as { getSnapshot(): ChildSnapshot } | undefined)?.getSnapshot();

/** The customer's cart is synced: connected with this token, a server cart, no sync or load running. */
function isSyncedFor(snapshot: CartSnapshot, token: string): boolean {
  return (
    snapshot.context.token === token &&
    Boolean(snapshot.context.cartServerToken) &&
    snapshot.context.syncedCartId === snapshot.context.cartServerToken &&
    snapshot.context.guestMerge === null &&
    !snapshot.hasTag('syncing') &&
    !snapshot.hasTag('loading')
  );
}

export function AbandonedCartPage() {
  const { storeView, actors } = useShop();
  const storeCode = storeView.storeCode;
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const commerce = useCommerce(true);
  const account = useAccount(true);
  const refs = useRef<{ commerce: CommerceActors | null; account: AccountActors | null }>({ commerce, account });
  refs.current = { commerce, account };

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
      openLogin: () => refs.current.account?.session.send({ type: 'session.openAuth' }),
      applyAdjustments: (_, adjustments: StockAdjustment[]) => {
        const cart = refs.current.commerce?.cart;
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
          refs.current.commerce?.cart.send({ type: 'cart.openMicrocart' });
          return;
        }
        // The checkout's code first: no empty page between the two.
        const go = () => navigate(getHref('checkout', {}, storeCode));
        preloadPage('checkout').then(go, go);
      },
    },
  });
  // Issue 14: what the child is told when is the composition's (machines/abandoned-cart-return.machine.ts).
  const actor = useActorRef(abandonedCartReturnMachine.provide({ actors: { abandonedCart: child } }), {
    input: { mobile: isMobile() },
  });
  const state = useSelector(actor, (snapshot) => childOf(snapshot));
  const status: AbandonedCartStatus = state?.matches('loginRequired')
    ? 'login'
    : state?.matches('done')
      ? 'done'
      : 'checking';
  const adjustments = useSelector(actor, (snapshot) => childOf(snapshot)?.context.adjustments ?? NO_ADJUSTMENTS);

  // The shop's reports (no decision here): the session (restored, logged in, its token) and the cart's sync.
  useEffect(() => {
    if (!account || !commerce) return;
    const { session } = account;
    const { cart } = commerce;
    const report = () => {
      const current = session.getSnapshot();
      const token = current.context.tokens?.token ?? null;
      actor.send({
        type: 'return.session',
        restored: !current.matches('restoring'),
        authorized: current.hasTag('authorized'),
        token,
      });
      const cartNow = cart.getSnapshot();
      const synced = token !== null && isSyncedFor(cartNow, token);
      const lines = cartNow.context.items.map((item) => ({ sku: item.sku, qty: Number(item.qty) }));
      actor.send({ type: 'return.cart', syncedFor: synced ? token : null, lines: synced ? lines : [] });
    };
    const subscriptions = [session.subscribe(report), cart.subscribe(report)];
    report();
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [account, commerce, actor]);

  return (
    <AbandonedCartView
      status={status}
      notes={adjustments.map((adjustment) => adjustmentText(i18n, adjustment))}
      checkoutHref={getHref('checkout', {}, storeCode)}
      onLogin={() => actor.send({ type: 'abandoned.login' })}
    />
  );
}
