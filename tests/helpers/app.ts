// An API-only app (no SSR) over a migrated, seeded test database, for Fastify `inject` tests on each engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import type { Engine } from './db';

/** The seed's clock: special-price windows are relative to it, so results do not drift with the calendar. */
export const SEED_NOW = new Date('2026-11-21T12:00:00Z');

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  close(): Promise<void>;
}

export async function openTestApp(engine: Engine, options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await engine.open();
  if (options.seed !== false) await seedDatabase(database.db, { now: SEED_NOW });
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
  const app = await buildApp({
    config: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    database,
    mediaDir,
    clock: () => SEED_NOW,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
