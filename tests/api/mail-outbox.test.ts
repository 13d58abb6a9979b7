// Issue 18: the durable mail outbox (server/modules/mail/outbox.ts, migration 0016). An accepted order's confirmation
// is recorded by the order's own statement; a shop process that stops before delivering leaves it in the database,
// and the next process delivers it, once: a replayed order, a delivery repeated after a crash, two instances draining
// at the same time and an SMTP server that is down never make a second mail or lose one. On PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { type Database, rowsOf } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed';
import { type OrderRequest, orderResponseSchema } from '../../src/domain/contract/order';
import { SEED_NOW } from '../helpers/app';
import { engines } from '../helpers/db';
import { orderBody } from './cart-fixtures';

type App = Awaited<ReturnType<typeof buildApp>>;

describe.each(engines())('the mail outbox on $name', (engine) => {
  let database: Database;
  let sku: string;
  let mediaDir: string;
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-outbox-test-'));
    folders.push(dir);
    return dir;
  };
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
  const mailsIn = (dir: string) =>
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({
        file,
        ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as { to: string; subject: string }),
      }));

  /** A shop process on the shared database; `autoDeliver: false` stops before its worker runs (a crash). */
  const shop = (outboxDir: string, options: { autoDeliver?: boolean; smtpUrl?: string } = {}) =>
    buildApp({
      config: { LOG_LEVEL: 'silent', NODE_ENV: 'test', ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}) },
      database,
      mediaDir,
      outboxDir,
      clock: () => SEED_NOW,
      mailOutbox: { autoDeliver: options.autoDeliver },
    });
  const place = async (app: App, body: OrderRequest) => {
    const reply = await app.inject({ method: 'POST', url: '/api/order', payload: body });
    expect(reply.statusCode, reply.body).toBe(200);
    return orderResponseSchema.parse(reply.json()).result;
  };
  const outboxRow = async (orderNumber: string) =>
    (
      await rows<{ attempts: number; sent: boolean; last_error: string | null }>(
        sql`select m.attempts, m.sent_at is not null as sent, m.last_error
            from mail_outbox m join orders o on o.id = m.order_id
            where o.increment_id = ${orderNumber} and m.kind = 'order-confirmation'`,
      )
    )[0];

  beforeAll(async () => {
    database = await engine.open();
    mediaDir = folder();
    await seedDatabase(database.db, { now: SEED_NOW });
    const [row] = await rows<{ sku: string }>(
      sql`select v.sku from product_variants v join products p on p.sku = v.parent_sku and p.store_code = 'ee'
          where v.status = 1 and p.status = 1 order by v.sku limit 1`,
    );
    sku = row?.sku ?? '';
    await database.db.execute(
      sql`update stock_items set qty = 1000, is_in_stock = true, manage_stock = true where sku = ${sku}`,
    );
  });
  afterAll(async () => {
    await database?.close();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a confirmation recorded before a crash and delivers it once after the restart', async () => {
    const dir = folder();
    const email = 'restart@example.ee';
    const body = orderBody([{ sku, qty: 1 }], { email });
    const crashing = await shop(dir, { autoDeliver: false });
    const placed = await place(crashing, body);
    // The process stops before its worker ran: nothing was delivered, the mail is in the database.
    await crashing.close();
    expect(mailsIn(dir)).toEqual([]);
    expect(await outboxRow(placed.orderNumber)).toMatchObject({ attempts: 0, sent: false });

    const restarted = await shop(dir);
    try {
      await restarted.services.mailOutbox.drain();
      const mails = mailsIn(dir).filter((mail) => mail.to === email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Tellimus ${placed.orderNumber} on vastu võetud`);
      expect(await outboxRow(placed.orderNumber)).toMatchObject({ attempts: 1, sent: true });

      // The same order sent again answers the first result and mails nothing more.
      expect(await place(restarted, body)).toEqual(placed);
      // A process that died after delivering but before marking it sent: its lease ends, the mail goes again under
      // the same id, which is the same file (over SMTP: the same Message-ID), not a second mail.
      await database.db.execute(
        sql`update mail_outbox set sent_at = null, next_attempt_at = now() - interval '1 second'
            where order_id = ${placed.backendOrderId}`,
      );
      await restarted.services.mailOutbox.drain();
      expect(mailsIn(dir).filter((mail) => mail.to === email)).toEqual(mails);
      expect(await outboxRow(placed.orderNumber)).toMatchObject({ attempts: 2, sent: true });
    } finally {
      await restarted.close();
    }
  });

  it('shares the due mails between two instances: each delivered by one of them', async () => {
    const paused = await shop(folder(), { autoDeliver: false });
    // One e-mail per order (the order rate limit counts per e-mail, issue 13).
    const email = (n: number) => `two-instances-${n}@example.ee`;
    const placed = [];
    for (let n = 0; n < 12; n++) placed.push(await place(paused, orderBody([{ sku, qty: 1 }], { email: email(n) })));
    await paused.close();
    const [dirA, dirB] = [folder(), folder()];
    const [a, b] = [await shop(dirA, { autoDeliver: false }), await shop(dirB, { autoDeliver: false })];
    try {
      await Promise.all([a.services.mailOutbox.drain(), b.services.mailOutbox.drain()]);
      const subjects = [...mailsIn(dirA), ...mailsIn(dirB)]
        .filter((mail) => mail.to.startsWith('two-instances-'))
        .map((mail) => mail.subject)
        .sort();
      expect(subjects).toEqual(placed.map((order) => `Tellimus ${order.orderNumber} on vastu võetud`).sort());
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('tries again later when the SMTP server is down, without losing the mail', async () => {
    const dir = folder();
    const email = 'smtp-down@example.ee';
    // Nothing listens on port 1: every delivery fails, as with an SMTP server that is down.
    const down = await shop(dir, { smtpUrl: 'smtp://127.0.0.1:1' });
    let placed: Awaited<ReturnType<typeof place>>;
    try {
      placed = await place(down, orderBody([{ sku, qty: 1 }], { email }));
      await down.services.mailOutbox.drain();
      // The failure's kind only (an SMTP answer can quote the address), and the next attempt later.
      expect(await outboxRow(placed.orderNumber)).toMatchObject({
        attempts: 1,
        sent: false,
        last_error: 'MailSendError',
      });
      const [due] = await rows<{ later: boolean }>(
        sql`select next_attempt_at > now() as later from mail_outbox where order_id = ${placed.backendOrderId}`,
      );
      expect(due?.later).toBe(true);
    } finally {
      await down.close();
    }
    // The retry's time has come, on a shop whose mail works: delivered, once.
    await database.db.execute(
      sql`update mail_outbox set next_attempt_at = now() where order_id = ${placed.backendOrderId}`,
    );
    const up = await shop(dir);
    try {
      await up.services.mailOutbox.drain();
      expect(mailsIn(dir).filter((mail) => mail.to === email)).toHaveLength(1);
      expect(await outboxRow(placed.orderNumber)).toMatchObject({ attempts: 2, sent: true, last_error: null });
    } finally {
      await up.close();
    }
  });
});
