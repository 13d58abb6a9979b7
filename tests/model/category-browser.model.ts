// The category-browser machine's model (ARCHITECTURE §3): a category of 95 products (pages of 50, 40 and 5), an
// empty answer and a failure, one colour filter, one route change, the price sort, and the network going on and
// off; what each state promises. Registered in tests/model/models.ts.
import {
  type CategoryBrowserEvent,
  canLoadMore,
  categoryBrowserMachine,
} from '../../machines/category-browser.machine';
import type { Product, ProductList } from '../../src/domain/contract/catalog';
import { DEFAULT_SORT, NO_FILTERS, nextPage, sameFilters, serializeRouteQuery } from '../../src/domain/filters';
import { type ModelEntry, stateName } from '../helpers/model';

type CategoryBrowserMachine = typeof categoryBrowserMachine;
type Snapshot = ReturnType<CategoryBrowserMachine['getInitialSnapshot']>;

export const SAMPLE_CATEGORY_ID = 12;
/** The sample category holds this many products: a first page of 50, a load-more page of 40 and one of 5. */
export const SAMPLE_TOTAL = 95;

const sampleProduct = (id: number) => ({ id, sku: `NA-DR-${1000 + id}`, name: `Kleit ${id}` }) as Product;

/** The catalogue's answer from `start`: `count` products of `total`, with colour counts. */
export function samplePage(start: number, count: number, total = SAMPLE_TOTAL): ProductList {
  return {
    items: Array.from({ length: count }, (_, i) => sampleProduct(start + i + 1)),
    total,
    start,
    perPage: count,
    aggregations: total ? { color: { buckets: [{ key: 49, doc_count: Math.min(total, 7) }] } } : {},
    attributeMetadata: [],
  };
}

const EMPTY_PAGE = samplePage(0, 0, 0);

/** The next page the sample category answers after `loaded` products. */
function nextSamplePage(loaded: number): ProductList {
  return samplePage(loaded, Math.min(40, SAMPLE_TOTAL - loaded));
}

const done = (output: ProductList) => ({ type: 'xstate.done.actor.searchProducts', output }) as never;
const failure = { type: 'xstate.error.actor.searchProducts', error: new Error('HTTP 503') } as never;

const COLOUR_FILTER = { ...NO_FILTERS, color: [49] };

function browserEvents(snapshot: Snapshot): CategoryBrowserEvent[] {
  const answers = snapshot.matches('loadingMore')
    ? [done(nextSamplePage(snapshot.context.items.length)), failure]
    : [done(samplePage(0, 50)), done(EMPTY_PAGE), failure];
  return [
    { type: 'browser.setFilter', code: 'color', values: [49] },
    { type: 'browser.setFilter', code: 'color', values: [] },
    { type: 'browser.clearFilters' },
    { type: 'browser.setSort', sort: 'final_price:asc' },
    { type: 'browser.setSort', sort: DEFAULT_SORT },
    // Back to a link with the colour filter and the price sort.
    { type: 'browser.routeChanged', filters: COLOUR_FILTER, sort: 'final_price:asc' },
    { type: 'browser.loadMore' },
    { type: 'browser.retry' },
    { type: 'network.online' },
    { type: 'network.offline' },
    { type: 'browser.toggleFilters' },
    ...answers,
  ];
}

const isAnswer = (type: string) =>
  type === 'xstate.done.actor.searchProducts' || type === 'xstate.error.actor.searchProducts';

