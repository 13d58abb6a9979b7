// An API-only app for the account suites (issue 4) with a clock the test moves, a known outbox folder, and a small
// client for { code, result } replies. Like tests/helpers/app.ts, over a migrated and seeded database per engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import { SEED_NOW } from '../helpers/app';
import type { Engine } from '../helpers/db';

export interface Reply<T = unknown> {
  status: number;
  body: { code: number; result: T };
  headers: Record<string, unknown>;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** Send the token as `?token=` instead of `Authorization: Bearer`. */
  tokenInQuery?: boolean;
  ip?: string;
}

export interface AccountApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  outboxDir: string;
  now(): Date;
  /** Moves the app's clock forward by seconds. */
  advance(seconds: number): void;
  resetClock(): void;
  call<T = unknown>(method: 'GET' | 'POST' | 'DELETE', url: string, options?: CallOptions): Promise<Reply<T>>;
  rows<T>(query: ReturnType<typeof sql>): Promise<T[]>;
  login(username: string, password: string, ip?: string): Promise<{ token: string; refreshToken: string }>;
  close(): Promise<void>;
}

export async function openAccountApp(engine: Engine, config: Partial<Config> = {}): Promise<AccountApp> {
  const database = await engine.open();
  await seedDatabase(database.db, { now: SEED_NOW });
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
  let now = SEED_NOW;
  const app = await buildApp({
    config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', ...config },
    database,
    mediaDir,
    outboxDir,
    clock: () => now,
  });
  await app.ready();

  const call: AccountApp['call'] = async (method, url, options = {}) => {
    const headers: Record<string, string> = {};
    let target = url;
    if (options.token && options.tokenInQuery) {
      target += `${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(options.token)}`;
    } else if (options.token) {
      headers.authorization = `Bearer ${options.token}`;
    }
    const response = await app.inject({
      method,
      url: target,
      headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  return {
    app,
    database,
    outboxDir,
    now: () => now,
    advance(seconds) {
      now = new Date(now.getTime() + seconds * 1000);
    },
    resetClock() {
      now = SEED_NOW;
    },
    call,
    async rows<T>(query: ReturnType<typeof sql>) {
      return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    },
    async login(username, password, ip) {
      const reply = await call<{ token: string; refreshToken: string }>('POST', '/api/user/login', {
        body: { username, password },
        ip,
      });
      if (reply.status !== 200) throw new Error(`login of ${username} failed: ${JSON.stringify(reply.body)}`);
      return reply.body.result;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}

export { SEED_NOW, sql };
