// The url-resolver machine's model (ARCHITECTURE §3): two URLs, one of them known from storage in the second
// input, the server's three answers (a mapping, nothing, a failure) and the cache being cleared; what each state
// promises. Registered in tests/model/models.ts.
import {
  type UrlLookupResult,
  type UrlMapping,
  mappingKey,
  toUrlMapping,
  urlResolverMachine,
} from '../../machines/url-resolver.machine';
import { type ModelEntry, stateName } from '../helpers/model';

type UrlResolverMachine = typeof urlResolverMachine;

/** A category URL the shop has stored a mapping for (second input) and one it has never seen. */
export const KNOWN_URL = '/naised/kleidid';
export const NEW_URL = '/uus-kollektsioon';

/** What the server answers for a URL it maps (SPEC 7 URL map: _type and _source). */
export const SAMPLE_LOOKUP: UrlLookupResult = {
  _type: 'category',
  _source: { id: 12, slug: 'kleidid', url_path: 'naised/kleidid', name: 'Kleidid' },
};
const SAMPLE_MAPPING = toUrlMapping(SAMPLE_LOOKUP);

export const urlResolverModel: ModelEntry<UrlResolverMachine> = {
  machine: urlResolverMachine,
  inputs: [
    { mappings: {} },
    { mappings: { [mappingKey('ee', KNOWN_URL)]: { type: 'category', params: { slug: 'kleidid' } } } },
  ],
  events: [
    { type: 'url.resolve', url: KNOWN_URL, storeCode: 'ee' },
    { type: 'url.resolve', url: NEW_URL, storeCode: 'ee' },
    // The new URL asked for while offline (SPEC 2 "Offline behaviour").
    { type: 'url.resolve', url: NEW_URL, storeCode: 'ee', online: false },
    { type: 'url.clearCache' },
    { type: 'url.mappingsRestored', mappings: { [mappingKey('ee', NEW_URL)]: SAMPLE_MAPPING as UrlMapping } },
    // What the lookupUrl actor produces: a mapping, nothing (404), or a failure.
    { type: 'xstate.done.actor.lookupUrl', output: SAMPLE_LOOKUP } as never,
    { type: 'xstate.done.actor.lookupUrl', output: null } as never,
    { type: 'xstate.error.actor.lookupUrl', error: new Error('HTTP 503') } as never,
  ],
  // URLs come from two samples, so the stored keys, the current and the waiting URL bound the graph.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      Object.keys(snapshot.context.mappings).sort(),
      snapshot.context.url,
      snapshot.context.pending?.url ?? null,
      snapshot.context.mapping?.type ?? null,
      snapshot.context.error !== null,
      snapshot.context.online,
      snapshot.context.pending?.online ?? null,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'url.resolve') return `resolve ${event.url}${event.online === false ? ' offline' : ''}`;
    if (event.type === 'url.clearCache') return 'storage quota exceeded: clear the URL cache';
    if (event.type === 'url.mappingsRestored') return 'the stored mappings are read (the new URL among them)';
    if (type === 'xstate.done.actor.lookupUrl')
      return (event as unknown as { output: unknown }).output ? 'the server maps it' : 'the server maps nothing';
    if (type === 'xstate.error.actor.lookupUrl') return 'the lookup fails';
    return type;
  },
  describeState: (snapshot) => {
    const { url, pending, online } = snapshot.context;
    return `${stateName(snapshot)}${url ? ` ${url}` : ''}${online ? '' : ' (offline)'}${
      pending ? ` (waiting: ${pending.url})` : ''
    }`;
  },
  legend: [`${KNOWN_URL} is stored in the second input; the server maps any URL to the category "kleidid" (id 12)`],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      const type: string = event?.type ?? '';
      const stored =
        type === 'xstate.done.actor.lookupUrl' && (event as unknown as { output: unknown }).output !== null;
      // SPEC 8: a lookup that fails offline is a page not available in Offline mode (the app goes home).
      const unavailableOffline =
        type === 'xstate.error.actor.lookupUrl' && previous?.context.online === false && previous.context.storeCode;
      expect(emitted, 'a mapping from the server is announced for storage; an offline failure as unavailable').toEqual(
        stored && previous?.context.url && previous.context.storeCode
          ? [
              {
                type: 'url.mappingStored',
                url: mappingKey(previous.context.storeCode, previous.context.url),
                mapping: SAMPLE_MAPPING,
              },
            ]
          : unavailableOffline
            ? [{ type: 'page.unavailableOffline', storeCode: previous.context.storeCode }]
            : [],
      );
      if (event?.type === 'url.clearCache') {
        expect(snapshot.context.mappings, 'SPEC 8: the URL cache is cleared').toEqual({});
      }
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.url).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    resolving: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'the lock is held').toBe(true);
      const { url, storeCode, mappings, pending } = snapshot.context;
      expect(url).not.toBeNull();
      expect(mappings[mappingKey(storeCode ?? 'ee', url ?? '')], 'a known URL is never looked up').toBeUndefined();
      if (pending) expect(pending.url, 'what waits is another URL').not.toBe(url);
    },
    resolved: ({ snapshot }, expect) => {
      const { url, storeCode, mapping, mappings, pending } = snapshot.context;
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(pending, 'nothing waits once settled').toBeNull();
      expect(mapping).not.toBeNull();
      // The cache may have been cleared since; otherwise the shown mapping is the stored one.
      const stored = mappings[mappingKey(storeCode ?? 'ee', url ?? '')];
      if (stored) expect(mapping).toEqual(stored);
    },
    notFound: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect([snapshot.context.mapping, snapshot.context.pending]).toEqual([null, null]);
    },
    unavailableOffline: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('offline')]).toEqual([true, true]);
      expect(snapshot.context.online, 'only a lookup asked for offline').toBe(false);
      expect([snapshot.context.mapping, snapshot.context.pending]).toEqual([null, null]);
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('HTTP 503');
      expect(snapshot.context.pending).toBeNull();
      expect(snapshot.context.online, 'online, a failed lookup offers a retry').toBe(true);
    },
  },
};
