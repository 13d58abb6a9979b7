import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import {
  type CategoryBrowserInput,
  type SearchProductsInput,
  categoryBrowserMachine,
} from '../../machines/category-browser.machine';
import type { Product, Listing, ProductList } from '../../src/domain/contract/catalog';
import { LISTING_FIELDS, NO_FILTERS } from '../../src/domain/filters';

interface Search {
  input: SearchProductsInput;
  signal: AbortSignal;
  resolve(list: ProductList): void;
  reject(error: Error): void;
}

const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: from + i + 1, sku: `SKU-${from + i + 1}` }) as Product);

const AGGREGATIONS = { color: { buckets: [{ key: 49, doc_count: 7 }] } };

/** A page of the catalogue search: `count` products from `start` of `total`. */
const page = (start: number, count: number, total: number): ProductList => ({
  items: products(start, count),
  total,
  start,
  perPage: count,
  aggregations: AGGREGATIONS,
  attributeMetadata: [],
});

type BrowserState = 'loading' | 'results' | 'loadingMore' | 'empty' | 'offline' | 'failed';

/** A browser whose searches wait until the test answers them. */
function browser(input: Partial<CategoryBrowserInput> = {}) {
  const searches: Search[] = [];
  const searchProducts = fromPromise<Listing, SearchProductsInput>(
    ({ input: searchInput, signal }) =>
      new Promise((resolve, reject) => {
        searches.push({ input: searchInput, signal, resolve, reject });
      }),
  );
  const actor = createActor(categoryBrowserMachine.provide({ actors: { searchProducts } }), {
    input: { storeCode: 'ee', categoryId: 12, ...input },
  });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const answer = async (list: ProductList | Error, state: BrowserState) => {
    const search = searches.at(-1);
    if (!search) throw new Error('no search in flight');
    if (list instanceof Error) search.reject(list);
    else search.resolve(list);
    return waitFor(actor, (snapshot) => snapshot.matches(state));
  };
  return { actor, searches, emitted, answer };
}

