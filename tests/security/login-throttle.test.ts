// Issue 13 finding 6 "Lockout by strangers": failed sign-ins are throttled per (account, client address) with an
// exponential backoff, so wrong passwords from one address never lock out the customer signing in from another;
// the account-wide limit stays (ASVS 6.3.1 / 2.2.1: at most 100 failed attempts an hour).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USER_ERRORS } from '../../src/domain/contract/user';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { type AccountApp, openAccountApp } from '../api/user-fixtures';
import { engines } from '../helpers/db';

const STRANGER = '203.0.113.66';
const CUSTOMER = '198.51.100.7';

describe.each(engines())('sign-in throttle on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.resetClock());

  const attempt = (username: string, password: string, ip: string) =>
    t.call('POST', '/api/user/login', { body: { username, password }, ip });

  it('lets the customer sign in from her own address after a stranger tried ten wrong passwords', async () => {
    const mari = 'mari.maasikas@example.ee';
    for (let i = 0; i < 10; i++) {
      expect((await attempt(mari, `Wrong-pass-${i}`, STRANGER)).status).toBe(401);
      t.advance(1);
    }
    expect((await attempt(mari, DEMO_PASSWORD, CUSTOMER)).status).toBe(200);
  });

  it('makes the stranger wait longer and longer (backoff), even with the right password', async () => {
    const jaan = 'jaan.tamm@example.ee';
    for (let i = 0; i < 5; i++) expect((await attempt(jaan, `Wrong-pass-${i}`, STRANGER)).status).toBe(401);
    // The sixth try straight away is refused without looking at the password.
    expect(await attempt(jaan, DEMO_PASSWORD, STRANGER)).toMatchObject({
      status: 401,
      body: { result: USER_ERRORS.locked },
    });
    // After the first delay one more try is allowed; failing it doubles the wait.
    t.advance(31);
    expect(await attempt(jaan, 'Wrong-pass-6', STRANGER)).toMatchObject({ status: 401 });
    t.advance(31);
    expect(await attempt(jaan, DEMO_PASSWORD, STRANGER)).toMatchObject({ body: { result: USER_ERRORS.locked } });
    t.advance(30);
    expect((await attempt(jaan, DEMO_PASSWORD, STRANGER)).status).toBe(200);
    // The customer's own address was never throttled.
    expect((await attempt(jaan, DEMO_PASSWORD, CUSTOMER)).status).toBe(200);
  });

  it('locks the account for everyone after 100 failures within an hour (ASVS), until the hour has passed', async () => {
    const janis = 'janis.berzins@example.lv';
    // A hundred addresses, one wrong password each (the per-address limit never trips).
    for (let i = 0; i < 100; i++) {
      const reply = await attempt(janis, 'Wrong-pass-1', `10.9.${Math.floor(i / 250)}.${i % 250}`);
      expect(reply.status).toBe(401);
    }
    expect(await attempt(janis, DEMO_PASSWORD, CUSTOMER)).toMatchObject({
      status: 401,
      body: { result: USER_ERRORS.locked },
    });
    t.advance(3601);
    expect((await attempt(janis, DEMO_PASSWORD, CUSTOMER)).status).toBe(200);
  });
});
