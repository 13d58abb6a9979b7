// SPEC 7 "User", SPEC 8 "Account", ARCHITECTURE §4 "Accounts" (issue 4): registration, sign-in and its limits,
// tokens (expiry, rotation, reuse detection, logout), the profile and the order history, each customer's data
// reachable only with that customer's token. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customerResponseSchema,
  loginResponseSchema,
  orderHistoryResponseSchema,
  USER_ERRORS,
} from '../../src/domain/contract/user';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, seedAccounts } from '../../server/seed/accounts';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';
import { engines } from '../helpers/db';

const MARI = 'mari.maasikas@example.ee';
const JANIS = 'janis.berzins@example.lv';

const newCustomer = (email: string) => ({
  customer: {
    firstname: 'Kati',
    lastname: 'Karu',
    email,
    addresses: [
      {
        firstname: 'Kati',
        lastname: 'Karu',
        street: ['Narva mnt 7'],
        city: 'Tallinn',
        postcode: '10117',
        country_id: 'EE',
      },
    ],
  },
  password: 'Kati-pass-2',
});

describe.each(engines())('user accounts on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine, { ACCESS_TOKEN_TTL_SECONDS: 900 });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.resetClock());

  describe('demo accounts (server/seed/accounts.ts)', () => {
    it('seeds two customers per store view with orders, and seeding again adds nothing', async () => {
      const count = async () =>
        (
          await t.rows<{ store_code: string; customers: number; orders: number }>(
            sql`select c.store_code, count(distinct c.id)::int as customers, count(o.id)::int as orders
                from customers c left join orders o on o.customer_id = c.id
                where c.email in (${sql.join(
                  DEMO_CUSTOMERS.map((d) => sql`${d.email}`),
                  sql`, `,
                )})
                group by c.store_code order by c.store_code`,
          )
        ).map((row) => ({ ...row, customers: Number(row.customers), orders: Number(row.orders) }));
      const before = await count();
      expect(before).toEqual([
        { store_code: 'ee', customers: 2, orders: 10 },
        { store_code: 'lv', customers: 2, orders: 10 },
      ]);
      const started = performance.now();
      await seedAccounts(t.database.db, { now: t.now() });
      expect(performance.now() - started).toBeLessThan(2000);
      expect(await count()).toEqual(before);
    });
  });

  describe('registration (POST /api/user/create)', () => {
    it('creates a customer whose password is stored as an argon2id hash, never in clear', async () => {
      const reply = await t.call('POST', '/api/user/create', { body: newCustomer('Kati.Karu@Example.ee ') });
      expect(reply.status).toBe(200);
      const customer = customerResponseSchema.parse(reply.body).result;
      expect(customer).toMatchObject({ email: 'kati.karu@example.ee', firstname: 'Kati', group_id: 1 });
      expect(customer.addresses[0]).toMatchObject({ id: 1, city: 'Tallinn' });
      const [row] = await t.rows<{ password_hash: string }>(
        sql`select password_hash from customers where email = 'kati.karu@example.ee'`,
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.password_hash).not.toContain('Kati-pass-2');
      expect((await t.login('kati.karu@example.ee', 'Kati-pass-2')).token).toMatch(/^[\w-]{43}$/);
    });

    it('refuses an e-mail address that already has an account, whatever its case', async () => {
      const reply = await t.call('POST', '/api/user/create', { body: newCustomer('MARI.maasikas@example.ee') });
      expect(reply).toMatchObject({ status: 400, body: { code: 400, result: USER_ERRORS.emailExists } });
    });

    it.each([
      ['short1A', USER_ERRORS.passwordLength],
      ['alllowercase1', USER_ERRORS.passwordRules],
      [' Leading-space1', USER_ERRORS.passwordSpaces],
      ['Trailing-space1 ', USER_ERRORS.passwordSpaces],
    ])('refuses the password %j by SPEC 5 rules and creates nothing', async (password, message) => {
      const email = `rules-${password.trim().length}-${message.length}@example.ee`;
      const reply = await t.call('POST', '/api/user/create', { body: { ...newCustomer(email), password } });
      expect(reply.status).toBe(400);
      expect(reply.body.result).toBe(`password: ${message}`);
      expect(await t.rows(sql`select id from customers where email = ${email}`)).toEqual([]);
    });

    it('answers 400 naming the field for a bad payload', async () => {
      const noEmail = await t.call('POST', '/api/user/create', {
        body: { customer: { firstname: 'A', lastname: 'B', email: 'not-an-email' }, password: 'Good-pass-1' },
      });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.result).toMatch(/^customer\.email: /);
      const noPassword = await t.call('POST', '/api/user/create', {
        body: { customer: newCustomer('x@example.ee').customer },
      });
      expect(noPassword.body.result).toMatch(/^password: /);
      const badAddress = await t.call('POST', '/api/user/create', {
        body: {
          ...newCustomer('y@example.ee'),
          customer: { ...newCustomer('y@example.ee').customer, addresses: [{}] },
        },
      });
      expect(badAddress.status).toBe(400);
      expect(badAddress.body.result).toContain('customer.addresses.0.firstname');
    });
  });

  describe('sign-in (POST /api/user/login)', () => {
    it('gives random tokens that are stored only as hashes', async () => {
      const reply = await t.call('POST', '/api/user/login', { body: { username: MARI, password: DEMO_PASSWORD } });
      const { token, refreshToken } = loginResponseSchema.parse(reply.body).result;
      expect(token).not.toBe(refreshToken);
      const stored = await t.rows<{ token_hash: string }>(sql`select token_hash from customer_tokens`);
      const hashes = stored.map((row) => row.token_hash);
      expect(hashes).not.toContain(token);
      expect(hashes).not.toContain(refreshToken);
    });

    it('refuses a wrong password with the SPEC 8 message and counts the failure', async () => {
      const reply = await t.call('POST', '/api/user/login', {
        body: { username: JANIS, password: 'Wrong-pass-1' },
        ip: '10.0.0.2',
      });
      expect(reply).toMatchObject({ status: 401, body: { code: 401, result: USER_ERRORS.invalidLogin } });
      const failures = await t.rows(sql`select id from login_failures where subject = ${`account:${JANIS}`}`);
      expect(failures).toHaveLength(1);
      // A later success from that address clears the address's failures of the account (issue 13 finding 6); the
      // account's own count stays, it is the hourly limit.
      await t.login(JANIS, DEMO_PASSWORD, '10.0.0.2');
      expect(await t.rows(sql`select id from login_failures where subject = ${`pair:${JANIS}|10.0.0.2`}`)).toEqual([]);
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const reply = await t.call('POST', '/api/user/login', {
        body: { username: 'nobody@example.ee', password: 'X-pass-123' },
      });
      expect(reply).toMatchObject({ status: 401, body: { result: USER_ERRORS.invalidLogin } });
    });

    it('locks an account for one address after 5 failures from it, even for the right password, until the backoff has passed', async () => {
      const username = 'jaan.tamm@example.ee';
      const ip = '10.1.0.1';
      const results: string[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const reply = await t.call('POST', '/api/user/login', {
          body: { username, password: `Wrong-pass-${attempt}` },
          ip,
        });
        results.push(reply.body.result as string);
      }
      expect(results).toEqual([...Array(4).fill(USER_ERRORS.invalidLogin), USER_ERRORS.locked]);
      const right = await t.call('POST', '/api/user/login', { body: { username, password: DEMO_PASSWORD }, ip });
      expect(right).toMatchObject({ status: 401, body: { result: USER_ERRORS.locked } });
      // Another address is not affected (tests/security/login-throttle.test.ts has the backoff and the hourly limit).
      const elsewhere = await t.call('POST', '/api/user/login', {
        body: { username, password: DEMO_PASSWORD },
        ip: '10.1.1.1',
      });
      expect(elsewhere.status).toBe(200);
      t.advance(31);
      expect(
        (await t.call('POST', '/api/user/login', { body: { username, password: DEMO_PASSWORD }, ip })).status,
      ).toBe(200);
    });

    it('refuses a client address after 20 failures in 15 minutes, while other addresses still sign in', async () => {
      const ip = '10.2.0.1';
      for (let attempt = 0; attempt < 20; attempt++) {
        const reply = await t.call('POST', '/api/user/login', {
          body: { username: `guess-${attempt}@example.ee`, password: 'Guess-pass-1' },
          ip,
        });
        expect(reply.status).toBe(401);
      }
      const blocked = await t.call('POST', '/api/user/login', {
        body: { username: MARI, password: DEMO_PASSWORD },
        ip,
      });
      expect(blocked).toMatchObject({ status: 429, body: { code: 429, result: USER_ERRORS.invalidLogin } });
      expect(
        (await t.call('POST', '/api/user/login', { body: { username: MARI, password: DEMO_PASSWORD }, ip: '10.2.0.2' }))
          .status,
      ).toBe(200);
      t.advance(15 * 60 + 1);
      expect(
        (await t.call('POST', '/api/user/login', { body: { username: MARI, password: DEMO_PASSWORD }, ip })).status,
      ).toBe(200);
    });

    it('answers 400 naming the field for a bad payload', async () => {
      const reply = await t.call('POST', '/api/user/login', { body: { username: MARI } });
      expect(reply).toMatchObject({ status: 400, body: { code: 400 } });
      expect(reply.body.result).toMatch(/^password: /);
    });
  });

  describe('tokens', () => {
    it('accepts the token in ?token= and in Authorization: Bearer', async () => {
      const { token } = await t.login(MARI, DEMO_PASSWORD);
      const inHeader = await t.call('GET', '/api/user/me', { token });
      const inQuery = await t.call('GET', '/api/user/me', { token, tokenInQuery: true });
      expect(inHeader.status).toBe(200);
      expect(inQuery.body).toEqual(inHeader.body);
      expect(inHeader.headers['cache-control']).toBe('no-store');
    });

    it('answers 401 without a token, with an unknown one and with an expired one', async () => {
      expect(await t.call('GET', '/api/user/me')).toMatchObject({
        status: 401,
        body: { result: USER_ERRORS.unauthorized },
      });
      expect(await t.call('GET', '/api/user/me', { token: 'made-up' })).toMatchObject({
        status: 401,
        body: { result: USER_ERRORS.tokenExpired },
      });
      const { token } = await t.login(MARI, DEMO_PASSWORD);
      t.advance(899);
      expect((await t.call('GET', '/api/user/me', { token })).status).toBe(200);
      t.advance(2);
      expect(await t.call('GET', '/api/user/me', { token })).toMatchObject({
        status: 401,
        body: { code: 401, result: USER_ERRORS.tokenExpired },
      });
    });

    it('refreshes an expired access token into a new pair, spending the refresh token', async () => {
      const first = await t.login(MARI, DEMO_PASSWORD);
      t.advance(1000);
      const reply = await t.call('POST', '/api/user/refresh', { body: { refreshToken: first.refreshToken } });
      const second = loginResponseSchema.parse(reply.body).result;
      expect(second.token).not.toBe(first.token);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect((await t.call('GET', '/api/user/me', { token: second.token })).status).toBe(200);
      // The new pair belongs to the same family as the login's.
      const families = await t.rows<{ n: number }>(
        sql`select count(distinct family_id)::int as n from customer_tokens where used_at is null and revoked_at is null and customer_id = (select id from customers where email = ${MARI}) and created_at = ${t.now().toISOString()}`,
      );
      expect(Number(families[0]?.n)).toBe(1);
    });

    it('revokes the whole family when a spent refresh token is used again (reuse detection)', async () => {
      const first = await t.login(JANIS, DEMO_PASSWORD);
      const second = (
        await t.call<{ token: string; refreshToken: string }>('POST', '/api/user/refresh', {
          body: { refreshToken: first.refreshToken },
        })
      ).body.result;
      // After the grace window of two tabs refreshing at once (REFRESH_GRACE_SECONDS, 30 s).
      t.advance(31);
      const reuse = await t.call('POST', '/api/user/refresh', { body: { refreshToken: first.refreshToken } });
      expect(reuse).toMatchObject({ status: 401, body: { code: 401, result: USER_ERRORS.refreshInvalid } });
      // The legitimate holder's newer tokens are dead too: whoever copied the token cannot keep a session.
      expect((await t.call('GET', '/api/user/me', { token: second.token })).status).toBe(401);
      expect((await t.call('POST', '/api/user/refresh', { body: { refreshToken: second.refreshToken } })).status).toBe(
        401,
      );
      // Another session of the same customer (another family) lives on.
      const other = await t.login(JANIS, DEMO_PASSWORD);
      expect((await t.call('GET', '/api/user/me', { token: other.token })).status).toBe(200);
    });

    it('refuses an expired refresh token (30 days) and an unknown one', async () => {
      const { refreshToken } = await t.login(MARI, DEMO_PASSWORD);
      t.advance(30 * 24 * 3600 + 1);
      expect(await t.call('POST', '/api/user/refresh', { body: { refreshToken } })).toMatchObject({
        status: 401,
        body: { result: USER_ERRORS.refreshInvalid },
      });
      expect((await t.call('POST', '/api/user/refresh', { body: { refreshToken: 'nope' } })).status).toBe(401);
      expect((await t.call('POST', '/api/user/refresh', { body: {} })).body.result).toMatch(/^refreshToken: /);
    });

    it('revokes every token of the customer at logout, on every device', async () => {
      const phone = await t.login(MARI, DEMO_PASSWORD);
      const laptop = await t.login(MARI, DEMO_PASSWORD);
      const janis = await t.login(JANIS, DEMO_PASSWORD);
      expect(await t.call('POST', '/api/user/logout', { token: phone.token })).toMatchObject({
        status: 200,
        body: { code: 200, result: true },
      });
      expect((await t.call('GET', '/api/user/me', { token: phone.token })).status).toBe(401);
      expect((await t.call('GET', '/api/user/me', { token: laptop.token })).status).toBe(401);
      expect((await t.call('POST', '/api/user/refresh', { body: { refreshToken: laptop.refreshToken } })).status).toBe(
        401,
      );
      expect((await t.call('GET', '/api/user/me', { token: janis.token })).status).toBe(200);
      expect((await t.call('POST', '/api/user/logout')).status).toBe(401);
    });
  });

  describe('profile (GET and POST /api/user/me)', () => {
    it("shows the token's own customer only", async () => {
      const mari = await t.login(MARI, DEMO_PASSWORD);
      const janis = await t.login(JANIS, DEMO_PASSWORD);
      const asMari = customerResponseSchema.parse((await t.call('GET', '/api/user/me', { token: mari.token })).body);
      const asJanis = customerResponseSchema.parse((await t.call('GET', '/api/user/me', { token: janis.token })).body);
      expect(asMari.result.email).toBe(MARI);
      expect(asJanis.result).toMatchObject({ email: JANIS, firstname: 'Jānis' });
      expect(JSON.stringify(asJanis)).not.toContain('Maasikas');
      expect(JSON.stringify(asMari)).not.toContain('password');
    });

    it('changes only the fields SPEC 3 allows and answers the stored profile', async () => {
      const { token } = await t.login('liga.ozola@example.lv', DEMO_PASSWORD);
      const update = {
        customer: {
          firstname: 'Līga',
          lastname: 'Kalniņa',
          email: 'liga.kalnina@example.lv',
          addresses: [
            {
              firstname: 'Līga',
              lastname: 'Kalniņa',
              street: ['Dzirnavu iela 1'],
              city: 'Rīga',
              postcode: 'LV-1010',
              country_id: 'LV',
            },
          ],
          group_id: 4,
          id: 1,
        },
        // A new e-mail address needs the current password (issue 13, tests/security/email-change.test.ts).
        currentPassword: DEMO_PASSWORD,
      };
      const reply = await t.call('POST', '/api/user/me', { token, body: update });
      expect(reply.status).toBe(200);
      const [row] = await t.rows<{ id: number; lastname: string; email: string; group_id: number; addresses: unknown }>(
        sql`select id, lastname, email, group_id, addresses from customers where email = 'liga.kalnina@example.lv'`,
      );
      expect(row).toMatchObject({ lastname: 'Kalniņa', group_id: 1 });
      expect(row?.id).not.toBe(1);
      expect(row?.addresses).toEqual([expect.objectContaining({ id: 1, street: ['Dzirnavu iela 1'] })]);
      expect(customerResponseSchema.parse(reply.body).result).toMatchObject({
        email: 'liga.kalnina@example.lv',
        group_id: 1,
      });
      await t.login('liga.kalnina@example.lv', DEMO_PASSWORD);
    });

    it("refuses taking another customer's e-mail address and a bad payload, naming the field", async () => {
      const { token } = await t.login(JANIS, DEMO_PASSWORD);
      const taken = await t.call('POST', '/api/user/me', {
        token,
        body: {
          customer: { firstname: 'J', lastname: 'B', email: MARI, addresses: [] },
          currentPassword: DEMO_PASSWORD,
        },
      });
      expect(taken).toMatchObject({ status: 400, body: { result: USER_ERRORS.emailExists } });
      const bad = await t.call('POST', '/api/user/me', { token, body: { customer: { firstname: 'J' } } });
      expect(bad.status).toBe(400);
      expect(bad.body.result).toMatch(/^customer\.lastname: /);
      const [mari] = await t.rows<{ firstname: string }>(sql`select firstname from customers where email = ${MARI}`);
      expect(mari?.firstname).toBe('Mari');
    });

    it('changes nothing without a valid token', async () => {
      const reply = await t.call('POST', '/api/user/me', {
        token: 'forged',
        body: { customer: { firstname: 'Evil', lastname: 'X', email: MARI, addresses: [] } },
      });
      expect(reply.status).toBe(401);
      expect(await t.rows(sql`select id from customers where firstname = 'Evil'`)).toEqual([]);
    });
  });

  describe('order history (GET /api/user/order-history)', () => {
    it('lists the last six months of the own orders, newest first, 20 per page by default (SPEC 5, 7, 9)', async () => {
      const { token } = await t.login(MARI, DEMO_PASSWORD);
      const reply = await t.call('GET', '/api/user/order-history', { token, tokenInQuery: true });
      const history = orderHistoryResponseSchema.parse(reply.body).result;
      const cutoff = new Date(t.now());
      cutoff.setUTCMonth(cutoff.getUTCMonth() - 6);
      const expected = await t.rows<{ increment_id: string }>(
        sql`select increment_id from orders where customer_id = (select id from customers where email = ${MARI})
            and created_at >= ${cutoff.toISOString()} order by created_at desc`,
      );
      const all = await t.rows(
        sql`select id from orders where customer_id = (select id from customers where email = ${MARI})`,
      );
      expect(all.length).toBeGreaterThan(expected.length);
      expect(history.items.map((order) => order.increment_id)).toEqual(expected.map((row) => row.increment_id));
      expect(history.total_count).toBe(expected.length);
      expect(history.page_info).toEqual({ page_size: 20, current_page: 1, total_pages: 1 });
      const first = history.items[0];
      expect(first?.items.length).toBeGreaterThan(0);
      expect(first?.addresses.shipping).toMatchObject({ city: 'Tallinn', countryId: 'EE' });
      expect(first?.grand_total).toBeCloseTo((first?.subtotal ?? 0) + (first?.shipping ?? 0), 2);
    });

    it('pages with pageSize and currentPage', async () => {
      const { token } = await t.login(MARI, DEMO_PASSWORD);
      const all = orderHistoryResponseSchema.parse(
        (await t.call('GET', '/api/user/order-history', { token })).body,
      ).result;
      const page2 = orderHistoryResponseSchema.parse(
        (await t.call('GET', '/api/user/order-history?pageSize=2&currentPage=2', { token })).body,
      ).result;
      expect(page2.items.map((o) => o.increment_id)).toEqual(all.items.slice(2, 4).map((o) => o.increment_id));
      expect(page2.page_info).toEqual({ page_size: 2, current_page: 2, total_pages: Math.ceil(all.total_count / 2) });
      const bad = await t.call('GET', '/api/user/order-history?pageSize=0', { token });
      expect(bad.status).toBe(400);
      expect(bad.body.result).toMatch(/^pageSize: /);
      expect((await t.call('GET', '/api/user/order-history?currentPage=x', { token })).body.result).toMatch(
        /^currentPage: /,
      );
    });

    it("never shows another customer's orders", async () => {
      const mari = await t.login(MARI, DEMO_PASSWORD);
      const janis = await t.login(JANIS, DEMO_PASSWORD);
      const mariOrders = await t.rows<{ increment_id: string }>(
        sql`select increment_id from orders where customer_id = (select id from customers where email = ${MARI})`,
      );
      const asJanis = orderHistoryResponseSchema.parse(
        (await t.call('GET', '/api/user/order-history', { token: janis.token })).body,
      ).result;
      expect(asJanis.items.length).toBeGreaterThan(0);
      const shown = asJanis.items.map((order) => order.increment_id);
      for (const order of mariOrders) expect(shown).not.toContain(order.increment_id);
      expect(asJanis.items.every((order) => order.addresses.shipping?.email === JANIS)).toBe(true);
      expect((await t.call('GET', '/api/user/order-history', { token: mari.refreshToken })).status).toBe(401);
      expect((await t.call('GET', '/api/user/order-history')).status).toBe(401);
    });
  });
});