describe('category browser machine', () => {
  it('loads the first 50 products of the category with its filters, sort and filter counts', async () => {
    const { actor, searches, answer } = browser({
      filters: { ...NO_FILTERS, color: [49] },
      sort: 'final_price:asc',
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(searches[0]?.input).toEqual({
      storeCode: 'ee',
      request: {
        filters: { category_ids: [12], color: [49] },
        sort: 'final_price:asc',
        from: 0,
        size: 50,
        // SPEC 7 includeFields: the tiles' fields only (issue 18).
        includeFields: [...LISTING_FIELDS],
        aggregations: ['color', 'size', 'price'],
      },
    });
    const snapshot = await answer(page(0, 50, 120), 'results');
    expect([snapshot.context.items.length, snapshot.context.total, snapshot.context.aggregations]).toEqual([
      50,
      120,
      AGGREGATIONS,
    ]);
    expect(snapshot.hasTag('settled')).toBe(true);
  });

  it('keeps of each product only the child its tile opens, on the first page and the pages appended (issue 18)', async () => {
    const child = (sku: string, inStock: boolean, status = 1) => ({ sku, status, stock: { is_in_stock: inStock } });
    const withChildren = (list: ProductList, children: ReturnType<typeof child>[][]): ProductList => ({
      ...list,
      items: list.items.map((item, index) => ({ ...item, configurable_children: children[index] ?? [] }) as Product),
    });
    const { actor, answer } = browser();
    await answer(
      withChildren(page(0, 50, 52), [
        [child('A-S', false), child('A-M', true), child('A-L', true)],
        [child('B-S', false), child('B-M', false)],
        [child('C-S', true, 2), child('C-M', true)],
      ]),
      'results',
    );
    actor.send({ type: 'browser.loadMore' });
    await answer(withChildren(page(50, 2, 52), [[child('D-S', true)], []]), 'results');
    const items = actor.getSnapshot().context.items;
    // The tile links to the first child in stock and enabled, else the first (listedChild): the same links as before.
    expect(
      [...items.slice(0, 3), ...items.slice(50)].map((item) => item.configurable_children?.map(({ sku }) => sku)),
    ).toEqual([['A-M'], ['B-S'], ['C-M'], ['D-S'], []]);
  });

  it('searches a query for the search results page', () => {
    const { searches } = browser({ categoryId: undefined, query: 'kleit' });
    expect(searches[0]?.input.request).toMatchObject({ query: 'kleit', sort: 'created_at:desc', from: 0, size: 50 });
    expect(searches[0]?.input.request.filters).toBeUndefined();
  });

  it('appends pages of 40 until the next start reaches the total (SPEC 9)', async () => {
    const { actor, searches, answer } = browser();
    await answer(page(0, 50, 95), 'results');
    expect(actor.getSnapshot().can({ type: 'browser.loadMore' })).toBe(true);

    actor.send({ type: 'browser.loadMore' });
    expect(actor.getSnapshot().hasTag('loadingMore')).toBe(true);
    expect(searches[1]?.input.request).toMatchObject({ from: 50, size: 40 });
    await answer(page(50, 40, 95), 'results');

    actor.send({ type: 'browser.loadMore' });
    expect(searches[2]?.input.request).toMatchObject({ from: 90, size: 40 });
    const last = await answer(page(90, 5, 95), 'results');
    expect(last.context.items.map((p) => p.id)).toEqual(Array.from({ length: 95 }, (_, i) => i + 1));

    expect(last.can({ type: 'browser.loadMore' })).toBe(false);
    actor.send({ type: 'browser.loadMore' });
    expect(searches).toHaveLength(3);
  });

  it('should not offer more when the total is below the page size', async () => {
    const { actor, searches, answer } = browser();
    const snapshot = await answer(page(0, 12, 12), 'results');
    expect(snapshot.can({ type: 'browser.loadMore' })).toBe(false);
    actor.send({ type: 'browser.loadMore' });
    expect([actor.getSnapshot().value, searches.length]).toEqual(['results', 1]);
  });

  it('pushes the new query on a filter change and reloads from the first page, replacing the list', async () => {
    const { actor, searches, emitted, answer } = browser();
    await answer(page(0, 50, 95), 'results');
    actor.send({ type: 'browser.loadMore' });
    await answer(page(50, 40, 95), 'results');

    actor.send({ type: 'browser.setFilter', code: 'size', values: [169] });
    expect(emitted).toEqual([{ type: 'browser.queryChanged', query: '?size=169' }]);
    expect(searches[2]?.input.request).toMatchObject({
      filters: { category_ids: [12], size: [169] },
      from: 0,
      size: 50,
    });
    const snapshot = await answer(page(0, 3, 3), 'results');
    expect(snapshot.context.items.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('cancels the search in flight when the filters change before it answers', async () => {
    const { actor, searches } = browser();
    actor.send({ type: 'browser.setFilter', code: 'price', values: ['30-50'] });
    expect(searches[0]?.signal.aborted).toBe(true);
    expect(searches[1]?.input.request.filters).toEqual({ category_ids: [12], price: { gte: 30, lt: 50 } });
  });

  it('should not reload or push when a change leaves the filters and sort as they are', async () => {
    const { actor, searches, emitted, answer } = browser({ filters: { ...NO_FILTERS, color: [49] } });
    await answer(page(0, 5, 5), 'results');
    actor.send({ type: 'browser.setFilter', code: 'color', values: [49] });
    actor.send({ type: 'browser.setSort', sort: 'created_at:desc' });
    actor.send({ type: 'browser.routeChanged', filters: { ...NO_FILTERS, color: [49] }, sort: 'created_at:desc' });
    expect([actor.getSnapshot().value, searches.length, emitted]).toEqual(['results', 1, []]);

    actor.send({ type: 'browser.clearFilters' });
    expect(emitted).toEqual([{ type: 'browser.queryChanged', query: '' }]);
    actor.send({ type: 'browser.clearFilters' });
    expect(searches).toHaveLength(2);
  });

  it('pushes the sort and reloads in the new order', async () => {
    const { actor, searches, emitted, answer } = browser();
    await answer(page(0, 5, 5), 'results');
    actor.send({ type: 'browser.setSort', sort: 'final_price:desc' });
    expect(emitted).toEqual([{ type: 'browser.queryChanged', query: '?sort=final_price:desc' }]);
    expect(searches[1]?.input.request.sort).toBe('final_price:desc');
  });

  it('follows back/forward to other filters without pushing the route again', async () => {
    const { actor, searches, emitted, answer } = browser();
    await answer(page(0, 5, 5), 'results');
    actor.send({ type: 'browser.routeChanged', filters: { ...NO_FILTERS, size: [170] }, sort: 'final_price:asc' });
    expect(actor.getSnapshot().context.filters.size).toEqual([170]);
    expect(searches[1]?.input.request).toMatchObject({ filters: { size: [170] }, sort: 'final_price:asc' });
    expect(emitted).toEqual([]);
  });

  it('shows an empty category online', async () => {
    const { emitted, answer } = browser();
    const snapshot = await answer(page(0, 0, 0), 'empty');
    expect(snapshot.context.items).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('warns offline when nothing was synchronized for the category (SPEC 8) and reloads once online', async () => {
    const { actor, searches, emitted, answer } = browser({ online: false });
    const snapshot = await answer(page(0, 0, 0), 'offline');
    expect(snapshot.hasTag('offline')).toBe(true);
    expect(emitted).toEqual([{ type: 'browser.offlineWarning' }]);

    actor.send({ type: 'network.online' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(searches).toHaveLength(2);
    await answer(page(0, 4, 4), 'results');
  });

  it('warns offline when loading fails while offline, and resets the list', async () => {
    const { actor, answer } = browser();
    await answer(page(0, 50, 95), 'results');
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'browser.setFilter', code: 'color', values: [52] });
    const snapshot = await answer(new Error('Failed to fetch'), 'offline');
    expect([snapshot.context.items, snapshot.context.total]).toEqual([[], 0]);
  });

  it('fails online with the error and an empty list, and loads again on retry', async () => {
    const { actor, searches, answer } = browser();
    const failed = await answer(new Error('HTTP 500'), 'failed');
    expect([failed.hasTag('error'), failed.context.error, failed.context.items]).toEqual([true, 'HTTP 500', []]);
    actor.send({ type: 'browser.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(searches).toHaveLength(2);
    await answer(page(0, 2, 2), 'results');
  });

  it('keeps the list when a load-more page fails (appending), and warns when offline', async () => {
    const { actor, emitted, answer } = browser();
    await answer(page(0, 50, 95), 'results');
    actor.send({ type: 'browser.loadMore' });
    const online = await answer(new Error('HTTP 502'), 'results');
    expect([online.context.items.length, online.context.error]).toEqual([50, 'HTTP 502']);
    expect(emitted).toEqual([]);

    actor.send({ type: 'network.offline' });
    actor.send({ type: 'browser.loadMore' });
    const offline = await answer(new Error('Failed to fetch'), 'results');
    expect(offline.context.items).toHaveLength(50);
    expect(emitted).toEqual([{ type: 'browser.offlineWarning' }]);
  });

  it('should not load again when restored from a persisted results snapshot', async () => {
    const first = browser();
    await first.answer(page(0, 50, 95), 'results');
    const searches: SearchProductsInput[] = [];
    const actor = createActor(
      categoryBrowserMachine.provide({
        actors: {
          searchProducts: fromPromise<Listing, SearchProductsInput>(async ({ input }) => {
            searches.push(input);
            return page(0, 0, 0);
          }),
        },
      }),
      { snapshot: first.actor.getPersistedSnapshot(), input: { storeCode: 'ee', categoryId: 12 } },
    ).start();
    expect([actor.getSnapshot().value, actor.getSnapshot().context.items.length, searches]).toEqual([
      'results',
      50,
      [],
    ]);
  });
});
