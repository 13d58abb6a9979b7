// The server as an operator meets it: clear start-up failures, PostgreSQL and Redis instead of the embedded
// defaults, and cache invalidation by tag.
import { createServer, type Server } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runServerToExit, startServer } from '../helpers/server';

describe('start-up failures', () => {
  it('stops on invalid environment variables, naming each one and what it expects', async () => {
    const { code, output } = await runServerToExit({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      OUTPUT_CACHE: 'maybe',
    });
    expect(code).toBe(1);
    expect(output).toContain('PORT="eighty": expected a whole number from 1 to 65535');
    expect(output).toContain('DATABASE_URL="mysql://db": expected a postgres:// or postgresql:// connection URL');
    expect(output).toContain('OUTPUT_CACHE="maybe"');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('says so when DATABASE_URL cannot be reached, without a stack trace or the password', async () => {
    const port = await freePort();
    const { code, output } = await runServerToExit({ DATABASE_URL: `postgres://shop:s3cret@127.0.0.1:${port}/shop` });
    expect(code).toBe(1);
    expect(output).toContain(`Cannot reach the database at postgres://shop:***@127.0.0.1:${port}/shop`);
    expect(output).not.toContain('s3cret');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('says so when the port is in use', async () => {
    const port = await freePort();
    const blocker: Server = createServer().listen(port, '127.0.0.1');
    try {
      const { code, output } = await runServerToExit({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('the shop on PostgreSQL and Redis', () => {
  const scratch = `shop_e2e_${process.pid}_${Date.now()}`;
  const admin = () => new pg.Client({ connectionString: postgresUrl });
  let stop: (() => Promise<void>) | undefined;

  afterAll(async () => {
    await stop?.();
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
    await client.end();
  });

  it('migrates and seeds a PostgreSQL database, renders from it, caches pages and invalidates them by tag', async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE "${scratch}"`);
    await client.end();
    const url = new URL(postgresUrl as string);
    url.pathname = `/${scratch}`;
    const key = 'e2e-invalidate-key-0123456789';
    const env: Record<string, string> = { DATABASE_URL: url.toString(), INVALIDATE_KEY: key };
    if (process.env.TEST_REDIS_URL) env.REDIS_URL = process.env.TEST_REDIS_URL;
    const server = await startServer({ env });
    stop = server.stop;
    expect(server.output()).toContain('database: postgres');

    const seeded = new pg.Client({ connectionString: url.toString() });
    await seeded.connect();
    const { rows } = await seeded.query<{ count: string }>(
      "select count(*) from products where store_code = 'lv' and type_id = 'configurable'",
    );
    await seeded.end();
    expect(Number(rows[0]?.count)).toBeGreaterThanOrEqual(150);

    // The Redis database is shared with the other suites (their cached pages may be there): start from an empty cache.
    expect((await fetch(`${server.url}/invalidate?key=${key}&tag=*`)).status).toBe(200);
    const first = await fetch(`${server.url}/lv/`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-output-cache')).toBe('miss');
    expect((await first.text()).match(/class="product-card"/g)?.length).toBe(16);
    const second = await fetch(`${server.url}/lv/`);
    expect(second.headers.get('x-output-cache')).toBe('hit');

    expect((await fetch(`${server.url}/invalidate?key=wrong&tag=home`)).status).toBe(401);
    const invalidated = await fetch(`${server.url}/invalidate?key=${key}&tag=home`);
    expect(await invalidated.json()).toMatchObject({ code: 200, result: { tags: ['home'] } });
    expect((await fetch(`${server.url}/lv/`)).headers.get('x-output-cache')).toBe('miss');
  });
});

describe('cache invalidation without a key', () => {
  it('is off: no shared default key (answers 404); a DATA_DIR that does not exist yet is created', async () => {
    const server = await startServer({ dataSubdir: 'not/yet/there' });
    try {
      const response = await fetch(`${server.url}/invalidate?key=&tag=*`);
      expect(response.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
