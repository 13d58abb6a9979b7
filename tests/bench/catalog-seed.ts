// The large synthetic catalogue of `npm run bench:catalog` (issue 3: 20 000 configurable products): seeded once per
// engine with a progress display, and reused while a database holds a catalogue of the same size.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../server/db/client';
import { buildCatalogue } from '../../server/seed/catalogue';
import { analyzeCatalogue, clearCatalogue, insertCatalogue } from '../../server/seed/seed';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Products of the `ee` store view, or 0 when the tables do not exist yet. */
async function storedProducts(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db.execute(sql`select count(*)::int as n from products where store_code = 'ee'`),
  );
  return Number(row?.n ?? 0);
}

function progressLine(write: (line: string, done: boolean) => void, totals: Record<string, number>) {
  const started = performance.now();
  const done: Record<string, number> = {};
  let last = 0;
  return (table: string, inserted: number) => {
    done[table] = inserted;
    const all = Object.values(totals).reduce((a, b) => a + b, 0);
    const sum = Object.values(done).reduce((a, b) => a + b, 0);
    const now = performance.now();
    const finished = sum >= all;
    if (!finished && now - last < 250) return;
    last = now;
    const parts = Object.entries(totals).map(
      ([name, total]) => `${name} ${(done[name] ?? 0).toLocaleString('en')}/${total.toLocaleString('en')}`,
    );
    const percent = Math.floor((100 * sum) / all);
    write(`${parts.join(' · ')} · ${percent} % · ${((now - started) / 1000).toFixed(1)} s`, finished);
  };
}

export interface SeedOutcome {
  reused: boolean;
  products: number;
  variants: number;
  seconds: number;
}

/**
 * Migrates `database` and makes it hold the synthetic catalogue of `productCount` products per store view: kept
 * when it is already there, otherwise the catalogue is replaced, batch by batch with `write` showing progress.
 */
export async function ensureCatalogue(
  database: Database,
  productCount: number,
  write: (line: string, done: boolean) => void,
): Promise<SeedOutcome> {
  const started = performance.now();
  await database.migrate();
  if ((await storedProducts(database)) === productCount) {
    const [row] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from product_variants`),
    );
    return { reused: true, products: productCount, variants: Number(row?.n ?? 0), seconds: 0 };
  }
  write(`generating ${productCount.toLocaleString('en')} configurable products…`, true);
  const catalogue = buildCatalogue({ now: new Date(), productCount });
  await clearCatalogue(database.db);
  const progress = progressLine(write, {
    products: catalogue.products.length,
    children: catalogue.variants.length,
    stock: catalogue.stock.length,
  });
  const names = { products: 'products', variants: 'children', stock: 'stock' } as const;
  await insertCatalogue(database.db, catalogue, (table, inserted) => progress(names[table], inserted));
  write('analyzing…', true);
  await analyzeCatalogue(database.db);
  return {
    reused: false,
    products: productCount,
    variants: catalogue.variants.length,
    seconds: (performance.now() - started) / 1000,
  };
}

/** A database named `name` on the server of `baseUrl`, created when missing; its URL. */
export async function benchDatabaseUrl(baseUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
