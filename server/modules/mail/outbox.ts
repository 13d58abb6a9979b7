// Issue 18: the durable mail outbox. A mail the shop owes (an order's confirmation, a bought gift card's code) is
// recorded as a row of `mail_outbox` (migration 0016) in the same statement or transaction as what it tells about,
// so a crash after the order committed cannot lose it and a rolled-back order never mails. A worker in every shop
// process delivers the due rows through the mail service (SMTP, or the outbox folder without SMTP_URL) and marks
// each one sent:
// - a claim takes up to BATCH due rows with FOR UPDATE SKIP LOCKED and sets their next attempt a lease ahead, in one
//   statement: another instance (or a second run here) never takes a row that is being delivered;
// - a delivered row is marked sent (`where sent_at is null`: once); a failed one gets its next attempt later
//   (back-off), with the failure's kind only (an SMTP answer can quote the address: nothing personal is stored);
// - a process that dies between delivery and marking leaves its rows until the lease ends; they are delivered again
//   under the same id (the same file in the folder, the same Message-ID over SMTP), never as a second mail;
// - an order's confirmation is rendered from the stored order at delivery (its number is only known to the
//   statement that inserts it); the unique (order_id) of 'order-confirmation' rows keeps it to one per order.
// The worker runs when this process recorded a mail (a nudge, so a burst of orders is delivered in batches), every
// POLL_MS for rows of other instances and retries, and once more when the app closes (drain).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMail } from '../../../src/domain/contract/mail';
import { type Db, rowsOf } from '../../db/client';
import type { OrderPayload } from '../../db/schema';
import { orderConfirmationMail } from '../order/confirmation-mail';
import { storedConfirmation } from '../order/stored-confirmation';
import { type Mail, type MailService, outboxStamp } from './service';

/** Rows one claim takes. */
const BATCH = 100;
/** How long a claimed row is left to the worker that took it (SMTP's own timeouts are shorter). */
const LEASE_SECONDS = 600;
/** How often the worker looks for rows it was not nudged about (other instances' rows, retries, a restart). */
const POLL_MS = 5_000;
/** A nudge waits this long, so the mails of a burst of orders go out in one batch. */
const NUDGE_DELAY_MS = 100;

/** Seconds until the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … at most an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

export interface MailOutbox {
  /** Records rendered mails in the caller's transaction; they are delivered after it commits (then nudge()). */
  enqueue(tx: Db, mails: readonly Mail[], now: Date): Promise<void>;
  /** Records the confirmation of an order in the caller's transaction (once per order). */
  enqueueOrderConfirmation(tx: Db, orderId: number, now: Date): Promise<void>;
  /** A mail was recorded and committed: deliver soon. */
  nudge(): void;
  /** One claim and its deliveries; the number of rows claimed. */
  deliverDue(): Promise<number>;
  /** Delivers until nothing is due (waits for a run in progress first): tests, the dev outbox, shutdown. */
  drain(): Promise<void>;
  /** Polls every POLL_MS and delivers what was left at the start. */
  start(): void;
  /** Stops polling and drains. */
  stop(): Promise<void>;
}

export interface MailOutboxOptions {
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** Tests: no worker at all (a process that stops before delivering). */
  autoDeliver?: boolean;
}

interface ClaimedRow {
  id: number | string;
  kind: 'mail' | 'order-confirmation';
  mail: Mail | null;
  queued_at: Date | string;
  attempts: number;
  increment_id: string | null;
  store_code: string | null;
  email: string | null;
  payload: OrderPayload | null;
  subtotal: number | string | null;
  shipping: number | string | null;
  discount: number | string | null;
  tax: number | string | null;
  grand_total: number | string | null;
}

/** The outbox id of a row: its date (the folder sorts by name), then the row's own number. */
export const outboxMailId = (id: number, queuedAt: Date) => `${outboxStamp(queuedAt)}-q${String(id).padStart(10, '0')}`;

