import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromPromise } from 'xstate';
import type { SearchProductsInput } from '../../machines/category-browser.machine';
import { searchPanelMachine } from '../../machines/search-panel.machine';
import type { Product, ProductList } from '../../src/domain/contract/catalog';
import { SEARCH_DEBOUNCE_MS } from '../../src/domain/filters';

interface Search {
  input: SearchProductsInput;
  signal: AbortSignal;
  resolve(list: ProductList): void;
  reject(error: Error): void;
}

const list = (count: number): ProductList => ({
  items: Array.from({ length: count }, (_, i) => ({ id: i + 1, sku: `SKU-${i + 1}` }) as Product),
  total: count,
  start: 0,
  perPage: 40,
  aggregations: {},
  attributeMetadata: [],
});

function panel() {
  const searches: Search[] = [];
  const searchProducts = fromPromise<ProductList, SearchProductsInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        searches.push({ input, signal, resolve, reject });
      }),
  );
  const actor = createActor(searchPanelMachine.provide({ actors: { searchProducts } }), { input: { storeCode: 'lv' } });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  /** Lets promise callbacks run (fake timers do not hold them back). */
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { actor, searches, emitted, settle };
}

const value = (actor: ReturnType<typeof panel>['actor']) => actor.getSnapshot().value;

describe('search panel machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts closed and ignores typing until opened', () => {
    const { actor } = panel();
    actor.send({ type: 'search.type', text: 'kleit' });
    expect([value(actor), actor.getSnapshot().context.text]).toEqual(['closed', '']);
    actor.send({ type: 'search.open' });
    expect(value(actor)).toEqual({ open: 'idle' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
  });

  it('searches 40 products once the typing pauses for the debounce, not on every keystroke', async () => {
    const { actor, searches, settle } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: 'kle' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    actor.send({ type: 'search.type', text: 'klei' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    expect([value(actor), searches.length]).toEqual([{ open: 'typing' }, 0]);

    vi.advanceTimersByTime(1);
    expect(value(actor)).toEqual({ open: 'searching' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(searches.map((search) => search.input)).toEqual([
      { storeCode: 'lv', request: { query: 'klei', from: 0, size: 40 } },
    ]);

    searches[0]?.resolve(list(3));
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ open: 'results' });
    expect([snapshot.context.items.length, snapshot.context.searched]).toEqual([3, 'klei']);
  });

  it('should not search fewer than 3 characters (SPEC 5)', () => {
    const { actor, searches } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: ' ab ' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect([value(actor), searches.length]).toEqual([{ open: 'tooShort' }, 0]);
    actor.send({ type: 'search.type', text: '' });
    expect(value(actor)).toEqual({ open: 'idle' });
  });

  it('cancels the search in flight when the shopper types on', () => {
    const { actor, searches } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: 'jope' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'search.type', text: 'jopes' });
    expect(searches[0]?.signal.aborted).toBe(true);
    expect(value(actor)).toEqual({ open: 'typing' });
  });

  it('clears what was found when the term becomes too short', async () => {
    const { actor, searches, settle } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: 'jope' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    searches[0]?.resolve(list(2));
    await settle();
    actor.send({ type: 'search.type', text: 'jo' });
    expect([value(actor), actor.getSnapshot().context.items]).toEqual([{ open: 'tooShort' }, []]);
  });

  it('shows that nothing was found, and a failure with its error', async () => {
    const { actor, searches, settle } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: 'zzzz' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    searches[0]?.resolve(list(0));
    await settle();
    expect(value(actor)).toEqual({ open: 'empty' });

    actor.send({ type: 'search.type', text: 'zzzzz' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    searches[1]?.reject(new Error('HTTP 503'));
    await settle();
    const failed = actor.getSnapshot();
    expect([failed.value, failed.hasTag('error'), failed.context.error]).toEqual([
      { open: 'failed' },
      true,
      'HTTP 503',
    ]);
  });

  it('asks the app to open the search results page on submit, and closes', () => {
    const { actor, emitted } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: ' kleit ' });
    actor.send({ type: 'search.submit' });
    expect(emitted).toEqual([{ type: 'search.submitted', text: 'kleit' }]);
    expect([value(actor), actor.getSnapshot().context.text]).toEqual(['closed', '']);
  });

  it('should not submit a term that is too short', () => {
    const { actor, emitted } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: 'ab' });
    actor.send({ type: 'search.submit' });
    expect([value(actor), emitted]).toEqual([{ open: 'tooShort' }, []]);
  });

  it('forgets the term and results when closed, and cancels a pending search', () => {
    const { actor, searches } = panel();
    actor.send({ type: 'search.open' });
    actor.send({ type: 'search.type', text: 'kleit' });
    actor.send({ type: 'search.close' });
    vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    expect([value(actor), actor.getSnapshot().context.text, searches.length]).toEqual(['closed', '', 0]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
