// The abandoned-cart machine's model (ARCHITECTURE §3; SPEC 2 "Abandoned-cart return", SPEC 9 poll 500 ms and
// breakpoint 768 px): a customer already logged in on a desktop and a guest on a phone (and the other two); the
// login, the cart's sync with three lines or none, the stock check answering every record, only some, or failing,
// and the 500 ms poll running out; at most two polls. What each state promises. Registered in tests/model/models.ts.
import { type AbandonedCartEvent, abandonedCartMachine } from '../../machines/abandoned-cart.machine';
import { type CartLineQty, reducedMessage, removedMessage } from '../../src/domain/abandoned-cart';
import type { StockItem } from '../../src/domain/contract/stock';
import { type ModelEntry, stateName } from '../helpers/model';

type AbandonedCartMachine = typeof abandonedCartMachine;

export const MODEL_MAX_POLLS = 2;
export const POLL_EVENT_TYPE = 'xstate.after.poll.abandonedCart.polling';

/** A sold-out line, a line asking 3 of 1 left, a line in stock. */
export const LINES: CartLineQty[] = [
  { sku: 'NA-DR-1001-01-S', qty: 1 },
  { sku: 'NA-DR-1001-02-M', qty: 3 },
  { sku: 'ME-TS-2001-01-L', qty: 2 },
];

const record = (sku: string, qty: number, status: StockItem['status']): StockItem => ({
  product_id: 1,
  product_sku: sku,
  qty,
  is_in_stock: status !== 'out_of_stock',
  manage_stock: status !== 'volatile',
  status,
});

export const STOCK: StockItem[] = [
  record('NA-DR-1001-01-S', 0, 'out_of_stock'),
  record('NA-DR-1001-02-M', 1, 'ok'),
  record('ME-TS-2001-01-L', 7, 'ok'),
];
/** Only the first record came back: not settled. */
export const PARTIAL_STOCK: StockItem[] = STOCK.slice(0, 1);

export const EXPECTED_ADJUSTMENTS = [
  { kind: 'removed', sku: 'NA-DR-1001-01-S', message: removedMessage('NA-DR-1001-01-S') },
  { kind: 'reduced', sku: 'NA-DR-1001-02-M', from: 3, to: 1, message: reducedMessage('NA-DR-1001-02-M', 3, 1) },
];

const DONE = 'xstate.done.actor.checkStock';
const ERROR = 'xstate.error.actor.checkStock';

const EVENTS: AbandonedCartEvent[] = [
  { type: 'abandoned.start', authorized: true, mobile: false },
  { type: 'abandoned.start', authorized: false, mobile: true },
  { type: 'abandoned.start', authorized: true, mobile: true },
  { type: 'abandoned.start', authorized: false, mobile: false },
  { type: 'abandoned.login' },
  { type: 'session.authorized' },
  { type: 'cart.synced', lines: LINES },
  { type: 'cart.synced', lines: [] },
  { type: DONE, output: STOCK } as never,
  { type: DONE, output: PARTIAL_STOCK } as never,
  { type: ERROR, error: new Error('Failed to fetch') } as never,
  { type: POLL_EVENT_TYPE } as never,
];

export const abandonedCartModel: ModelEntry<AbandonedCartMachine> = {
  machine: abandonedCartMachine,
  inputs: [{ maxPolls: MODEL_MAX_POLLS }],
  events: EVENTS,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.mobile,
      snapshot.context.lines.length,
      snapshot.context.stock.length,
      snapshot.context.polls,
      snapshot.context.adjustments.length,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'abandoned.start')
      return `the page starts (${event.authorized ? 'logged in' : 'a guest'}, ${event.mobile ? 'phone' : 'desktop'})`;
    if (event.type === 'abandoned.login') return 'the shopper opens the login again';
    if (event.type === 'session.authorized') return 'the shopper logs in';
    if (event.type === 'cart.synced') return `the cart synced with ${event.lines.length} lines`;
    if (type === DONE) {
      const output = (event as unknown as { output: StockItem[] }).output;
      return `the stock answers ${output.length} of ${LINES.length} records`;
    }
    if (type === ERROR) return 'the stock check fails';
    if (type === POLL_EVENT_TYPE) return 'the 500 ms poll runs out';
    return type;
  },
  describeState: (snapshot) => {
    const { mobile, polls, adjustments } = snapshot.context;
    const extra = [
      mobile ? 'phone' : 'desktop',
      polls ? `${polls} polls` : '',
      adjustments.length ? `${adjustments.length} changes` : '',
    ];
    return `${stateName(snapshot)} (${extra.filter(Boolean).join(', ')})`;
  },
  legend: [`input: at most ${MODEL_MAX_POLLS} stock polls; lines: one sold out, one 3 of 1 left, one in stock`],
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the page machine keeps running').toBe('active');
      expect(snapshot.context.polls).toBeLessThanOrEqual(snapshot.context.maxPolls);
    },
    waiting: ({ snapshot }, expect) => {
      expect(snapshot.context.lines, 'nothing read before the session is known').toEqual([]);
    },
    loginRequired: ({ snapshot }, expect) => {
      expect(snapshot.context.lines).toEqual([]);
      expect(snapshot.context.polls, 'no stock checked for a guest').toBe(0);
    },
    syncing: ({ snapshot }, expect) => {
      expect(snapshot.context.polls, 'no stock checked before the cart synced').toBe(0);
    },
    checkingStock: ({ snapshot }, expect) => {
      expect(snapshot.children.checkStock, 'one stock check in flight').toBeDefined();
      expect(snapshot.context.lines).toEqual(LINES);
    },
    polling: ({ snapshot, pendingTimers }, expect) => {
      expect(pendingTimers, 'SPEC 9: the next check waits 500 ms').toBe(1);
      expect(snapshot.children.checkStock).toBeUndefined();
    },
    done: ({ snapshot }, expect) => {
      const { lines, stock, adjustments } = snapshot.context;
      if (lines.length === 0) expect(adjustments).toEqual([]);
      else if (stock.length === LINES.length)
        expect(adjustments, 'SPEC 2: sold out removed, short reduced').toEqual(EXPECTED_ADJUSTMENTS);
      else expect(adjustments.length, 'only what came back is adjusted').toBeLessThanOrEqual(1);
    },
  },
};
