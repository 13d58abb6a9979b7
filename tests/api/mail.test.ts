// SPEC 7 mail service POST /api/ext/mail-service/send-email (no open relay: the shop's own address, or the token's
// own customer) and the development outbox (ARCHITECTURE §7): GET /dev/outbox and /api/dev/outbox.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_ERRORS, outboxResponseSchema } from '../../src/domain/contract/mail';
import { USER_ERRORS } from '../../src/domain/contract/user';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { type AccountApp, openAccountApp } from './user-fixtures';

const SHOP = 'info@roivas.example';
const MARI = 'mari.maasikas@example.ee';
const message = (
  targetAddress: string,
  subject = 'Küsimus tellimuse kohta',
  sourceAddress = 'visitor@example.com',
) => ({
  sourceAddress,
  targetAddress,
  subject,
  emailText: 'Tere! Kas see kleit tuleb ka suuruses XS? Vaata https://shop.example.ee/ee/kleit <b>kohe</b>',
});

describe.each(engines())('mail on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine, { MAIL_FROM: SHOP });
  });
  afterAll(async () => {
    await t?.close();
  });

  const outbox = async () => outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;

  it("sends a message to the shop's own address into the outbox folder, from the shop, replying to the sender", async () => {
    const reply = await t.call('POST', '/api/ext/mail-service/send-email', { body: message(SHOP) });
    expect(reply).toMatchObject({ status: 200, body: { code: 200, result: 'OK' } });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: SHOP,
      from: SHOP,
      replyTo: 'visitor@example.com',
      subject: 'Küsimus tellimuse kohta',
    });
    expect(readdirSync(t.outboxDir)).toContain(`${mail?.id}.json`);
  });

  it('refuses any other target without a token, so the shop is no open relay', async () => {
    const before = (await outbox()).length;
    const reply = await t.call('POST', '/api/ext/mail-service/send-email', { body: message('victim@example.com') });
    expect(reply).toMatchObject({ status: 403, body: { code: 403, result: MAIL_ERRORS.targetNotAllowed } });
    expect((await outbox()).length).toBe(before);
  });

  it("sends to a customer's own address with that customer's token, and to no one else's", async () => {
    const { token } = await t.login(MARI, DEMO_PASSWORD);
    const own = await t.call('POST', '/api/ext/mail-service/send-email', { token, body: message(MARI, 'Minu koopia') });
    expect(own.status).toBe(200);
    const other = await t.call('POST', '/api/ext/mail-service/send-email', {
      token,
      body: message('janis.berzins@example.lv'),
    });
    expect(other.status).toBe(403);
    const forged = await t.call('POST', '/api/ext/mail-service/send-email', { token: 'forged', body: message(MARI) });
    expect(forged).toMatchObject({ status: 401, body: { result: USER_ERRORS.tokenExpired } });
  });

  it('answers 400 naming the field for a bad payload', async () => {
    const reply = await t.call('POST', '/api/ext/mail-service/send-email', { body: { ...message(SHOP), subject: '' } });
    expect(reply.status).toBe(400);
    expect(reply.body.result).toMatch(/^subject: /);
    const noTarget = await t.call('POST', '/api/ext/mail-service/send-email', {
      body: { subject: 'x', emailText: 'y' },
    });
    expect(noTarget.body.result).toMatch(/sourceAddress: .*targetAddress: /);
  });

  it('limits the call to 10 per minute per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await t.call('POST', '/api/ext/mail-service/send-email', {
        // One sender may write only a few messages an hour (CONTACT_LIMIT): these are ten people behind one address.
        body: message(SHOP, `Kiri ${i}`, `visitor${i}@example.com`),
        ip: '10.9.9.9',
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(
      (await t.call('POST', '/api/ext/mail-service/send-email', { body: message(SHOP), ip: '10.9.9.8' })).status,
    ).toBe(200);
  });

  it('lists the outbox as a page, newest first, with escaped text and clickable links', async () => {
    await t.call('POST', '/api/ext/mail-service/send-email', { body: message(SHOP, 'Viimane kiri') });
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html.indexOf('Viimane kiri')).toBeLessThan(html.indexOf('Minu koopia'));
    expect(html).toContain('<a href="https://shop.example.ee/ee/kleit">https://shop.example.ee/ee/kleit</a>');
    expect(html).toContain('&lt;b&gt;kohe&lt;/b&gt;');
    expect(html).not.toContain('<b>kohe</b>');
  });
});

describe.each(engines())('mail with an SMTP server on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every send fails, as with an SMTP server that is down.
    t = await openAccountApp(engine, { MAIL_FROM: SHOP, SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('hides the outbox pages when SMTP is configured', async () => {
    expect((await t.call('GET', '/api/dev/outbox')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });

  it('says the mail could not be sent; a reset answers as always (issue 13: the mail leaves after the reply)', async () => {
    const sent = await t.call('POST', '/api/ext/mail-service/send-email', { body: message(SHOP) });
    expect(sent).toMatchObject({ status: 500, body: { code: 500, result: MAIL_ERRORS.sendFailed } });
    const reset = await t.call('POST', '/api/user/reset-password', { body: { email: MARI } });
    expect(reset).toMatchObject({ status: 200, body: { code: 200, result: true } });
    await t.app.services.user.idle();
    expect(readdirSync(t.outboxDir)).toEqual([]);
  });
});
