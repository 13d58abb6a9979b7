// One Drizzle database over either engine (ARCHITECTURE §4, §7): embedded PGlite in ./data by default,
// a PostgreSQL server when DATABASE_URL is set. Migrations are the committed SQL in ./migrations.
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to run on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * The planner's cost of a random page read. The default 4 assumes spinning disks: with it the planner ANDs a bitmap
 * of every product of the store onto the full-text index (milliseconds instead of a tenth of one). The shop's data is
 * in memory (PGlite) or on SSD, where 1.1 is the usual setting.
 */
const RANDOM_PAGE_COST = 1.1;

export class DatabaseUnavailableError extends Error {
  constructor(target: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot reach the database at ${target}: ${reason}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Hides the password of a connection string for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}

/** The rows of `db.execute`: node-postgres answers `{ rows }`, PGlite's driver the array itself. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Databases over a connection pool (PostgreSQL), where independent statements may run side by side. */
const pooled = new WeakSet<object>();

/** True when `db` runs statements on several connections at once (PostgreSQL); PGlite runs one at a time. */
export function hasConnectionPool(db: Db): boolean {
  return pooled.has(db);
}

export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
  });
  // An idle connection the server ends (a restart, DROP DATABASE … WITH (FORCE)) is replaced by the pool on the next
  // query; without a listener its error would crash the process.
  pool.on('error', () => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(redactUrl(url), error);
  }
  const db = drizzle(pool, { schema }) as unknown as Db;
  pooled.add(db);
  return {
    db,
    engine: 'postgres',
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // ARCHITECTURE §4 "Data": the search extensions (migration 0001_extensions) must be loaded into PGlite.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const extensions = { pg_trgm, unaccent };
  // No dataDir: an in-memory database (tests). Otherwise files under ./data.
  const client = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions });
  try {
    await client.waitReady;
    await client.exec(`SET random_page_cost = ${RANDOM_PAGE_COST}`);
  } catch (error) {
    throw new DatabaseUnavailableError(dataDir ?? 'memory://', error);
  }
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migrate(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
