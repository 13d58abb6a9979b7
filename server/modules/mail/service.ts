// The shop's outgoing mail (SPEC 7 mail service; ARCHITECTURE §7 "payments, mail: sandboxes, outbox folder"):
// SMTP through nodemailer when SMTP_URL is set; otherwise every mail is written as JSON to the outbox folder
// (DATA_DIR/outbox), which GET /dev/outbox lists so password reset works end to end on a local shop.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutboxMail } from '../../../src/domain/contract/mail';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailService {
  /** The shop's own address: the sender of every mail. */
  readonly from: string;
  /** Whether the outbox pages are served (DEV_OUTBOX, default: no SMTP). */
  readonly outboxListed: boolean;
  readonly outboxDir: string;
  send(mail: Mail): Promise<OutboxMail>;
  /**
   * Issue 18: delivers a mail of the durable outbox (./outbox.ts) under the id the outbox gave it: delivered again
   * after a crash, it is the same file in the folder and the same Message-ID over SMTP. Throws MailSendError.
   */
  deliver(record: OutboxMail): Promise<void>;
  /** The outbox, newest first. */
  outbox(): Promise<OutboxMail[]>;
}

export interface MailOptions {
  from: string;
  outboxDir: string;
  smtpUrl?: string;
  /** Default: listed exactly when there is no SMTP server. */
  listOutbox?: boolean;
  clock?: () => Date;
}

export class MailSendError extends Error {
  constructor(cause: unknown) {
    super(`Sending mail failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MailSendError';
  }
}

/** The start of a mail's id: its date, sortable as a file name. */
export const outboxStamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

export function createMailService(options: MailOptions): MailService {
  const clock = options.clock ?? (() => new Date());
  const outboxListed = options.listOutbox ?? !options.smtpUrl;
  let sequence = 0;
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  const smtp = () => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(options.smtpUrl));
    return transport;
  };

  // Issue 18: the folder is made once, not before every mail; a failed write makes it again. The file is written
  // through the thread pool: creating a file is a journaled disk write (about a millisecond on the bench's machine),
  // which done synchronously took a third of the main thread's time at 500 orders/s (tests/bench/README.md).
  let outboxReady: Promise<unknown> | undefined;
  const writeOutbox = async (mail: OutboxMail) => {
    const file = join(options.outboxDir, `${mail.id}.json`);
    const text = `${JSON.stringify(mail, null, 2)}\n`;
    outboxReady ??= mkdir(options.outboxDir, { recursive: true });
    await outboxReady;
    try {
      await writeFile(file, text);
    } catch {
      // The folder was removed while the shop ran (a test cleaning up, an operator): made again, written again.
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(file, text);
    }
  };

  const domain = options.from.split('@')[1] ?? 'localhost';
  const deliver = async (record: OutboxMail) => {
    try {
      if (options.smtpUrl) {
        const { id, date: _date, ...mail } = record;
        await (await smtp()).sendMail({ ...mail, from: options.from, messageId: `<${id}@${domain}>` });
        if (outboxListed) await writeOutbox(record);
      } else {
        await writeOutbox(record);
      }
    } catch (error) {
      throw new MailSendError(error);
    }
  };

  return {
    from: options.from,
    outboxListed,
    outboxDir: options.outboxDir,
    deliver,
    async send(mail) {
      const date = clock();
      // Time, then a sequence (mails of the same millisecond keep their order), then randomness (no guessing).
      sequence += 1;
      const stamp = outboxStamp(date);
      const id = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const record: OutboxMail = { id, date: date.toISOString(), from: options.from, ...mail };
      await deliver(record);
      return record;
    },
    async outbox() {
      const names = await readdir(options.outboxDir).catch(() => [] as string[]);
      const files = names
        .filter((name) => name.endsWith('.json'))
        .sort()
        .reverse();
      const mails = await Promise.all(
        files.map(async (name) => JSON.parse(await readFile(join(options.outboxDir, name), 'utf8')) as OutboxMail),
      );
      return mails;
    },
  };
}
