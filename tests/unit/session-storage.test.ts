// The session and sync-task stores in IndexedDB (fake-indexeddb), one database per store view.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SPENT_TOKENS_KEPT, userSessionStorage } from '../../src/adapters/session-storage';
import { openShopDb, withQuotaRetry } from '../../src/adapters/storage';
import { syncTaskStorage } from '../../src/adapters/sync-task-storage';
import { sharedTokenRefresh } from '../../src/adapters/token-refresh';
import type { Customer, TokenResult } from '../../src/domain/contract/user';
import { createSyncTask, markTransmitted } from '../../src/domain/sync-tasks';

const user: Customer = {
  id: 1,
  firstname: 'Mari',
  lastname: 'Tamm',
  email: 'mari@example.ee',
  addresses: [],
  group_id: 1,
};

describe('session storage', () => {
  it('keeps the token pair and the user, per store view, and forgets them on null', async () => {
    const ee = userSessionStorage(await openShopDb('ee'));
    const lv = userSessionStorage(await openShopDb('lv'));
    await ee.save({ tokens: { token: 'a', refreshToken: 'r' }, user });
    expect(await ee.load()).toEqual({ tokens: { token: 'a', refreshToken: 'r' }, user });
    expect(await lv.load(), 'another store view has its own database').toBeNull();
    await ee.save(null);
    expect(await ee.load()).toBeNull();
  });

  it('reads a stored value of another shape as no session', async () => {
    const db = await openShopDb('ee');
    await db.put('records', { token: 'legacy' }, 'session');
    expect(await userSessionStorage(db).load()).toBeNull();
  });
});

describe('session storage shared by tabs (single-use refresh tokens)', () => {
  const pair = (n: number): TokenResult => ({ token: `a${n}`, refreshToken: `r${n}` });

  it('finds the pair a spent refresh token was rotated into, through several rotations, until a new login', async () => {
    const storage = userSessionStorage(await openShopDb('ee'));
    await storage.save({ tokens: pair(1), user });
    expect(await storage.successorOf('r1'), 'the current pair is no successor of itself').toBeNull();
    await storage.rotated('r1', pair(2));
    await storage.rotated('r2', pair(3));
    expect(await storage.successorOf('r1')).toEqual(pair(3));
    expect(await storage.successorOf('r2')).toEqual(pair(3));
    expect(await storage.load(), 'the user stays with the rotated pair').toEqual({ tokens: pair(3), user });
    await storage.save({ tokens: pair(3), user: { ...user, lastname: 'Kask' } });
    expect(await storage.successorOf('r1'), 'a save of the same pair keeps its history').toEqual(pair(3));
    await storage.save({ tokens: pair(9), user });
    expect(await storage.successorOf('r1'), 'another login starts a new history').toBeNull();
    await storage.save(null);
  });

  it('keeps the newer stored pair when a tab that still holds a spent one saves, with the user it brings', async () => {
    const storage = userSessionStorage(await openShopDb('lv'));
    await storage.save({ tokens: pair(1), user });
    await storage.rotated('r1', pair(2));
    await storage.save({ tokens: pair(1), user: { ...user, lastname: 'Kask' } });
    expect(await storage.load()).toEqual({ tokens: pair(2), user: { ...user, lastname: 'Kask' } });
    await storage.save(null);
  });

  it(`remembers the last ${SPENT_TOKENS_KEPT} rotations`, async () => {
    const storage = userSessionStorage(await openShopDb('ee'));
    await storage.save({ tokens: pair(0), user });
    for (let n = 1; n <= SPENT_TOKENS_KEPT + 1; n++) await storage.rotated(`r${n - 1}`, pair(n));
    expect(await storage.successorOf('r0')).toBeNull();
    expect(await storage.successorOf('r1')).toEqual(pair(SPENT_TOKENS_KEPT + 1));
    await storage.save(null);
  });

  it('lets two tabs refreshing the same token at once spend it once and share the new pair', async () => {
    const db = await openShopDb('ee');
    await userSessionStorage(db).save({ tokens: pair(1), user });
    // The tabs' shared lock (Web Locks in the browser): one holder at a time, the others wait in turn.
    let held = Promise.resolve();
    const lock = <T>(run: () => Promise<T>) => {
      const result = held.then(run);
      held = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    };
    const spent: string[] = [];
    const server = async (refreshToken: string) => {
      if (spent.includes(refreshToken)) throw new Error('refresh token reused: family revoked');
      spent.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return pair(spent.length + 1);
    };
    const tab = () =>
      sharedTokenRefresh({ lock, session: userSessionStorage(db), refresh: (refreshToken) => server(refreshToken) });
    const signal = new AbortController().signal;
    const answers = await Promise.all([tab()('r1', signal), tab()('r1', signal), tab()('r1', signal)]);
    expect(spent).toEqual(['r1']);
    expect(answers).toEqual([pair(2), pair(2), pair(2)]);
    expect((await userSessionStorage(db).load())?.tokens).toEqual(pair(2));
    await userSessionStorage(db).save(null);
  });
});

describe('writes under storage pressure (SPEC 8)', () => {
  it('clears the URL mapping cache and writes once more, keeping the session', async () => {
    const db = await openShopDb('lv');
    await db.put('urlMappings', { type: 'product', params: { sku: 'S1' }, storedAt: 1 }, '/lv/p/s1');
    let refusals = 1;
    const session = { tokens: { token: 'q', refreshToken: 'rq' }, user };
    await withQuotaRetry(db, async () => {
      if (refusals-- > 0) throw new DOMException('Quota exceeded', 'QuotaExceededError');
      await userSessionStorage(db).save(session);
    });
    expect(await userSessionStorage(db).load()).toEqual(session);
    expect(await db.count('urlMappings')).toBe(0);
    await userSessionStorage(db).save(null);
  });

  it('passes any other failure on without clearing anything', async () => {
    const db = await openShopDb('lv');
    await db.put('urlMappings', { type: 'product', params: { sku: 'S2' }, storedAt: 1 }, '/lv/p/s2');
    await expect(
      withQuotaRetry(db, async () => {
        throw new DOMException('Blocked', 'InvalidStateError');
      }),
    ).rejects.toThrow('Blocked');
    expect(await db.count('urlMappings')).toBe(1);
  });
});

describe('sync task storage', () => {
  it('loads untransmitted tasks oldest first and keeps transmitted ones only for their cached result', async () => {
    const storage = syncTaskStorage(await openShopDb('lv'));
    const first = createSyncTask({ url: '/a' }, { id: 'a', now: '2026-01-01T00:00:00Z' });
    const second = createSyncTask({ url: '/b', cacheable: true }, { id: 'b', now: '2026-01-02T00:00:00Z' });
    await storage.write({ put: [second, first], remove: [] });
    expect((await storage.loadUntransmitted()).map((task) => task.task_id)).toEqual(['a', 'b']);
    await storage.write({
      put: [markTransmitted(second, { code: 200, result: 'ok' }, '2026-01-03T00:00:00Z')],
      remove: ['a'],
    });
    expect(await storage.loadUntransmitted()).toEqual([]);
    expect((await storage.cached('b'))?.result).toBe('ok');
  });
});
