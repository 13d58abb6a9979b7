import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, waitFor } from 'xstate';
import {
  type UrlLookupInput,
  type UrlLookupResult,
  type UrlMappings,
  mappingKey,
  toUrlMapping,
  urlPath,
  urlResolverMachine,
} from '../../machines/url-resolver.machine';

interface Lookup {
  input: UrlLookupInput;
  signal: AbortSignal;
  resolve(result: UrlLookupResult | null): void;
  reject(error: Error): void;
}

const DRESSES: UrlLookupResult = { _type: 'category', _source: { id: 12, slug: 'kleidid', name: 'Kleidid' } };

/** A resolver whose lookups wait until the test answers them, so the order of calls is observable. */
function resolver(mappings?: UrlMappings) {
  const lookups: Lookup[] = [];
  const lookupUrl = fromPromise<UrlLookupResult | null, UrlLookupInput>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        lookups.push({ input, signal, resolve, reject });
      }),
  );
  const actor = createActor(urlResolverMachine.provide({ actors: { lookupUrl } }), { input: { mappings } });
  const emitted: AnyEventObject[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, lookups, emitted };
}

describe('url resolver machine', () => {
  it('uses the last mapping kept in storage without asking the server (SPEC 2, 1)', () => {
    const { actor, lookups } = resolver({ '/ee/naised/kleidid': { type: 'category', params: { slug: 'kleidid' } } });
    actor.send({ type: 'url.resolve', url: '/naised/kleidid/', storeCode: 'ee' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('resolved');
    expect(snapshot.context.mapping).toEqual({ type: 'category', params: { slug: 'kleidid' } });
    expect(lookups).toHaveLength(0);
  });

  it('asks the server otherwise, stores the mapping and announces it so the app can persist it', async () => {
    const { actor, lookups, emitted } = resolver();
    actor.send({ type: 'url.resolve', url: '/naised/kleidid', storeCode: 'ee' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(lookups.map((lookup) => lookup.input)).toEqual([{ url: '/naised/kleidid', storeCode: 'ee' }]);

    lookups[0]?.resolve(DRESSES);
    const snapshot = await waitFor(actor, (s) => s.matches('resolved'));
    const mapping = { type: 'category', params: { slug: 'kleidid', id: '12' } };
    expect(snapshot.context.mapping).toEqual(mapping);
    expect(snapshot.context.mappings).toEqual({ '/ee/naised/kleidid': mapping });
    expect(emitted).toEqual([{ type: 'url.mappingStored', url: '/ee/naised/kleidid', mapping }]);

    // The next time the same URL is known.
    actor.send({ type: 'url.resolve', url: '/naised/kleidid', storeCode: 'ee' });
    expect(actor.getSnapshot().value).toBe('resolved');
    expect(lookups).toHaveLength(1);
  });

  it('ends in notFound when the server maps nothing, and stores nothing (SPEC 2, 3)', async () => {
    const { actor, lookups, emitted } = resolver();
    actor.send({ type: 'url.resolve', url: '/nothing-here', storeCode: 'lv' });
    lookups[0]?.resolve(null);
    const snapshot = await waitFor(actor, (s) => s.matches('notFound'));
    expect(snapshot.context.mapping).toBeNull();
    expect(snapshot.context.mappings).toEqual({});
    expect(emitted).toEqual([]);
  });

  it('treats a reply without the route params as not found', async () => {
    const { actor, lookups } = resolver();
    actor.send({ type: 'url.resolve', url: '/broken', storeCode: 'ee' });
    lookups[0]?.resolve({ _type: 'product', _source: { name: 'No sku' } });
    await waitFor(actor, (s) => s.matches('notFound'));
  });

  it('fails with the error when the lookup fails, and resolves again on the next request', async () => {
    const { actor, lookups } = resolver();
    actor.send({ type: 'url.resolve', url: '/naised', storeCode: 'ee' });
    lookups[0]?.reject(new Error('HTTP 503'));
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect([failed.hasTag('error'), failed.context.error]).toEqual([true, 'HTTP 503']);

    actor.send({ type: 'url.resolve', url: '/naised', storeCode: 'ee' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(lookups).toHaveLength(2);
  });

  it('locks resolution while one is in progress: one lookup at a time, then only the latest request', async () => {
    const { actor, lookups } = resolver();
    actor.send({ type: 'url.resolve', url: '/first', storeCode: 'ee' });
    actor.send({ type: 'url.resolve', url: '/second', storeCode: 'ee' });
    actor.send({ type: 'url.resolve', url: '/third', storeCode: 'ee' });
    expect(lookups.map((lookup) => lookup.input.url)).toEqual(['/first']);
    expect(actor.getSnapshot().context.pending).toEqual({ url: '/third', storeCode: 'ee', online: true });

    lookups[0]?.resolve({ _type: 'cms_page', _source: { identifier: 'first' } });
    await waitFor(actor, () => lookups.length === 2);
    expect(lookups.map((lookup) => lookup.input.url)).toEqual(['/first', '/third']);
    expect(actor.getSnapshot().value).toBe('resolving');
    // The first lookup's answer is kept even though a later URL is now shown.
    expect(Object.keys(actor.getSnapshot().context.mappings)).toEqual(['/ee/first']);

    lookups[1]?.resolve({ _type: 'product', _source: { sku: 'NA-DR-1001', slug: 'linane-suvekleit-1001' } });
    const snapshot = await waitFor(actor, (s) => s.matches('resolved'));
    expect([snapshot.context.url, snapshot.context.mapping?.params]).toEqual([
      '/third',
      { parentSku: 'NA-DR-1001', slug: 'linane-suvekleit-1001' },
    ]);
  });

  it('should not look the same URL up twice when it is asked for again while in progress', async () => {
    const { actor, lookups } = resolver();
    actor.send({ type: 'url.resolve', url: '/other', storeCode: 'ee' });
    actor.send({ type: 'url.resolve', url: '/later', storeCode: 'ee' });
    actor.send({ type: 'url.resolve', url: '/other/', storeCode: 'ee' });
    expect(actor.getSnapshot().context.pending).toBeNull();
    lookups[0]?.resolve(null);
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(lookups).toHaveLength(1);
  });

  it('takes a waiting request that is cached without asking the server', async () => {
    const { actor, lookups } = resolver({ '/ee/mehed': { type: 'category', params: { slug: 'mehed' } } });
    actor.send({ type: 'url.resolve', url: '/naised', storeCode: 'ee' });
    actor.send({ type: 'url.resolve', url: '/mehed', storeCode: 'ee' });
    lookups[0]?.reject(new Error('offline'));
    const snapshot = await waitFor(actor, (s) => s.matches('resolved'));
    expect(snapshot.context.mapping?.params).toEqual({ slug: 'mehed' });
    expect(snapshot.context.error).toBeNull();
    expect(lookups).toHaveLength(1);
  });

  it('clears the URL cache when asked (SPEC 8: storage quota exceeded), so the server is asked again', () => {
    const { actor, lookups } = resolver({ '/ee/naised': { type: 'category', params: { slug: 'naised' } } });
    actor.send({ type: 'url.clearCache' });
    expect(actor.getSnapshot().context.mappings).toEqual({});
    actor.send({ type: 'url.resolve', url: '/naised', storeCode: 'ee' });
    expect(lookups).toHaveLength(1);
  });

  it('keeps the mappings of the two store views apart', () => {
    const { actor, lookups } = resolver({ '/ee/naised': { type: 'category', params: { slug: 'naised' } } });
    actor.send({ type: 'url.resolve', url: '/naised', storeCode: 'lv' });
    expect(actor.getSnapshot().value).toBe('resolving');
    expect(lookups).toHaveLength(1);
  });
});

describe('url mapping helpers', () => {
  it('keys a URL by its store URL, without query, hash or trailing slash', () => {
    expect(urlPath('naised/kleidid/?color=49#top')).toBe('/naised/kleidid');
    expect(mappingKey('ee', '/naised/kleidid?x=1')).toBe('/ee/naised/kleidid');
    expect(mappingKey('lv', '/lv/sievietes')).toBe('/lv/sievietes');
    expect(mappingKey('ee', '/')).toBe('/ee');
  });

  it('turns a lookup reply into route params per type', () => {
    expect(toUrlMapping({ _type: 'product', _source: { sku: 'A', url_key: 'a-1', childSku: 'A-01-M' } })).toEqual({
      type: 'product',
      params: { parentSku: 'A', slug: 'a-1', childSku: 'A-01-M' },
    });
    expect(toUrlMapping({ _type: 'cms_page', _source: { identifier: 'about-us' } })).toEqual({
      type: 'cms_page',
      params: { slug: 'about-us' },
    });
    expect(toUrlMapping({ _type: 'category', _source: { id: 3 } })).toBeNull();
  });
});
