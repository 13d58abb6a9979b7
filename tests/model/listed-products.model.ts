// The listed-products machine's model (ARCHITECTURE §3): two lists of skus and the empty list, the loader's answer
// and failure, the bounded retries after a growing wait (issue 14), the shopper's retry; what each state promises. Registered in tests/model/models.ts.
import type { listedProductsMachine } from '../../machines/listed-products.machine';
import { LISTED_MAX_RETRIES, listedProductsMachine as machine } from '../../machines/listed-products.machine';
import type { Product } from '../../src/domain/contract/catalog';
import { type ModelEntry, stateName } from '../helpers/model';

type ListedProductsMachine = typeof listedProductsMachine;

/** Two stored skus, the newest viewed first. */
export const LISTED_SKUS = ['ME-JA-2001', 'NA-DR-1001'];

/** The server answers in its own order and leaves out a sku it no longer lists. */
export const SAMPLE_LISTED: Product[] = [
  { sku: 'NA-DR-1001', name: 'Linane suvekleit' },
  { sku: 'ME-JA-2001', name: 'Villane talvejope' },
] as Product[];

/** The synthetic event of the retry wait (xstate.after.<delay>.<id>.<path>). */
export const LISTED_RETRY_EVENT_TYPE = 'xstate.after.retryDelay.listedProducts.retrying';

export const listedProductsModel: ModelEntry<ListedProductsMachine> = {
  machine,
  events: [
    { type: 'listed.show', storeCode: 'ee', skus: LISTED_SKUS },
    { type: 'listed.show', storeCode: 'ee', skus: [LISTED_SKUS[0] as string] },
    { type: 'listed.show', storeCode: 'ee', skus: [] },
    { type: 'listed.retry' },
    { type: 'xstate.done.actor.loadProducts', output: SAMPLE_LISTED } as never,
    { type: 'xstate.error.actor.loadProducts', error: new Error('Network down') } as never,
    { type: LISTED_RETRY_EVENT_TYPE } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.request?.skus.length ?? null,
      snapshot.context.products.length,
      snapshot.context.failures,
    ]),
  describeEvent: (event) => {
    if (event.type === 'listed.show') return `show ${event.skus.length} skus`;
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadProducts') return 'the products arrive';
    if (type === 'xstate.error.actor.loadProducts') return 'loading fails';
    if (type === LISTED_RETRY_EVENT_TYPE) return 'the retry wait ends';
    return type;
  },
  describeState: (snapshot) => {
    const { request, failures } = snapshot.context;
    if (!request) return stateName(snapshot);
    return `${stateName(snapshot)} (${request.skus.length} skus${failures ? `, ${failures} failed` : ''})`;
  },
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.request).toBeNull();
      expect(snapshot.context.products).toEqual([]);
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'the page shows it is loading').toBe(true);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.context.request?.skus.length).toBeGreaterThan(0);
      expect(snapshot.context.failures, 'tried again at most the bound').toBeLessThanOrEqual(LISTED_MAX_RETRIES);
    },
    retrying: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'the list still shows it is loading, not failed').toBe(true);
      expect(snapshot.hasTag('error')).toBe(false);
      expect(snapshot.context.failures).toBeGreaterThan(0);
      expect(snapshot.context.failures).toBeLessThanOrEqual(LISTED_MAX_RETRIES);
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.failures).toBe(0);
      // In the list's order, only the skus asked for, whatever order the server answered in.
      const asked = snapshot.context.request?.skus ?? [];
      expect(snapshot.context.products.map((product) => product.sku)).toEqual(
        asked.filter((sku) => SAMPLE_LISTED.some((product) => product.sku === sku)),
      );
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('Network down');
      expect(snapshot.context.failures, 'failed only after the bounded retries').toBe(LISTED_MAX_RETRIES + 1);
    },
  },
};
