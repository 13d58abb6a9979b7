// SPEC 2 "Unknown URLs": an unknown URL is resolved through a URL-to-route mapping: (1) the last mapping, kept in
// browser storage and in memory, (2) otherwise a server lookup (product, category or CMS page), (3) otherwise
// page-not-found. Route resolution is locked while one is in progress: one lookup at a time, the latest request
// waits and older waiting ones are dropped. SPEC 8 "Sync": when storage quota is exceeded the URL cache is cleared.
// SPEC 2 "Offline behaviour", SPEC 8 "Catalogue": a lookup that fails while offline (no cached mapping) is a page
// 'not available in Offline mode': the machine emits `page.unavailableOffline` and the app goes to the store's home.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { StoreCode } from '../src/domain/store-views';
import type { PageUnavailableOffline } from './product-page.machine';

export type UrlMappingType = 'product' | 'category' | 'cms_page';

/** A route for a URL: what it shows and the route params (product: parentSku, slug; category: slug, id; CMS: slug). */
export interface UrlMapping {
  type: UrlMappingType;
  params: Record<string, string>;
}

/** Mappings by store URL ('/ee/naised/kleidid'); restored from storage and persisted through `url.mappingStored`. */
export type UrlMappings = Record<string, UrlMapping>;

/** SPEC 7 "URL map" reply: `_type` and `_source`; null when nothing maps (a non-ok response gives null). */
export interface UrlLookupResult {
  _type: UrlMappingType;
  _source: Record<string, unknown>;
}

export interface UrlLookupInput {
  url: string;
  storeCode: StoreCode;
}

export interface UrlResolverInput {
  mappings?: UrlMappings;
}

interface UrlRequest {
  url: string;
  storeCode: StoreCode;
  /** The network status when asked (the server is always online). */
  online?: boolean;
}

export interface UrlResolverContext {
  mappings: UrlMappings;
  /** The URL being or last resolved (its path, as requested). */
  url: string | null;
  storeCode: StoreCode | null;
  /** The route of the last resolved URL. */
  mapping: UrlMapping | null;
  /** The latest request made while a lookup was in progress (SPEC 2: resolution is locked meanwhile). */
  pending: UrlRequest | null;
  error: string | null;
  /** The network status of the request being or last resolved. */
  online: boolean;
}

export type UrlResolverEvent =
  | { type: 'url.resolve'; url: string; storeCode: StoreCode; online?: boolean }
  | { type: 'url.clearCache' }
  /** SPEC 2 (1): the mappings kept in browser storage, read after start; what memory learnt meanwhile wins. */
  | { type: 'url.mappingsRestored'; mappings: UrlMappings };

export interface UrlMappingStored {
  type: 'url.mappingStored';
  /** The cache key: the store URL. */
  url: string;
  mapping: UrlMapping;
}

/** The path of a URL without query, hash or trailing slash, starting with '/': 'naised/kleidid/?a=1' -> '/naised/kleidid'. */
export function urlPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
}

