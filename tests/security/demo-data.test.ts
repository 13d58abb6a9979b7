// Issue 13 finding 8: the demo customers (their password is in the README) and the public demo coupons are for a
// shop on a laptop. A production shop on a public HOST does not get them unless SEED_DEMO_ACCOUNTS=true, and says
// so at start; the demo catalogue is seeded as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { customers, parcelMachines, products, promoCodes } from '../../server/db/schema';
import { demoAccountsAllowed } from '../../server/exposure';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../server/seed/accounts';
import { seedDatabase } from '../../server/seed/seed';
import { SEED_NOW } from '../helpers/app';
import { engines } from '../helpers/db';
import { startServer } from '../helpers/server';
import { ensureBuilt } from './infra-fixtures';

describe('who gets the demo accounts', () => {
  it('a production shop on a public HOST only with SEED_DEMO_ACCOUNTS=true; a local or development shop by default', () => {
    const allowed = (env: Record<string, string>) => demoAccountsAllowed(loadConfig(env));
    expect(allowed({})).toBe(true);
    expect(allowed({ HOST: 'localhost' })).toBe(true);
    expect(allowed({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toBe(true);
    expect(allowed({ HOST: '0.0.0.0' })).toBe(false);
    expect(allowed({ HOST: '203.0.113.10' })).toBe(false);
    expect(allowed({ HOST: '0.0.0.0', SEED_DEMO_ACCOUNTS: 'true' })).toBe(true);
    expect(allowed({ SEED_DEMO_ACCOUNTS: 'false' })).toBe(false);
  });
});

describe.each(engines())('seeding without the demo accounts on $name', (engine) => {
  it('writes the catalogue and the parcel machines, but no demo customer and no demo coupon', async () => {
    const database = await engine.open();
    try {
      await seedDatabase(database.db, { now: SEED_NOW, demoAccounts: false });
      expect((await database.db.select().from(products)).length).toBeGreaterThan(0);
      expect((await database.db.select().from(parcelMachines)).length).toBeGreaterThan(0);
      expect(await database.db.select().from(customers)).toEqual([]);
      expect(await database.db.select().from(promoCodes)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('a production shop on a public HOST (real server)', () => {
  beforeAll(() => ensureBuilt());
  let stop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await stop?.();
  });

  it('says at start that the demo accounts are not seeded, and no demo password signs in', async () => {
    const server = await startServer({ env: { HOST: '0.0.0.0', NODE_ENV: 'production' } });
    stop = server.stop;
    expect(server.output()).toMatch(/Demo accounts and coupons: not seeded/);
    expect(server.output()).toContain('SEED_DEMO_ACCOUNTS=true');
    for (const demo of DEMO_CUSTOMERS) {
      const response = await fetch(`${server.url}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: demo.email, password: DEMO_PASSWORD }),
      });
      expect(response.status, demo.email).toBe(401);
    }
    // The catalogue is there.
    const listing = await fetch(`${server.url}/api/catalog/ee/product/_search?size=1`);
    expect(listing.status).toBe(200);
  }, 180_000);
});
