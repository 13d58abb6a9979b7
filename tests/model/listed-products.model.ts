// The listed-products machine's model (ARCHITECTURE §3): two lists of skus and the empty list, the loader's answer
// and failure, retry; what each state promises. Registered in tests/model/models.ts.
import type { listedProductsMachine } from '../../machines/listed-products.machine';
import { listedProductsMachine as machine } from '../../machines/listed-products.machine';
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

export const listedProductsModel: ModelEntry<ListedProductsMachine> = {
  machine,
  events: [
    { type: 'listed.show', storeCode: 'ee', skus: LISTED_SKUS },
    { type: 'listed.show', storeCode: 'ee', skus: [LISTED_SKUS[0] as string] },
    { type: 'listed.show', storeCode: 'ee', skus: [] },
    { type: 'listed.retry' },
    { type: 'xstate.done.actor.loadProducts', output: SAMPLE_LISTED } as never,
    { type: 'xstate.error.actor.loadProducts', error: new Error('Network down') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.request?.skus.length ?? null, snapshot.context.products.length]),
  describeEvent: (event) => {
    if (event.type === 'listed.show') return `show ${event.skus.length} skus`;
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadProducts') return 'the products arrive';
    if (type === 'xstate.error.actor.loadProducts') return 'loading fails';
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.request
      ? `${stateName(snapshot)} (${snapshot.context.request.skus.length} skus)`
      : stateName(snapshot),
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
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      // In the list's order, only the skus asked for, whatever order the server answered in.
      const asked = snapshot.context.request?.skus ?? [];
      expect(snapshot.context.products.map((product) => product.sku)).toEqual(
        asked.filter((sku) => SAMPLE_LISTED.some((product) => product.sku === sku)),
      );
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('Network down');
    },
  },
};
