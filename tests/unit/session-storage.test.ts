// The session and sync-task stores in IndexedDB (fake-indexeddb), one database per store view.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { userSessionStorage } from '../../src/adapters/session-storage';
import { openShopDb } from '../../src/adapters/storage';
import { syncTaskStorage } from '../../src/adapters/sync-task-storage';
import type { Customer } from '../../src/domain/contract/user';
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
