// The catalogue's result cache (server/modules/catalog/result-cache.ts): with no time to live it keeps nothing (the
// bench's uncached service once kept every result until 1000 were held); with one, a result until it expires.
import { describe, expect, it } from 'vitest';
import { createResultCache } from '../../server/modules/catalog/result-cache';

describe('result cache without a time to live', () => {
  it('loads on every get and holds no entry once a load settles', async () => {
    const cache = createResultCache({ ttlMs: 0 });
    let loads = 0;
    const load = async () => {
      loads++;
      return { big: 'x'.repeat(1000) };
    };
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(loads).toBe(2);
    await cache.get('other', load);
    expect(loads).toBe(3);
    expect(cache.stats()).toMatchObject({ hits: 0, size: 0 });
  });

  it('keeps a result while it lives', async () => {
    let now = 0;
    const cache = createResultCache({ ttlMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    expect(cache.stats().size).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });
});
