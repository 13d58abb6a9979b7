// npm run seed -- [--products N] [--reset] [--no-images]
// Opens the database as the server does (DATABASE_URL, or PGlite in DATA_DIR/pglite), migrates, optionally
// deletes the catalogue, seeds it and writes the generated images to DATA_DIR/media. `--products 20000` makes the
// large synthetic catalogue for benchmarks.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fail, loadConfigOrFail, openConfiguredDatabase } from '../startup';
import { DEFAULT_PRODUCT_COUNT } from './catalogue';
import { seedAccounts } from './accounts';
import { ensureMediaFiles } from './images';
import { clearCatalogue, isSeeded, seedDatabase } from './seed';

const USAGE = 'Usage: npm run seed -- [--products N] [--reset] [--no-images]';

function parseOptions() {
  try {
    const { values } = parseArgs({
      options: {
        products: { type: 'string' },
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
    return { productCount, reset: values.reset, images: !values['no-images'] };
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
  }
}

async function main() {
  const options = parseOptions();
  const { database, target, dataDir } = await openConfiguredDatabase(loadConfigOrFail());
  try {
    await database.migrate();
    if (options.reset) {
      await clearCatalogue(database.db);
      process.stdout.write(`Deleted the catalogue in ${target}.\n`);
    } else if (await isSeeded(database.db)) {
      process.stdout.write(`The catalogue in ${target} is already seeded; add --reset to replace it.\n`);
      // A database seeded before the accounts existed still gets the demo customers (idempotent).
      await seedAccounts(database.db);
      return;
    }
    const started = performance.now();
    const counts = await seedDatabase(database.db, { productCount: options.productCount });
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
