// Apps for the security suite's infrastructure findings (issue 13: 1, 2, 7, 8, 11, 12): an app over a migrated
// database of each engine, with the configuration a test names, optionally seeded, logging into a stream the test
// reads, and serving pages from the production build (built here when it is missing).
import type { ShopSettings } from '../../src/app/root/initial-state';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import type { OutputCache } from '../../server/ssr/output-cache';
import { SEED_NOW } from '../helpers/app';
import type { Engine } from '../helpers/db';

export const ROOT = join(import.meta.dirname, '..', '..');
export const DIST = join(ROOT, 'dist');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

/**
 * The production build the pages are rendered from. `npm test` builds after the API step, so this builds when the
 * build is missing or older than a source of the pages (the sources scripts/start.mjs watches).
 */
export function ensureBuilt(): void {
  const entry = join(DIST, 'server', 'entry-server.js');
  const sources = ['src', 'machines', 'locales', 'vite.config.ts'].map((path) => newestMtime(join(ROOT, path)));
  if (existsSync(entry) && existsSync(join(DIST, 'client', '.vite')) && statSync(entry).mtimeMs >= Math.max(...sources))
    return;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // The production build, whatever NODE_ENV the test runner set (vitest sets `test`, which would build React's
  // development JSX runtime into the SSR bundle: 'jsxDEV is not a function' on every page).
  const result = spawnSync(npm, ['run', 'build', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** Every log line the app writes, as text and parsed. */
export class LogCapture extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
  lines(): Record<string, unknown>[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

export interface InfraApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  outboxDir: string;
  close(): Promise<void>;
}

export async function openInfraApp(
  engine: Engine,
  options: {
    config?: Partial<Config>;
    seed?: boolean;
    logs?: LogCapture;
    /** Serve pages from the build, with this output cache (none: every page rendered). */
    pages?: { cache?: OutputCache; invalidateKey?: string; settings?: ShopSettings };
  } = {},
): Promise<InfraApp> {
  if (options.pages) ensureBuilt();
  const database = await engine.open();
  if (options.seed) await seedDatabase(database.db, { now: SEED_NOW });
  const mediaDir = mkdtempSync(join(tmpdir(), 'shop-media-'));
  const outboxDir = mkdtempSync(join(tmpdir(), 'shop-outbox-'));
  const app = await buildApp({
    config: {
      NODE_ENV: 'test',
      ...options.config,
      LOG_LEVEL: options.config?.LOG_LEVEL ?? (options.logs ? 'info' : 'silent'),
    },
    database,
    mediaDir,
    outboxDir,
    clock: () => SEED_NOW,
    ...(options.logs ? { logStream: options.logs } : {}),
    ...(options.pages ? { ssr: { distDir: DIST, ...options.pages } } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    outboxDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(mediaDir, { recursive: true, force: true });
      rmSync(outboxDir, { recursive: true, force: true });
    },
  };
}