export function createMailOutbox(db: Db, mail: Pick<MailService, 'deliver' | 'from'>, options: MailOutboxOptions = {}) {
  const autoDeliver = options.autoDeliver ?? true;
  let running: Promise<number> | undefined;
  let nudged: ReturnType<typeof setTimeout> | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  /** The mail a claimed row stands for; null when there is nothing to send (an order without an e-mail). */
  async function render(row: ClaimedRow): Promise<Mail | null> {
    if (row.kind === 'mail') return row.mail;
    if (row.payload === null || row.increment_id === null) return null;
    const confirmed = await storedConfirmation(db, {
      incrementId: row.increment_id,
      storeCode: row.store_code ?? 'ee',
      email: row.email,
      payload: row.payload,
      subtotal: Number(row.subtotal),
      shipping: Number(row.shipping),
      discount: Number(row.discount),
      tax: Number(row.tax),
      grandTotal: Number(row.grand_total),
    });
    return confirmed ? orderConfirmationMail(confirmed) : null;
  }

  async function claimAndDeliver(): Promise<number> {
    const claimed = rowsOf<ClaimedRow>(
      await db.execute(sql`
        with due as (
          select id from mail_outbox
          where sent_at is null and next_attempt_at <= now()
          order by id
          limit ${BATCH}
          for update skip locked
        ),
        claimed as (
          update mail_outbox m
          set attempts = m.attempts + 1, next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
          from due where m.id = due.id
          returning m.id, m.kind, m.order_id, m.mail, m.queued_at, m.attempts
        )
        select c.id, c.kind, c.mail, c.queued_at, c.attempts, o.increment_id, o.store_code, o.email, o.payload,
          o.subtotal, o.shipping, o.discount, o.tax, o.grand_total
        from claimed c left join orders o on o.id = c.order_id
        order by c.id`),
    );
    if (!claimed.length) return 0;
    const sent: number[] = [];
    const failed: { id: number; attempts: number; error: string }[] = [];
    await Promise.all(
      claimed.map(async (row) => {
        const id = Number(row.id);
        try {
          const rendered = await render(row);
          if (rendered) {
            const queuedAt = new Date(row.queued_at);
            const record: OutboxMail = {
              id: outboxMailId(id, queuedAt),
              date: queuedAt.toISOString(),
              from: mail.from,
              ...rendered,
            };
            await mail.deliver(record);
          }
          sent.push(id);
        } catch (error) {
          failed.push({ id, attempts: row.attempts, error: error instanceof Error ? error.name : typeof error });
        }
      }),
    );
    if (sent.length) {
      await db.execute(
        sql`update mail_outbox set sent_at = now(), last_error = null
            where id = any(${`{${sent.join(',')}}`}::bigint[]) and sent_at is null`,
      );
    }
    for (const failure of failed) {
      // The kind of failure only: the mail's address and text stay out of the log (issue 13).
      options.log?.error({ mailId: failure.id, err: { name: failure.error } }, 'outbox mail not delivered; retried');
      await db.execute(
        sql`update mail_outbox set last_error = ${failure.error},
              next_attempt_at = now() + make_interval(secs => ${retryDelaySeconds(failure.attempts)})
            where id = ${failure.id} and sent_at is null`,
      );
    }
    return claimed.length;
  }

  /** One run at a time in this process; a run asked for during another starts after it. */
  function run(): Promise<number> {
    const previous = running ?? Promise.resolve(0);
    const next = previous
      .catch(() => 0)
      .then(claimAndDeliver)
      .finally(() => {
        if (running === next) running = undefined;
      });
    running = next;
    return next;
  }

  /** Runs until a claim takes less than a full batch (a burst leaves more than one batch due). */
  async function runUntilIdle(): Promise<void> {
    while ((await run()) === BATCH) {
      // more due
    }
  }

  const background = () => {
    runUntilIdle().catch((error: unknown) => {
      options.log?.error(
        { err: { name: error instanceof Error ? error.name : typeof error } },
        'mail outbox run failed',
      );
    });
  };

  const outbox: MailOutbox = {
    async enqueue(tx, mails, now) {
      for (const entry of mails) {
        await tx.execute(
          sql`insert into mail_outbox (kind, mail, queued_at) values ('mail', ${JSON.stringify(entry)}::jsonb, ${now.toISOString()}::timestamptz)`,
        );
      }
    },
    async enqueueOrderConfirmation(tx, orderId, now) {
      await tx.execute(
        sql`insert into mail_outbox (kind, order_id, queued_at)
            values ('order-confirmation', ${orderId}, ${now.toISOString()}::timestamptz)
            on conflict (order_id) where kind = 'order-confirmation' do nothing`,
      );
    },
    nudge() {
      if (!autoDeliver || stopped || nudged) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        background();
      }, NUDGE_DELAY_MS);
    },
    deliverDue: run,
    async drain() {
      // A run in progress may hold rows claimed before the caller's mail was committed: wait for it, then go on.
      if (running) await running.catch(() => 0);
      await runUntilIdle();
    },
    start() {
      if (!autoDeliver || poll) return;
      background();
      poll = setInterval(background, POLL_MS);
      poll.unref();
    },
    async stop() {
      if (poll) clearInterval(poll);
      poll = undefined;
      if (nudged) clearTimeout(nudged);
      nudged = undefined;
      if (!autoDeliver) return;
      stopped = true;
      await outbox.drain();
    },
  };
  return outbox;
}
