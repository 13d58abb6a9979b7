// SPEC 7 change-password, reset-password, create-password / set-new-password; SPEC 8 messages (issue 4). The reset
// runs end to end through the outbox: the link is read from the mail the outbox holds.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxResponseSchema } from '../../src/domain/contract/mail';
import { USER_ERRORS } from '../../src/domain/contract/user';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const MARI = 'mari.maasikas@example.ee';
const JAAN = 'jaan.tamm@example.ee';
const JANIS = 'janis.berzins@example.lv';

describe.each(engines())('passwords on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine, { PUBLIC_URL: 'https://shop.example.ee' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.resetClock());

  // The reset mail leaves after the reply (issue 13): wait for it before reading the outbox.
  const outbox = async () => {
    await t.app.services.user.idle();
    return outboxResponseSchema.parse((await t.call('GET', '/api/dev/outbox')).body).result;
  };
  const resetLink = async (email: string) => {
    const mail = (await outbox()).find((m) => m.to === email);
    const link = mail?.text.match(/https:\/\/shop\.example\.ee\/(ee|lv)\/reset-password\/([\w-]+)/);
    if (!link?.[2]) throw new Error(`no reset link mailed to ${email}`);
    return { storeCode: link[1], token: link[2] };
  };

  describe('change-password (token)', () => {
    it('refuses a wrong current password with 400 (not 401, which would start a token refresh)', async () => {
      const { token } = await t.login(JANIS, DEMO_PASSWORD);
      const reply = await t.call('POST', '/api/user/change-password', {
        token,
        body: { currentPassword: 'Not-the-one-1', newPassword: 'Brand-new-pass-1' },
      });
      expect(reply).toMatchObject({ status: 400, body: { code: 400, result: USER_ERRORS.passwordMismatch } });
    });

    it('refuses a new password against SPEC 5 and bad payloads, naming the field', async () => {
      const { token } = await t.login(JANIS, DEMO_PASSWORD);
      const weak = await t.call('POST', '/api/user/change-password', {
        token,
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'weakpass' },
      });
      expect(weak).toMatchObject({ status: 400, body: { result: `newPassword: ${USER_ERRORS.passwordRules}` } });
      const missing = await t.call('POST', '/api/user/change-password', { token, body: { currentPassword: 'x' } });
      expect(missing.body.result).toMatch(/^newPassword: /);
      expect((await t.call('POST', '/api/user/change-password', { body: {} })).status).toBe(401);
    });

    it('changes the password, ends the old sessions and signs in with the new one only', async () => {
      const { token, refreshToken } = await t.login(JANIS, DEMO_PASSWORD);
      const reply = await t.call('POST', '/api/user/change-password', {
        token,
        tokenInQuery: true,
        body: { currentPassword: DEMO_PASSWORD, newPassword: 'Jaunā-parole-2' },
      });
      expect(reply).toMatchObject({ status: 200, body: { code: 200, result: true } });
      expect((await t.call('GET', '/api/user/me', { token })).status).toBe(401);
      expect((await t.call('POST', '/api/user/refresh', { body: { refreshToken } })).status).toBe(401);
      const old = await t.call('POST', '/api/user/login', { body: { username: JANIS, password: DEMO_PASSWORD } });
      expect(old).toMatchObject({ status: 401, body: { result: USER_ERRORS.invalidLogin } });
      await t.login(JANIS, 'Jaunā-parole-2');
    });
  });

  describe('reset-password and create-password', () => {
    it('mails a one-hour link; the token read from the outbox sets a new password, once', async () => {
      const before = await t.login(MARI, DEMO_PASSWORD);
      const reply = await t.call('POST', '/api/user/reset-password', { body: { email: 'Mari.Maasikas@example.ee' } });
      expect(reply).toMatchObject({ status: 200, body: { code: 200, result: true } });
      const { storeCode, token } = await resetLink(MARI);
      expect(storeCode).toBe('ee');
      expect(token.length).toBeGreaterThanOrEqual(43);
      // Stored hashed only.
      expect(await t.rows(sql`select id from password_resets where token_hash = ${token}`)).toEqual([]);

      const created = await t.call('POST', '/api/user/create-password', {
        body: { email: MARI, newPassword: 'Uus-parool-3', resetToken: token },
      });
      expect(created).toMatchObject({ status: 200, body: { result: true } });
      await t.login(MARI, 'Uus-parool-3');
      expect(
        (await t.call('POST', '/api/user/login', { body: { username: MARI, password: DEMO_PASSWORD } })).status,
      ).toBe(401);
      // The sessions from before the reset are over.
      expect((await t.call('GET', '/api/user/me', { token: before.token })).status).toBe(401);
      // A used link is spent (SPEC 8 'reset link expired').
      const again = await t.call('POST', '/api/user/set-new-password', {
        body: { email: MARI, newPassword: 'Veel-uus-4', resetToken: token },
      });
      expect(again).toMatchObject({ status: 400, body: { result: USER_ERRORS.resetExpired } });
    });

    it('uses the store code of the request in the link and set-new-password as the same call', async () => {
      await t.call('POST', '/api/user/reset-password', { body: { email: JANIS, storeCode: 'lv' } });
      const { storeCode, token } = await resetLink(JANIS);
      expect(storeCode).toBe('lv');
      const weak = await t.call('POST', '/api/user/set-new-password', {
        body: { email: JANIS, newPassword: 'short', resetToken: token },
      });
      expect(weak).toMatchObject({ status: 400, body: { result: `newPassword: ${USER_ERRORS.passwordLength}` } });
      const reply = await t.call('POST', '/api/user/set-new-password', {
        body: { email: JANIS, newPassword: 'Vēl-jauna-5', resetToken: token },
      });
      expect(reply.status).toBe(200);
      await t.login(JANIS, 'Vēl-jauna-5');
    });

    it('refuses an expired link (older than one hour) and a token of another address', async () => {
      await t.call('POST', '/api/user/reset-password', { body: { email: JAAN } });
      const { token } = await resetLink(JAAN);
      const otherEmail = await t.call('POST', '/api/user/create-password', {
        body: { email: MARI, newPassword: 'Kellegi-teise-6', resetToken: token },
      });
      expect(otherEmail).toMatchObject({ status: 400, body: { result: USER_ERRORS.resetExpired } });
      t.advance(3601);
      const expired = await t.call('POST', '/api/user/create-password', {
        body: { email: JAAN, newPassword: 'Hilinenud-7', resetToken: token },
      });
      expect(expired).toMatchObject({ status: 400, body: { code: 400, result: USER_ERRORS.resetExpired } });
      await t.login(JAAN, DEMO_PASSWORD);
    });

    it('replaces an earlier link with the newest one', async () => {
      await t.call('POST', '/api/user/reset-password', { body: { email: JAAN } });
      const first = await resetLink(JAAN);
      await t.call('POST', '/api/user/reset-password', { body: { email: JAAN } });
      const second = await resetLink(JAAN);
      expect(second.token).not.toBe(first.token);
      const old = await t.call('POST', '/api/user/create-password', {
        body: { email: JAAN, newPassword: 'Vana-link-8', resetToken: first.token },
      });
      expect(old.body.result).toBe(USER_ERRORS.resetExpired);
    });

    it('answers an unknown address like a known one and mails nothing (issue 13, not SPEC 8 "email not existing")', async () => {
      const count = (await outbox()).length;
      const reply = await t.call('POST', '/api/user/reset-password', { body: { email: 'nobody@example.ee' } });
      expect(reply).toMatchObject({ status: 200, body: { code: 200, result: true } });
      expect((await outbox()).length).toBe(count);
    });

    it('answers 400 naming the field for bad payloads', async () => {
      expect((await t.call('POST', '/api/user/reset-password', { body: { email: 'x' } })).body.result).toMatch(
        /^email: /,
      );
      expect(
        (await t.call('POST', '/api/user/reset-password', { body: { email: MARI, storeCode: 'fi' } })).body.result,
      ).toMatch(/^storeCode: /);
      const noToken = await t.call('POST', '/api/user/create-password', {
        body: { email: MARI, newPassword: 'A-b-c-1234' },
      });
      expect(noToken).toMatchObject({ status: 400 });
      expect(noToken.body.result).toMatch(/^resetToken: /);
    });
  });
});
