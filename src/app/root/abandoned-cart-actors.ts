// Issue 14, SPEC 2 "Abandoned-cart return": the shop's reports to the return page's composition
// (machines/abandoned-cart-return.machine.ts), provided as its invoked `followShop` actor: once the account and the
// commerce chunks are loaded, the session (restored yet, logged in, its token) and the cart (the customer token its
// sync finished for, and its lines) are reported on every change. It only reports; the machine decides.
import { type EventObject, fromCallback } from 'xstate';
import type { AbandonedCartReturnEvent } from '../../../machines/abandoned-cart-return.machine';
import type { AccountActors } from './account-actors';
import type { CommerceActors } from './commerce-actors';
import type { LazySubsystem } from './lazy-subsystem';

type CartSnapshot = ReturnType<CommerceActors['cart']['getSnapshot']>;

/** The customer's cart is synced: connected with this token, a server cart, no sync or load running. */
export function isSyncedFor(snapshot: CartSnapshot, token: string): boolean {
  return (
    snapshot.context.token === token &&
    Boolean(snapshot.context.cartServerToken) &&
    snapshot.context.syncedCartId === snapshot.context.cartServerToken &&
    snapshot.context.guestMerge === null &&
    !snapshot.hasTag('syncing') &&
    !snapshot.hasTag('loading')
  );
}

/** The session's and the cart's reports, from their snapshots now. */
export function shopReports(account: AccountActors, commerce: CommerceActors): AbandonedCartReturnEvent[] {
  const session = account.session.getSnapshot();
  const token = session.context.tokens?.token ?? null;
  const cart = commerce.cart.getSnapshot();
  const synced = token !== null && isSyncedFor(cart, token);
  const lines = cart.context.items.map((item) => ({ sku: item.sku, qty: Number(item.qty) }));
  return [
    {
      type: 'return.session',
      restored: !session.matches('restoring'),
      authorized: session.hasTag('authorized'),
      token,
    },
    { type: 'return.cart', syncedFor: synced ? token : null, lines: synced ? lines : [] },
  ];
}

export function followShop(subsystems: {
  account: LazySubsystem<AccountActors>;
  commerce: LazySubsystem<CommerceActors>;
}) {
  return fromCallback<EventObject>(({ sendBack }) => {
    let stopped = false;
    const subscriptions: { unsubscribe(): void }[] = [];
    Promise.all([subsystems.account.load(), subsystems.commerce.load()]).then(
      ([account, commerce]) => {
        if (stopped) return;
        const report = () => {
          for (const event of shopReports(account, commerce)) sendBack(event);
        };
        subscriptions.push(account.session.subscribe(report), commerce.cart.subscribe(report));
        report();
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  });
}