/** The cache key of a URL in a store view: '/ee/naised/kleidid'. A path that already starts with the store stays. */
export function mappingKey(storeCode: StoreCode, url: string): string {
  const path = urlPath(url);
  return path === `/${storeCode}` || path.startsWith(`/${storeCode}/`)
    ? path
    : `/${storeCode}${path === '/' ? '' : path}`;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

/** The route params of a lookup reply; null when the reply lacks what its route needs. */
export function toUrlMapping(result: UrlLookupResult): UrlMapping | null {
  const source = result._source;
  const entries: [string, string | undefined][] =
    result._type === 'product'
      ? [
          ['parentSku', text(source.parentSku) ?? text(source.sku)],
          ['slug', text(source.slug) ?? text(source.url_key)],
          ['childSku', text(source.childSku)],
        ]
      : result._type === 'category'
        ? [
            ['slug', text(source.slug) ?? text(source.url_key)],
            ['id', text(source.id)],
          ]
        : [['slug', text(source.identifier) ?? text(source.slug)]];
  const required = result._type === 'product' ? ['parentSku', 'slug'] : ['slug'];
  const params = Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
  return required.every((key) => key in params) ? { type: result._type, params } : null;
}

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const urlResolverMachine = setup({
  types: {
    context: {} as UrlResolverContext,
    input: {} as UrlResolverInput,
    events: {} as UrlResolverEvent,
    emitted: {} as UrlMappingStored | PageUnavailableOffline,
  },
  actors: {
    // Supplied by the composition root: POST /api/url/map in the browser, the URL service during SSR.
    lookupUrl: fromPromise<UrlLookupResult | null, UrlLookupInput>(async () => {
      throw new Error('lookupUrl must be provided by the composition root');
    }),
  },
  guards: {
    hasCachedMapping: ({ context }) =>
      context.url !== null &&
      context.storeCode !== null &&
      mappingKey(context.storeCode, context.url) in context.mappings,
    isMapped: (_, result: UrlLookupResult | null) => result !== null && toUrlMapping(result) !== null,
    isInProgress: ({ context, event }) =>
      event.type === 'url.resolve' &&
      context.storeCode === event.storeCode &&
      context.url !== null &&
      mappingKey(event.storeCode, event.url) === mappingKey(context.storeCode, context.url),
    hasPending: ({ context }) => context.pending !== null,
    isOffline: ({ context }) => !context.online,
  },
  actions: {
    rememberRequest: assign(({ event }) => {
      assertEvent(event, 'url.resolve');
      return { url: event.url, storeCode: event.storeCode, online: event.online ?? true, mapping: null, error: null };
    }),
    takePending: assign(({ context }) => ({
      url: context.pending?.url ?? null,
      storeCode: context.pending?.storeCode ?? null,
      online: context.pending?.online ?? true,
      pending: null,
      mapping: null,
      error: null,
    })),
    keepPending: assign(({ event }) => {
      assertEvent(event, 'url.resolve');
      return { pending: { url: event.url, storeCode: event.storeCode, online: event.online ?? true } };
    }),
    dropPending: assign({ pending: null }),
    useCachedMapping: assign(({ context }) => ({
      mapping:
        context.storeCode && context.url
          ? (context.mappings[mappingKey(context.storeCode, context.url)] ?? null)
          : null,
    })),
    storeMapping: assign(({ context }, result: UrlLookupResult | null) => {
      const mapping = result ? toUrlMapping(result) : null;
      if (!mapping || !context.storeCode || !context.url) return {};
      return { mapping, mappings: { ...context.mappings, [mappingKey(context.storeCode, context.url)]: mapping } };
    }),
    announceMapping: emit(({ context }) => ({
      type: 'url.mappingStored' as const,
      url: mappingKey(context.storeCode as StoreCode, context.url as string),
      mapping: context.mapping as UrlMapping,
    })),
    recordFailure: assign((_, { error }: { error: unknown }) => ({ error: errorMessage(error) })),
    announceUnavailableOffline: emit(({ context }) => ({
      type: 'page.unavailableOffline' as const,
      storeCode: context.storeCode as StoreCode,
    })),
    clearCache: assign({ mappings: {} }),
    restoreMappings: assign(({ context, event }) => {
      assertEvent(event, 'url.mappingsRestored');
      return { mappings: { ...event.mappings, ...context.mappings } };
    }),
  },
}).createMachine({
  id: 'urlResolver',
  context: ({ input }) => ({
    mappings: input.mappings ?? {},
    url: null,
    storeCode: null,
    mapping: null,
    pending: null,
    error: null,
    online: true,
  }),
  on: {
    'url.clearCache': { actions: 'clearCache' },
    // Not while a lookup runs (resolving handles nothing of it): the lookup's answer is the newer one.
    'url.mappingsRestored': { actions: 'restoreMappings' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: { 'url.resolve': { target: 'checking', actions: 'rememberRequest' } },
    },
    // SPEC 2 (1): the last mapping wins without asking the server.
    checking: {
      always: [{ guard: 'hasCachedMapping', target: 'resolved', actions: 'useCachedMapping' }, { target: 'resolving' }],
    },
    // SPEC 2 (2): the server lookup; the lock holds until it answers.
    resolving: {
      tags: ['busy'],
      invoke: {
        id: 'lookupUrl',
        src: 'lookupUrl',
        input: ({ context }) => ({ url: context.url as string, storeCode: context.storeCode as StoreCode }),
        onDone: [
          {
            guard: { type: 'isMapped', params: ({ event }) => event.output },
            target: 'resolved',
            actions: [{ type: 'storeMapping', params: ({ event }) => event.output }, 'announceMapping'],
          },
          // SPEC 2 (3) and SPEC 8 "No mapping found": page-not-found.
          { target: 'notFound' },
        ],
        onError: [
          // SPEC 8: offline, no cached mapping and no answer: 'not available in Offline mode', then home.
          {
            guard: 'isOffline',
            target: 'unavailableOffline',
            actions: [{ type: 'recordFailure', params: ({ event }) => event }, 'announceUnavailableOffline'],
          },
          { target: 'failed', actions: { type: 'recordFailure', params: ({ event }) => event } },
        ],
      },
      on: {
        'url.resolve': [{ guard: 'isInProgress', actions: 'dropPending' }, { actions: 'keepPending' }],
        // The stored mappings arriving during a lookup are a cache read older than its answer: not taken.
        'url.mappingsRestored': {},
      },
    },
    resolved: {
      tags: ['settled'],
      always: { guard: 'hasPending', target: 'checking', actions: 'takePending' },
      on: { 'url.resolve': { target: 'checking', actions: 'rememberRequest' } },
    },
    notFound: {
      tags: ['settled'],
      always: { guard: 'hasPending', target: 'checking', actions: 'takePending' },
      on: { 'url.resolve': { target: 'checking', actions: 'rememberRequest' } },
    },
    unavailableOffline: {
      tags: ['settled', 'offline'],
      always: { guard: 'hasPending', target: 'checking', actions: 'takePending' },
      on: { 'url.resolve': { target: 'checking', actions: 'rememberRequest' } },
    },
    failed: {
      tags: ['settled', 'error'],
      always: { guard: 'hasPending', target: 'checking', actions: 'takePending' },
      on: { 'url.resolve': { target: 'checking', actions: 'rememberRequest' } },
    },
  },
});
