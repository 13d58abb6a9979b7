// Test databases for the API suite: always an in-memory PGlite; also PostgreSQL when TEST_DATABASE_URL is set.
// Each PostgreSQL run gets its own schema-free scratch database so suites never see each other's rows.
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

export interface Engine {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

let counter = 0;

async function createScratchDatabase(baseUrl: string): Promise<string> {
  const name = `shop_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
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
        const database = await openDatabase({ url: await createScratchDatabase(url) });
        await database.migrate();
        return database;
      },
    });
  }
  return list;
}
