// Start: config -> db -> migrate -> seed if empty -> listen (ARCHITECTURE §2). Every failure a user can cause
// (bad environment, database unreachable, port taken) ends with one clear line and exit code 1, no stack trace.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from './app';
import { redactUrl } from './db/client';
import { demoAccountsAllowed, demoNotice, mailNotice } from './exposure';
import { seedAccounts } from './seed/accounts';
import { seedCommerce } from './seed/commerce';
import { seedCms } from './seed/cms';
import { seedReviews } from './seed/reviews';
import { seedStores } from './seed/stores';
import { isSeeded, seedDatabase } from './seed/seed';
import { MissingBuildError } from './ssr/routes';
import { createMemoryOutputCache, createRedisOutputCache } from './ssr/output-cache';
import { PROJECT_ROOT, fail, loadConfigOrFail, openConfiguredDatabase } from './startup';

/** An arbitrary constant naming the shop's start-up lock (pg_advisory_lock takes a bigint). */
const STARTUP_LOCK_KEY = 19_182_026;

/** Runs `work` holding a PostgreSQL session advisory lock on a connection of its own; PGlite (one process) needs none. */
async function withStartupLock(url: string | undefined, work: () => Promise<void>): Promise<void> {
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    // Ending the session releases the lock too (also when this process dies mid-migration).
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}

async function main() {
  const config = loadConfigOrFail();
  const { database, target, dataDir } = await openConfiguredDatabase(config);
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  // Issue 18: several instances may start together on one PostgreSQL (scripts/cluster.mjs); a session advisory
  // lock makes them migrate and seed one after another, so the later ones find the work done.
  await withStartupLock(config.DATABASE_URL, async () => {
    await database.migrate();
    // Finding 8: no demo customers (known password) or public coupons in a production shop on a public HOST.
    const demoAccounts = demoAccountsAllowed(config);
    if (config.SEED && !(await isSeeded(database.db))) {
      process.stdout.write(`Seeding the demo catalogue into ${target} …\n`);
      const counts = await seedDatabase(database.db, { demoAccounts });
      process.stdout.write(
        `Seeded ${counts.products} products, ${counts.variants} variants, ${counts.categories} categories.\n`,
      );
    }
    // The demo customers, coupons and parcel machines join a shop seeded before they existed (idempotent: nothing is
    // added twice).
    if (config.SEED) {
      if (demoAccounts) await seedAccounts(database.db);
      await seedCommerce(database.db, { demoCoupons: demoAccounts });
      // Issue 16: new CMS pages, and the seed's newer text for pages the owner never changed.
      await seedCms(database.db);
      await seedReviews(database.db);
      // Issue 16: the shop's stores of the store locator.
      await seedStores(database.db);
    }
  });
  // Product images are generated on first request (server/modules/img); `npm run seed` pre-generates them.

  let cache: ReturnType<typeof createMemoryOutputCache> | undefined;
  if (config.OUTPUT_CACHE) {
    if (config.REDIS_URL) {
      const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
      await redis
        .connect()
        .catch((error: Error) => fail(`Cannot reach Redis at ${redactUrl(config.REDIS_URL ?? '')}: ${error.message}`));
      cache = createRedisOutputCache(redis);
    } else {
      cache = createMemoryOutputCache();
    }
  }

  const app = await buildApp({
    config,
    database,
    mediaDir,
    ssr: {
      distDir: join(PROJECT_ROOT, 'dist'),
      cache,
      invalidateKey: config.INVALIDATE_KEY,
      settings: {
        automaticOrderTransmission: config.OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION,
        ...(config.GTM_ID ? { tagManagerId: config.GTM_ID } : {}),
      },
    },
  }).catch((error: unknown) => {
    if (error instanceof MissingBuildError) fail(error.message);
    throw error;
  });

  const shutdown = async () => {
    await app.close();
    await cache?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`Port ${config.PORT} is already in use. Stop the other server or set PORT to a free port.`);
    if (code === 'EACCES') fail(`Not allowed to listen on port ${config.PORT}. Set PORT to a port above 1024.`);
    throw error;
  }
  const shown = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  const origin = `http://${shown}:${config.PORT}`;
  // One write: whoever waits for "The shop is open" reads the notes with it.
  process.stdout.write(
    `\nThe shop is open on ${origin}/ (database: ${database.engine} ${target})\n` +
      `${mailNotice(config, app.services.mail.outboxDir, origin)}\n` +
      (config.SEED ? `${demoNotice(config)}\n` : ''),
  );
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