export const categoryBrowserModel: ModelEntry<CategoryBrowserMachine> = {
  machine: categoryBrowserMachine,
  inputs: [
    { storeCode: 'ee', categoryId: SAMPLE_CATEGORY_ID, online: true },
    { storeCode: 'ee', categoryId: SAMPLE_CATEGORY_ID, online: false },
  ],
  events: browserEvents,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.items.length,
      snapshot.context.total,
      snapshot.context.filters,
      snapshot.context.sort,
      snapshot.context.online,
      snapshot.context.error !== null,
      snapshot.context.filtersOpen,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (type === 'xstate.done.actor.searchProducts') {
      const { items, start, total } = (event as unknown as { output: ProductList }).output;
      return items.length ? `${items.length} products from ${start} of ${total} arrive` : 'nothing is found';
    }
    if (type === 'xstate.error.actor.searchProducts') return 'the search fails';
    if (event.type === 'browser.setFilter')
      return event.values.length ? `filter ${event.code} ${event.values}` : 'unfilter';
    if (event.type === 'browser.setSort') return `sort ${event.sort}`;
    if (event.type === 'browser.routeChanged') return 'back to ?color=49&sort=final_price:asc';
    return type;
  },
  describeState: (snapshot) => {
    const { items, total, filters, sort, online, filtersOpen } = snapshot.context;
    const query = serializeRouteQuery({ filters, sort });
    return `${stateName(snapshot)} ${items.length}/${total}${query ? ` ${query}` : ''}${online ? '' : ' (offline)'}${
      filtersOpen ? ' [filters open]' : ''
    }`;
  },
  legend: [`the category has ${SAMPLE_TOTAL} products: pages of 50, then 40 and 5`],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      const type: string = event?.type ?? '';
      const before = previous?.context;
      const changedQuery =
        before !== undefined &&
        (event?.type === 'browser.setFilter' ||
          event?.type === 'browser.clearFilters' ||
          event?.type === 'browser.setSort') &&
        (before.sort !== snapshot.context.sort || !sameFilters(before.filters, snapshot.context.filters));
      // SPEC 8: the warning when loading fails or finds nothing offline; a failed load-more page warns offline too.
      const warned =
        isAnswer(type) &&
        (snapshot.matches('offline') ||
          (previous?.matches('loadingMore') === true && type.startsWith('xstate.error') && !snapshot.context.online));
      expect(emitted, 'SPEC 2: a filter or sort change pushes the new query; SPEC 8 warns offline').toEqual([
        ...(changedQuery
          ? [
              {
                type: 'browser.queryChanged',
                query: serializeRouteQuery({ filters: snapshot.context.filters, sort: snapshot.context.sort }),
              },
            ]
          : []),
        ...(warned ? [{ type: 'browser.offlineWarning' }] : []),
      ]);
      if (event?.type === 'browser.routeChanged') {
        expect(snapshot.context.filters).toEqual(event.filters);
        expect(snapshot.context.sort).toBe(event.sort);
      }
      if (previous && event?.type === 'browser.toggleFilters') {
        // The phone's filter button opens and closes the panel and changes nothing else (no reload, no query).
        expect(snapshot.context.filtersOpen).toBe(!previous.context.filtersOpen);
        expect(snapshot.value).toEqual(previous.value);
        expect(snapshot.context.items).toBe(previous.context.items);
      } else if (previous) {
        expect(snapshot.context.filtersOpen, 'the panel stays as the shopper left it').toBe(
          previous.context.filtersOpen,
        );
      } else {
        expect(snapshot.context.filtersOpen, 'closed at start: the server HTML and first render agree').toBe(false);
      }
      if (event?.type === 'network.online' || event?.type === 'network.offline') {
        expect(snapshot.context.online).toBe(event.type === 'network.online');
      }
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    results: ({ snapshot }, expect) => {
      const { items, total, start } = snapshot.context;
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(total);
      expect(new Set(items.map((product) => product.id)).size, 'each product listed once').toBe(items.length);
      expect(snapshot.can({ type: 'browser.loadMore' }), 'SPEC 9: more only while the skip rule allows').toBe(
        nextPage(start, total, items.length) !== null,
      );
      expect(canLoadMore(snapshot.context)).toBe(snapshot.can({ type: 'browser.loadMore' }));
    },
    loadingMore: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('busy'), snapshot.hasTag('loadingMore')]).toEqual([true, true]);
      expect(snapshot.context.items.length, 'appending keeps the list').toBeGreaterThan(0);
    },
    empty: ({ snapshot, event }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.items).toEqual([]);
      if (isAnswer(event?.type ?? '')) {
        expect(snapshot.context.online, 'nothing found online is an empty category, not the offline warning').toBe(
          true,
        );
      }
    },
    offline: ({ snapshot, previous, event }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('offline')]).toEqual([true, true]);
      expect(snapshot.context.online).toBe(false);
      expect(snapshot.context.items, 'SPEC 8: the list is reset when not appending').toEqual([]);
      if (previous && isAnswer(event?.type ?? '')) {
        expect(snapshot.context.aggregations, 'the filter counts of the last listing stay (no zeros)').toEqual(
          previous.context.aggregations,
        );
      }
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('HTTP 503');
      expect(snapshot.context.items, 'SPEC 8: the list is reset when not appending').toEqual([]);
    },
  },
};
