// Issue 13 finding 7: no secret and no customer's personal data reaches a log line: tokens, passwords, reset and
// payment-return values in URLs are redacted in the request log, and an error's message, parameters and database
// detail (which repeat a failed row) lose the personal values.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helpers/db';
import { type InfraApp, LogCapture, openInfraApp } from './infra-fixtures';

const SECRETS = {
  accessToken: 'AccessTok3nSecretValue',
  refreshToken: 'RefreshTok3nSecretValue',
  password: 'Pa55wordSecretValue',
  resetToken: 'ResetTok3nSecretValue',
  mac: 'MacSecretValue0123',
  json: 'JsonSecretValue0123',
  cartId: 'CartIdSecretValue0123',
  invalidateKey: 'InvalidateKeySecretValue',
};
const PERSON = {
  email: 'liisa.logitest@example.ee',
  firstname: 'Liisalogi',
  lastname: 'Logitestija',
  street: 'Logitänav 17-4',
  city: 'Logilinn',
  postcode: '10987',
  telephone: '+372 5555 9876',
};

describe.each(engines())('log lines on $name', (engine) => {
  let t: InfraApp;
  const logs = new LogCapture();
  beforeAll(async () => {
    t = await openInfraApp(engine, { logs });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('carry no token, password, reset, payment-return or personal value from URLs, bodies or errors', async () => {
    const urls = [
      `/api/user/me?token=${SECRETS.accessToken}`,
      `/api/user/order-history?token=${SECRETS.accessToken}&pageSize=10`,
      `/api/cart/pull?cartId=${SECRETS.cartId}&token=${SECRETS.accessToken}`,
      `/api/user/refresh?refreshToken=${SECRETS.refreshToken}&password=${SECRETS.password}`,
      `/api/user/reset?resetToken=${SECRETS.resetToken}`,
      `/ee/reset-password/${SECRETS.resetToken}`,
      `/ee/montonio-return?mac=${SECRETS.mac}&json=${SECRETS.json}`,
      `/invalidate?key=${SECRETS.invalidateKey}&tag=home`,
      `/api/ext/mailchimp-subscribe/subscribe?email=${encodeURIComponent(PERSON.email)}`,
      `/api/cart/shipping-methods?cartId=${SECRETS.cartId}&address=${encodeURIComponent(
        JSON.stringify({ country_id: 'EE', street: [PERSON.street], telephone: PERSON.telephone }),
      )}`,
    ];
    for (const url of urls) await t.app.inject({ method: 'GET', url });

    // A registration the database refuses: the error repeats the failed row, address and all.
    await t.database.db.execute(sql`alter table customers add constraint logs_test_refuse check (false) not valid`);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        customer: {
          firstname: PERSON.firstname,
          lastname: PERSON.lastname,
          email: PERSON.email,
          addresses: [
            {
              firstname: PERSON.firstname,
              lastname: PERSON.lastname,
              street: [PERSON.street],
              city: PERSON.city,
              postcode: PERSON.postcode,
              country_id: 'EE',
              telephone: PERSON.telephone,
            },
          ],
        },
        password: SECRETS.password,
      },
    });
    await t.database.db.execute(sql`alter table customers drop constraint logs_test_refuse`);
    expect(failed.statusCode).toBe(500);

    const lines = logs.lines();
    // The log is there: every request, and the error of the refused registration with its stack.
    expect(lines.filter((line) => line.msg === 'incoming request').length).toBe(urls.length + 1);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(errors)).toMatch(/customers/);
    expect(logs.text).toContain('/api/cart/pull?cartId=[redacted]&token=[redacted]');

    for (const [name, value] of Object.entries({ ...SECRETS, ...PERSON })) {
      expect(logs.text, name).not.toContain(value);
      expect(logs.text, name).not.toContain(encodeURIComponent(value));
    }
  });
});
