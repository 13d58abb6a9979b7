// What every command that opens the shop's data shares (server/main.ts, the seed CLI): read the environment, open
// the configured database, and stop with one clear line (no stack trace) when either is wrong.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, DatabaseUnavailableError, openDatabase, redactUrl } from './db/client';

export const PROJECT_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

export function fail(message: string): never {
  process.stderr.write(`\n✖ ${message}\n\n`);
  process.exit(1);
}

export function loadConfigOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export interface ConfiguredDatabase {
  database: Database;
  /** Where the data lives, safe to print (no password). */
  target: string;
  /** DATA_DIR, absolute: the embedded database and the generated media live below it. */
  dataDir: string;
}

/** DATABASE_URL when set, otherwise PGlite in DATA_DIR/pglite. */
export async function openConfiguredDatabase(config: Config): Promise<ConfiguredDatabase> {
  const dataDir = resolve(PROJECT_ROOT, config.DATA_DIR);
  const pgliteDir = join(dataDir, 'pglite');
  const target = config.DATABASE_URL ? redactUrl(config.DATABASE_URL) : pgliteDir;
  // PGlite creates its own folder but not the ones above it: a fresh DATA_DIR must just work.
  if (!config.DATABASE_URL) mkdirSync(dataDir, { recursive: true });
  try {
    const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: pgliteDir });
    return { database, target, dataDir };
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }
}
