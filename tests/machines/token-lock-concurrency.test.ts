// SPEC 4 "User token lock" under load (issue 4 "Must show"): requests that meet a 401 at the same moment share one
// refresh and all resume with the new token. Real token-lock and sync-queue actors, wired the way the composition
// root wires them (the queue's `sync.tokenExpired` → `requestFreshToken` → `sync.tokenRefreshed`), against a fake
// server that refuses the old access token.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { type ExecuteTaskInput, syncQueueMachine } from '../../machines/sync-queue.machine';
import { requestFreshToken, tokenLockMachine } from '../../machines/token-lock.machine';
import type { TokenResult } from '../../src/domain/contract/user';
import {
  type SyncTask,
  type SyncTaskOutcome,
  TOKEN_UNAUTHORIZED_MESSAGE,
  createSyncTask,
  fillPlaceholders,
} from '../../src/domain/sync-tasks';

const OLD: TokenResult = { token: 'access-old', refreshToken: 'refresh-old' };
const NEW: TokenResult = { token: 'access-new', refreshToken: 'refresh-new' };
const AT = '2026-11-21T12:00:00.000Z';

const later = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server: the old access token is expired (401), the new one is served; every request is recorded. */
function fakeServer() {
  const seen: string[] = [];
  let refreshes = 0;
  return {
    seen,
    refreshCount: () => refreshes,
    async request(token: string | null): Promise<{ code: number; result: string }> {
      await later();
      seen.push(token ?? '');
      return token === NEW.token ? { code: 200, result: `served with ${token}` } : { code: 401, result: 'expired' };
    },
    async refresh(refreshToken: string): Promise<TokenResult> {
      refreshes += 1;
      await later(20); // long enough for every request to meet its 401 meanwhile
      if (refreshToken !== OLD.refreshToken) throw new Error('refresh token reused');
      return NEW;
    },
  };
}

function startSystem(server: ReturnType<typeof fakeServer>, options: { running?: (count: number) => void } = {}) {
  const lock = createActor(
    tokenLockMachine.provide({
      actors: { refreshTokens: fromPromise(({ input }) => server.refresh(input.refreshToken)) },
    }),
    { input: { tokens: OLD } },
  );
  let running = 0;
  const queue = createActor(
    syncQueueMachine.provide({
      actors: {
        loadTasks: fromPromise(async () => [] as SyncTask[]),
        executeTask: fromPromise<SyncTaskOutcome, ExecuteTaskInput>(async ({ input }) => {
          running += 1;
          options.running?.(running);
          const url = new URL(fillPlaceholders(input.task.url, input), 'http://shop.test');
          const response = await server.request(url.searchParams.get('token'));
          running -= 1;
          return { ok: true, response, at: AT };
        }),
      },
    }),
    { input: { online: true, token: OLD.token } },
  );
  // The composition root's wiring between the queue and the lock.
  queue.on('sync.tokenExpired', ({ token }) => {
    requestFreshToken(lock, token).then(
      (fresh) => queue.send({ type: 'sync.tokenRefreshed', token: fresh }),
      () => queue.send({ type: 'sync.tokenRefreshFailed', at: AT }),
    );
  });
  lock.on('token.refreshed', ({ tokens }) => queue.send({ type: 'sync.tokenChanged', token: tokens.token }));
  const done: SyncTask[] = [];
  queue.on('sync.appEvent', ({ task }) => done.push(task));
  lock.start();
  queue.start();
  return { lock, queue, done };
}

/** A user-token request of another actor (profile, order history, cart) through the lock: one retry after a 401. */
async function userRequest(server: ReturnType<typeof fakeServer>, lock: Parameters<typeof requestFreshToken>[0]) {
  const first = await server.request(OLD.token);
  if (first.code !== 401) return first;
  return server.request(await requestFreshToken(lock, OLD.token));
}

const task = (n: number) =>
  createSyncTask(
    { url: `/api/user/me?token={{token}}&n=${n}`, callbackEvent: 'user.synced' },
    { id: `task-${n}`, now: `2026-11-21T12:00:0${n}.000Z` },
  );

describe('token lock under concurrent 401s', () => {
  it('makes exactly one refresh when five requests meet a 401 at once, and all five succeed with the new token', async () => {
    const server = fakeServer();
    const { lock, queue, done } = startSystem(server);
    await waitFor(queue, (snapshot) => snapshot.matches('idle'));

    queue.send({ type: 'sync.enqueue', task: task(1) });
    const others = await Promise.all([1, 2, 3, 4].map(() => userRequest(server, lock)));
    await waitFor(queue, (snapshot) => snapshot.matches('idle') && done.length === 1);

    expect(server.refreshCount(), 'one refresh for all five').toBe(1);
    expect(
      server.seen.filter((token) => token === OLD.token),
      'all five met the 401',
    ).toHaveLength(5);
    const results = [...others.map((answer) => answer.result), String(done[0]?.result)];
    expect(results).toEqual(Array(5).fill(`served with ${NEW.token}`));
    expect(done[0]?.resultCode).toBe(200);
    expect(lock.getSnapshot().context.tokens).toEqual(NEW);
    expect(lock.getSnapshot().matches('idle'), 'the lock is back to 0').toBe(true);
  });

  it('sends five queued tasks one at a time after a single refresh, each with the new token', async () => {
    const server = fakeServer();
    const concurrency: number[] = [];
    const { lock, queue, done } = startSystem(server, { running: (count) => concurrency.push(count) });
    for (const n of [1, 2, 3, 4, 5]) queue.send({ type: 'sync.enqueue', task: task(n) });

    await waitFor(queue, (snapshot) => snapshot.matches('idle') && done.length === 5);

    expect(server.refreshCount()).toBe(1);
    expect(
      done.map((finished) => finished.task_id),
      'in the order queued',
    ).toEqual(['task-1', 'task-2', 'task-3', 'task-4', 'task-5']);
    expect(done.every((finished) => finished.result === `served with ${NEW.token}`)).toBe(true);
    expect(Math.max(...concurrency), 'never two tasks at once').toBe(1);
    expect(lock.getSnapshot().context.attempts).toBe(0);
  });

  it('aborts the waiting task with 401 and SPEC 4 message when the refresh keeps failing', async () => {
    const server = fakeServer();
    const { lock, queue, done } = startSystem(server);
    lock.send({ type: 'token.set', tokens: { token: OLD.token, refreshToken: 'spent' } });
    const ended: string[] = [];
    lock.on('token.sessionEnded', ({ reason }) => ended.push(reason));

    queue.send({ type: 'sync.enqueue', task: task(1) });
    await waitFor(queue, (snapshot) => snapshot.matches('idle') && done.length === 1, { timeout: 5000 });

    expect(done[0]?.resultCode).toBe(401);
    expect(done[0]?.result).toBe(TOKEN_UNAUTHORIZED_MESSAGE);
    expect(lock.getSnapshot().hasTag('failed'), 'lock -1').toBe(true);
    expect(ended).toEqual(['refresh-failed']);
  });
});
