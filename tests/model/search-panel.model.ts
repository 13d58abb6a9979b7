// The search-panel machine's model (ARCHITECTURE §3): a searchable term, one too short and a blank one, the
// debounce timer firing, the search's three answers (products, nothing, a failure), opening, closing and submitting,
// the arrow keys moving through the suggestions and Enter choosing one;
// what each state promises. Registered in tests/model/models.ts.
import { type SearchPanelEvent, searchPanelMachine } from '../../machines/search-panel.machine';
import type { Product, ProductList } from '../../src/domain/contract/catalog';
import { isSearchableTerm } from '../../src/domain/filters';
import { type ModelEntry, stateName } from '../helpers/model';

type SearchPanelMachine = typeof searchPanelMachine;

export const SEARCHABLE_TEXT = 'kleit';
export const SHORT_TEXT = 'kl';

/** The synthetic event of the debounce timer in `open.typing` (ARCHITECTURE §3: xstate.after.<delay>.<id>.<path>). */
export const DEBOUNCE_EVENT_TYPE = 'xstate.after.debounce.searchPanel.open.typing';

/** What the search answers for the term: three dresses. */
export const SAMPLE_RESULTS: ProductList = {
  items: [1, 2, 3].map((id) => ({ id, sku: `NA-DR-100${id}`, name: `Kleit ${id}` }) as Product),
  total: 3,
  start: 0,
  perPage: 40,
  aggregations: {},
  attributeMetadata: [],
};
const NO_RESULTS: ProductList = { ...SAMPLE_RESULTS, items: [], total: 0 };

const EVENTS: SearchPanelEvent[] = [
  { type: 'search.open' },
  { type: 'search.close' },
  { type: 'search.type', text: SEARCHABLE_TEXT },
  { type: 'search.type', text: SHORT_TEXT },
  { type: 'search.type', text: '' },
  { type: 'search.submit' },
  { type: 'search.move', by: 1 },
  { type: 'search.move', by: -1 },
  { type: 'search.choose' },
  { type: DEBOUNCE_EVENT_TYPE } as never,
  { type: 'xstate.done.actor.searchProducts', output: SAMPLE_RESULTS } as never,
  { type: 'xstate.done.actor.searchProducts', output: NO_RESULTS } as never,
  { type: 'xstate.error.actor.searchProducts', error: new Error('HTTP 503') } as never,
];

export const searchPanelModel: ModelEntry<SearchPanelMachine> = {
  machine: searchPanelMachine,
  inputs: [{ storeCode: 'ee' }],
  events: EVENTS,
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.text,
      snapshot.context.items.length,
      snapshot.context.searched,
      snapshot.context.error !== null,
      snapshot.context.active,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'search.type') return `type "${event.text}"`;
    if (event.type === 'search.move') return event.by > 0 ? 'arrow down' : 'arrow up';
    if (event.type === 'search.choose') return 'Enter on the active suggestion';
    if (type === DEBOUNCE_EVENT_TYPE) return 'the typing pauses';
    if (type === 'xstate.done.actor.searchProducts') {
      const { items } = (event as unknown as { output: ProductList }).output;
      return items.length ? `${items.length} products found` : 'nothing found';
    }
    if (type === 'xstate.error.actor.searchProducts') return 'the search fails';
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.text ? `${stateName(snapshot)} "${snapshot.context.text}"` : stateName(snapshot),
  promises: {
    '*': ({ snapshot, previous, event, emitted, pendingTimers }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      expect(pendingTimers, 'a timer runs only while typing').toBe(snapshot.matches({ open: 'typing' }) ? 1 : 0);
      const submitted = event?.type === 'search.submit' && previous?.matches('open') && snapshot.matches('closed');
      const chosen = event?.type === 'search.choose' && previous?.matches('open') && snapshot.matches('closed');
      expect(emitted, 'a submitted term opens the results page, a chosen suggestion its product').toEqual(
        submitted
          ? [{ type: 'search.submitted', text: previous?.context.text.trim() }]
          : chosen
            ? [{ type: 'search.chosen', product: previous?.context.items[previous.context.active ?? -1] }]
            : [],
      );
      if (event?.type === 'search.choose' && !chosen) {
        expect(snapshot.context, 'Enter without an active suggestion chooses nothing').toBe(previous?.context);
      }
      const { active, items } = snapshot.context;
      expect(active === null || (active >= 0 && active < items.length), 'the active suggestion is one shown').toBe(
        true,
      );
      if (event?.type === 'search.move' && previous?.matches({ open: 'results' })) {
        const count = previous.context.items.length;
        const from = previous.context.active ?? (event.by > 0 ? -1 : count);
        expect(active, 'the arrow keys move through the suggestions, wrapping').toBe((from + event.by + count) % count);
      }
      if (event?.type === 'search.submit' && !submitted) {
        expect(snapshot.context, 'a term too short is not submitted').toBe(previous?.context);
      }
    },
    closed: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('open')).toBe(false);
      expect([snapshot.context.text, snapshot.context.items]).toEqual(['', []]);
    },
    open: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('open')).toBe(true);
    },
    'open.idle': ({ snapshot }, expect) => {
      expect(snapshot.context.text.trim()).toBe('');
      expect(snapshot.context.items).toEqual([]);
    },
    'open.tooShort': ({ snapshot }, expect) => {
      expect(isSearchableTerm(snapshot.context.text), 'SPEC 5: fewer than 3 characters').toBe(false);
      expect(snapshot.context.items).toEqual([]);
    },
    'open.typing': ({ snapshot }, expect) => {
      expect(isSearchableTerm(snapshot.context.text)).toBe(true);
    },
    'open.searching': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(isSearchableTerm(snapshot.context.text)).toBe(true);
    },
    'open.results': ({ snapshot }, expect) => {
      expect(snapshot.context.items).toEqual(SAMPLE_RESULTS.items);
      expect(snapshot.context.searched).toBe(snapshot.context.text.trim());
    },
    'open.empty': ({ snapshot }, expect) => {
      expect(snapshot.context.items).toEqual([]);
      expect(snapshot.context.searched).toBe(snapshot.context.text.trim());
    },
    'open.failed': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('error')).toBe(true);
      expect(snapshot.context.error).toBe('HTTP 503');
    },
  },
};
