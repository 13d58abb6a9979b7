// The abandoned-cart return's model (issue 14, SPEC 2 "Abandoned-cart return"): the composition of the page, as the
// shop reports to it — the session still restoring, restored as a guest or a customer, a login, the cart synced for
// the customer's token (three lines) or not yet, and the child moving on. What each state promises about the real
// child (machines/abandoned-cart.machine.ts). Registered in tests/model/models.ts; driven on the real composition in
// tests/model/abandoned-cart-return.model.test.ts.
import { abandonedCartReturnMachine } from '../../machines/abandoned-cart-return.machine';
import { type ModelEntry, stateName } from '../helpers/model';
import { LINES } from './abandoned-cart.model';

type ReturnMachine = typeof abandonedCartReturnMachine;
type Snapshot = ReturnType<ReturnMachine['getInitialSnapshot']>;
type Event = Parameters<ReturnMachine['transition']>[1];

export const CUSTOMER_TOKEN = 'access-customer';

const RESTORING: Event = { type: 'return.session', restored: false, authorized: false, token: null };
const GUEST: Event = { type: 'return.session', restored: true, authorized: false, token: null };
const CUSTOMER: Event = { type: 'return.session', restored: true, authorized: true, token: CUSTOMER_TOKEN };
const SYNCED: Event = { type: 'return.cart', syncedFor: CUSTOMER_TOKEN, lines: LINES };
const NOT_SYNCED: Event = { type: 'return.cart', syncedFor: null, lines: [] };
const CHILD: Event = { type: 'return.childChanged' };
const ASK_LOGIN: Event = { type: 'abandoned.login' };

type Child = { getSnapshot(): { value: unknown; matches(state: string): boolean } };
export const childOf = (snapshot: Snapshot) => (snapshot.children.abandonedCart as Child | undefined)?.getSnapshot();

export const abandonedCartReturnModel: ModelEntry<ReturnMachine> = {
  machine: abandonedCartReturnMachine,
  inputs: [{ mobile: false }, { mobile: true }],
  events: (snapshot) =>
    snapshot.matches('awaitingSession')
      ? [RESTORING, GUEST, CUSTOMER, SYNCED]
      : snapshot.context.authorized
        ? [SYNCED, NOT_SYNCED, CHILD]
        : [CUSTOMER, ASK_LOGIN, NOT_SYNCED],
  serializeState: (snapshot) => {
    const { authorized, syncedFor, mobile } = snapshot.context;
    return JSON.stringify([snapshot.value, authorized, syncedFor, mobile]);
  },
  describeEvent: (event) => {
    if (event === RESTORING) return 'the session is still restoring';
    if (event === GUEST) return 'the session is restored: a guest';
    if (event === CUSTOMER) return 'the session is a customer (restored, or logged in)';
    if (event === SYNCED) return 'the cart finished its sync for the customer';
    if (event === NOT_SYNCED) return 'the cart is not synced for a customer';
    if (event === ASK_LOGIN) return 'the shopper asks for the login again';
    return 'the child moved on';
  },
  describeState: (snapshot) => {
    const facts = [snapshot.context.authorized ? 'customer' : 'guest', snapshot.context.syncedFor ? 'synced' : ''];
    return `${stateName(snapshot)} (${facts.filter(Boolean).join(', ')})`;
  },
  legend: ['the child is the real abandoned-cart machine; its stock check never answers in these paths'],
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(childOf(snapshot), 'the abandoned-cart machine runs as its child').toBeDefined();
    },
    awaitingSession: ({ snapshot }, expect) => {
      expect(childOf(snapshot)?.matches('waiting'), 'SPEC 2: nothing starts before the session is known').toBe(true);
    },
    returning: ({ snapshot }, expect) => {
      const child = childOf(snapshot);
      const { authorized, token, syncedFor } = snapshot.context;
      expect(child?.matches('waiting'), 'started once the session is known').toBe(false);
      if (!authorized) expect(child?.matches('loginRequired'), 'SPEC 2: a guest is asked to log in').toBe(true);
      else expect(child?.matches('loginRequired'), 'a customer is not asked to log in').toBe(false);
      const synced = token !== null && syncedFor === token;
      expect(child?.matches('syncing') && synced, 'a synced cart is never left waiting').toBe(false);
      if (authorized && synced) expect(child?.matches('checkingStock'), 'SPEC 2: the stock is checked').toBe(true);
    },
  },
};
