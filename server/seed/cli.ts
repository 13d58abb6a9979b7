// npm run seed -- [--products N] [--children-per-product N] [--reset] [--no-images]
// Opens the database as the server does (DATABASE_URL, or PGlite in DATA_DIR/pglite), migrates, optionally
// deletes the catalogue, seeds it and writes the generated images to DATA_DIR/media. `--products 20000` makes the
// large synthetic catalogue for benchmarks: from 1000 products on, about 5 children per product (issue 3: 20 000
// products, about 100 000 children) unless --children-per-product says otherwise; below, the demo's full grid.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, loadConfigOrFail, openConfiguredDatabase } from '../startup';
import { DEFAULT_PRODUCT_COUNT, defaultChildrenPerProduct } from './catalogue';
import { demoAccountsAllowed } from '../exposure';
import { seedAccounts } from './accounts';
import { seedCommerce } from './commerce';
import { ensureMediaFiles } from './images';
import { clearCatalogue, isSeeded, seedDatabase, vacuumCatalogue } from './seed';

const USAGE = 'Usage: npm run seed -- [--products N] [--children-per-product N] [--reset] [--no-images]';

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        products: { type: 'string' },
        'children-per-product': { type: 'string' },
        reset: { type: 'boolean', default: false },
        'no-images': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    const productCount = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
    if (!Number.isInteger(productCount) || productCount < 1) {
      fail(`--products must be a whole number of at least 1, got "${values.products}". ${USAGE}`);
    }
    const children = values['children-per-product'];
    const childrenPerProduct = children === undefined ? defaultChildrenPerProduct(productCount) : Number(children);
    if (childrenPerProduct !== undefined && !(Number.isFinite(childrenPerProduct) && childrenPerProduct >= 1)) {
      fail(`--children-per-product must be a number of at least 1, got "${children}". ${USAGE}`);
    }
    return { productCount, childrenPerProduct, reset: values.reset, images: !values['no-images'] };
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
  }
}

async function main() {
  const options = parseOptions();
  const config = loadConfigOrFail();
  // Finding 8: the same rule as the server's start for the demo customers and coupons.
  const demoAccounts = demoAccountsAllowed(config);
  const { database, target, dataDir } = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    if (options.reset) {
      await clearCatalogue(database.db);
      process.stdout.write(`Deleted the catalogue in ${target}.\n`);
    } else if (await isSeeded(database.db)) {
      process.stdout.write(`The catalogue in ${target} is already seeded; add --reset to replace it.\n`);
      // A database seeded before the accounts existed still gets the demo customers, coupons and parcel machines
      // (idempotent).
      if (demoAccounts) await seedAccounts(database.db);
      await seedCommerce(database.db, { demoCoupons: demoAccounts });
      return;
    }
    const started = performance.now();
    const counts = await seedDatabase(database.db, {
      demoAccounts,
      productCount: options.productCount,
      childrenPerProduct: options.childrenPerProduct,
    });
    // The rows --reset deleted still fill the pages until a vacuum (PGlite has no autovacuum).
    if (options.reset) await vacuumCatalogue(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Seeded ${counts.products} products, ${counts.variants} variants and ${counts.categories} categories ` +
        `per store view into ${target} in ${seconds} s.\n`,
    );
    if (options.images) {
      const written = await ensureMediaFiles(join(dataDir, 'media'));
      process.stdout.write(`Wrote ${written} generated images to ${join(dataDir, 'media')}.\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
