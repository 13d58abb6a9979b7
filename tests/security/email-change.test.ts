// Issue 13 finding 4 "E-mail change with a stolen access token": POST /api/user/me changes the e-mail address only
// with the current password (400 naming currentPassword when it is missing or wrong), and the old address gets a mail
// in its store's language saying the address was changed. Change-password needs the current password too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerResponseSchema, USER_ERRORS } from '../../src/domain/contract/user';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { type AccountApp, openAccountApp, sql } from '../api/user-fixtures';
import { engines } from '../helpers/db';

const profile = (email: string, firstname: string) => ({
  firstname,
  lastname: 'Test',
  email,
  addresses: [],
});

describe.each(engines())('e-mail change on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.resetClock());

  const mailsTo = async (address: string) => (await t.app.services.mail.outbox()).filter((m) => m.to === address);
  const storedEmail = async (id: number) =>
    (await t.rows<{ email: string }>(sql`select email from customers where id = ${id}`))[0]?.email;

  it('refuses a new e-mail address without the current password, naming the field, and changes nothing', async () => {
    const { token } = await t.login('mari.maasikas@example.ee', DEMO_PASSWORD);
    const me = customerResponseSchema.parse((await t.call('GET', '/api/user/me', { token })).body).result;
    const reply = await t.call('POST', '/api/user/me', {
      token,
      body: { customer: profile('thief@example.com', 'Mari') },
    });
    expect(reply).toMatchObject({ status: 400, body: { code: 400, result: USER_ERRORS.currentPasswordRequired } });
    expect(reply.body.result).toMatch(/^currentPassword: /);
    expect(await storedEmail(me.id)).toBe('mari.maasikas@example.ee');
  });

  it('refuses a wrong current password with 400 naming the field', async () => {
    const { token } = await t.login('jaan.tamm@example.ee', DEMO_PASSWORD);
    const reply = await t.call('POST', '/api/user/me', {
      token,
      body: { customer: profile('thief@example.com', 'Jaan'), currentPassword: 'Guess-pass-1' },
    });
    expect(reply).toMatchObject({ status: 400, body: { result: USER_ERRORS.currentPasswordWrong } });
    expect(reply.body.result).toMatch(/^currentPassword: /);
    expect(await t.rows(sql`select id from customers where email = 'thief@example.com'`)).toEqual([]);
  });

  it('changes the address with the current password and tells the old address, in Latvian for the lv store', async () => {
    const { token } = await t.login('liga.ozola@example.lv', DEMO_PASSWORD);
    const reply = await t.call('POST', '/api/user/me', {
      token,
      body: { customer: profile('liga.new@example.lv', 'Līga'), currentPassword: DEMO_PASSWORD },
    });
    expect(reply.status).toBe(200);
    expect(customerResponseSchema.parse(reply.body).result.email).toBe('liga.new@example.lv');
    const [mail] = await mailsTo('liga.ozola@example.lv');
    expect(mail?.subject).toContain('e-pasta adrese ir mainīta');
    expect(mail?.text).toContain('liga.new@example.lv');
    expect(await mailsTo('liga.new@example.lv')).toEqual([]);
  });

  it('tells the old address in Estonian for the ee store', async () => {
    const { token } = await t.login('mari.maasikas@example.ee', DEMO_PASSWORD);
    const reply = await t.call('POST', '/api/user/me', {
      token,
      body: { customer: profile('mari.uus@example.ee', 'Mari'), currentPassword: DEMO_PASSWORD },
    });
    expect(reply.status).toBe(200);
    const [mail] = await mailsTo('mari.maasikas@example.ee');
    expect(mail?.subject).toContain('e-posti aadress on muudetud');
    expect(mail?.text).toContain('mari.uus@example.ee');
  });

  it('updates names and addresses without a password when the e-mail address stays', async () => {
    const { token } = await t.login('janis.berzins@example.lv', DEMO_PASSWORD);
    const reply = await t.call('POST', '/api/user/me', {
      token,
      body: { customer: profile(' Janis.Berzins@example.lv', 'Jānis J.') },
    });
    expect(reply.status).toBe(200);
    expect(customerResponseSchema.parse(reply.body).result.firstname).toBe('Jānis J.');
    expect(await mailsTo('janis.berzins@example.lv')).toEqual([]);
  });

  it('refuses a password change without or with a wrong current password', async () => {
    const { token } = await t.login('janis.berzins@example.lv', DEMO_PASSWORD);
    const missing = await t.call('POST', '/api/user/change-password', { token, body: { newPassword: 'New-pass-12' } });
    expect(missing.status).toBe(400);
    expect(missing.body.result).toMatch(/^currentPassword: /);
    const wrong = await t.call('POST', '/api/user/change-password', {
      token,
      body: { currentPassword: 'Guess-pass-1', newPassword: 'New-pass-12' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { result: USER_ERRORS.passwordMismatch } });
    await t.login('janis.berzins@example.lv', DEMO_PASSWORD);
  });
});
