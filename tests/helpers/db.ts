// Test databases for the API suite: always an in-memory PGlite; also PostgreSQL when TEST_DATABASE_URL is set.
// Each PostgreSQL run gets its own schema-free scratch database so suites never see each other's rows.
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

export interface Engine {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

let counter = 0;

async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function createScratchDatabase(baseUrl: string): Promise<{ url: string; name: string }> {
  const name = `shop_test_${process.pid}_${Date.now()}_${counter++}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

/** The engines the API suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function engines(): Engine[] {
  const list: Engine[] = [
    {
      name: 'pglite',
      open: async () => {
        const database = await openDatabase({});
        await database.migrate();
        return database;
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      open: async () => {
        const scratch = await createScratchDatabase(url);
        const database = await openDatabase({ url: scratch.url });
        await database.migrate();
        // Closing also drops the scratch database, so runs leave nothing behind on the server.
        return {
          ...database,
          close: async () => {
            await database.close();
            await adminQuery(url, `DROP DATABASE IF EXISTS "${scratch.name}" WITH (FORCE)`);
          },
        };
      },
    });
  }
  return list;
}
