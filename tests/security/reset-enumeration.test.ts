// Issue 13 finding 13 "Enumeration and mail flooding": reset-password answers known and unknown addresses alike
// (same status and body, and without waiting for the mail), sends at most RESET_MAILS_PER_HOUR (default 3) mails
// per address an hour, and the newsletter is left only through the signed link of its mails or, for a signed-in
// customer, for the own address: nobody unsubscribes someone else.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { type AccountApp, openAccountApp, sql } from '../api/user-fixtures';
import { engines } from '../helpers/db';

describe.each(engines())('reset enumeration, mail flooding and unsubscribe links on $name', (engine) => {
  let t: AccountApp;
  beforeAll(async () => {
    t = await openAccountApp(engine, { PUBLIC_URL: 'https://shop.example.ee' });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(() => t.resetClock());

  const mailsTo = async (address: string) => {
    await t.app.services.user.idle();
    return (await t.app.services.mail.outbox()).filter((m) => m.to === address);
  };
  const reset = (email: string) => t.call('POST', '/api/user/reset-password', { body: { email } });

  describe('reset-password', () => {
    it('answers an unknown address exactly like a known one', async () => {
      const known = await reset('mari.maasikas@example.ee');
      const unknown = await reset('nobody.here@example.ee');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      expect(known).toMatchObject({ status: 200, body: { code: 200, result: true } });
      expect(await mailsTo('mari.maasikas@example.ee')).toHaveLength(1);
      expect(await mailsTo('nobody.here@example.ee')).toEqual([]);
    });

    it('answers before the mail is sent, so the time taken tells nothing either', async () => {
      const mail = t.app.services.mail;
      const send = mail.send;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let sent = false;
      mail.send = async (message) => {
        await held;
        sent = true;
        return send(message);
      };
      try {
        const reply = await Promise.race([
          reset('jaan.tamm@example.ee'),
          new Promise((resolve) => setTimeout(() => resolve('waited for the mail'), 5000)),
        ]);
        expect(reply).toMatchObject({ status: 200, body: { result: true } });
        expect(sent).toBe(false);
      } finally {
        release();
        mail.send = send;
      }
      expect(await mailsTo('jaan.tamm@example.ee')).toHaveLength(1);
    });

    it('sends at most 3 reset mails per address an hour, answering every request the same', async () => {
      const address = 'liga.ozola@example.lv';
      const replies = [];
      for (let i = 0; i < 6; i++) replies.push(await reset(address));
      expect(new Set(replies.map((reply) => JSON.stringify([reply.status, reply.body])))).toEqual(
        new Set([JSON.stringify([200, { code: 200, result: true }])]),
      );
      expect(await mailsTo(address)).toHaveLength(3);
      t.advance(3601);
      await reset(address);
      expect(await mailsTo(address)).toHaveLength(4);
    });
  });

  describe('newsletter unsubscribe', () => {
    const PATH = '/api/ext/mailchimp-subscribe/subscribe';
    const statusOf = async (email: string) =>
      (await t.rows<{ status: string }>(sql`select status from newsletter_subscribers where email = ${email}`))[0]
        ?.status;

    it('refuses an anonymous DELETE of any address and keeps the subscription', async () => {
      await t.app.services.newsletter.subscribe('reader@example.ee', 'ee');
      const reply = await t.call('DELETE', PATH, { body: { email: 'reader@example.ee' } });
      expect(reply.status).toBe(401);
      expect(await statusOf('reader@example.ee')).toBe('subscribed');
    });

    it("lets a signed-in customer unsubscribe the own address only, not someone else's", async () => {
      await t.app.services.newsletter.subscribe('janis.berzins@example.lv', 'lv');
      await t.app.services.newsletter.subscribe('other.reader@example.lv', 'lv');
      const { token } = await t.login('janis.berzins@example.lv', DEMO_PASSWORD);
      const other = await t.call('DELETE', PATH, { token, body: { email: 'other.reader@example.lv' } });
      expect(other.status).toBe(403);
      expect(await statusOf('other.reader@example.lv')).toBe('subscribed');
      const own = await t.call('DELETE', PATH, { token, body: { email: 'janis.berzins@example.lv' } });
      expect(own).toMatchObject({ status: 200, body: { result: 'unsubscribed' } });
      expect(await statusOf('janis.berzins@example.lv')).toBe('unsubscribed');
    });

    it('mails a signed unsubscribe link that unsubscribes that address only, and refuses a forged one', async () => {
      await t.app.services.newsletter.subscribe('signed.reader@example.lv', 'lv');
      await t.app.services.newsletter.subscribe('victim@example.lv', 'lv');
      const [mail] = await mailsTo('signed.reader@example.lv');
      const link = mail?.text.match(/https:\/\/shop\.example\.ee(\/newsletter\/unsubscribe\?\S+)/)?.[1];
      expect(link).toBeDefined();
      const url = new URL(`http://x${link}`);
      expect(url.searchParams.get('email')).toBe('signed.reader@example.lv');
      // Opening the link only asks (mail scanners open links); the button posts.
      const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('lang="lv"');
      expect(await statusOf('signed.reader@example.lv')).toBe('subscribed');
      // The signature of one address does not unsubscribe another.
      const forged = new URLSearchParams(url.search);
      forged.set('email', 'victim@example.lv');
      const refused = await t.app.inject({ method: 'POST', url: `${url.pathname}?${forged}` });
      expect(refused.statusCode).toBe(400);
      expect(await statusOf('victim@example.lv')).toBe('subscribed');
      const done = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      expect(await statusOf('signed.reader@example.lv')).toBe('unsubscribed');
    });

    it('keeps a generated signing secret in the database when NEWSLETTER_SECRET is unset, never a fixed default', async () => {
      const rows = await t.rows<{ name: string; value: string }>(sql`select name, value from app_secrets`);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.value.length).toBeGreaterThanOrEqual(43);
    });
  });
});
