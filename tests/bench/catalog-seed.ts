// The large synthetic catalogue of `npm run bench:catalog` (issue 3: "20,000 configurable products, about 100,000
// children"): seeded once per engine with a progress display, and reused while a database holds a catalogue of the
// same size (products and children).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../server/db/client';
import { buildCatalogue, defaultChildrenPerProduct } from '../../server/seed/catalogue';
import { clearCatalogue, insertCatalogue, vacuumCatalogue } from '../../server/seed/seed';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Products of the `ee` store view and children stored (the migrations have run). */
async function storedCounts(database: Database): Promise<{ products: number; variants: number }> {
  const [row] = rowsOf<{ products: number; variants: number }>(
    await database.db.execute(sql`select (select count(*)::int from products where store_code = 'ee') as products,
      (select count(*)::int from product_variants) as variants`),
  );
  return { products: Number(row?.products ?? 0), variants: Number(row?.variants ?? 0) };
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
  /** Configurable products per store view, as stored. */
  products: number;
  /** Configurable children, as stored. */
  variants: number;
  /** The generator's average children per product (undefined: the full grid). */
  childrenPerProduct: number | undefined;
  seconds: number;
}

/**
 * Migrates `database` and makes it hold the synthetic catalogue of `productCount` products per store view with
 * about `childrenPerProduct` children each (the seed's default for that size: 5 from 1000 products on): kept when
 * the database holds as many products and children as the generator makes (it is deterministic), otherwise the
 * catalogue is replaced, batch by batch with `write` showing progress.
 */
export async function ensureCatalogue(
  database: Database,
  productCount: number,
  write: (line: string, done: boolean) => void,
  childrenPerProduct = defaultChildrenPerProduct(productCount),
): Promise<SeedOutcome> {
  const started = performance.now();
  await database.migrate();
  const catalogue = buildCatalogue({ now: new Date(), productCount, childrenPerProduct });
  const stored = await storedCounts(database);
  if (stored.products === productCount && stored.variants === catalogue.variants.length) {
    return { reused: true, ...stored, childrenPerProduct, seconds: 0 };
  }
  if (stored.products) {
    write(
      `replacing the stored catalogue (${stored.products.toLocaleString('en')} products, ` +
        `${stored.variants.toLocaleString('en')} children)`,
      true,
    );
  }
  write(
    `generated ${productCount.toLocaleString('en')} configurable products, ` +
      `${catalogue.variants.length.toLocaleString('en')} children…`,
    true,
  );
  await clearCatalogue(database.db);
  const progress = progressLine(write, {
    products: catalogue.products.length,
    children: catalogue.variants.length,
    stock: catalogue.stock.length,
  });
  const names = { products: 'products', variants: 'children', stock: 'stock' } as const;
  await insertCatalogue(database.db, catalogue, (table, inserted) => progress(names[table], inserted));
  write('vacuuming and analyzing…', true);
  await vacuumCatalogue(database.db);
  return {
    reused: false,
    ...(await storedCounts(database)),
    childrenPerProduct,
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
