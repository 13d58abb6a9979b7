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

export function createMailService(options: MailOptions): MailService {
  const clock = options.clock ?? (() => new Date());
  const outboxListed = options.listOutbox ?? !options.smtpUrl;
  let sequence = 0;
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  const smtp = () => {
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(options.smtpUrl));
    return transport;
  };

  // Issue 18: the folder is made once, not before every mail (every order writes one); a failed write makes it again.
  let outboxReady: Promise<unknown> | undefined;
  const writeOutbox = async (mail: OutboxMail) => {
    outboxReady ??= mkdir(options.outboxDir, { recursive: true });
    try {
      await outboxReady;
    } catch (error) {
      outboxReady = undefined;
      throw error;
    }
    const file = join(options.outboxDir, `${mail.id}.json`);
    const text = `${JSON.stringify(mail, null, 2)}\n`;
    try {
      await writeFile(file, text);
    } catch {
      // The folder was removed while the shop ran (a test cleaning up, an operator): made again, written again.
      outboxReady = undefined;
      await mkdir(options.outboxDir, { recursive: true });
      await writeFile(file, text);
    }
  };

  return {
    from: options.from,
    outboxListed,
    outboxDir: options.outboxDir,
    async send(mail) {
      const date = clock();
      // Time, then a sequence (mails of the same millisecond keep their order), then randomness (no guessing).
      sequence += 1;
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      const id = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
      const record: OutboxMail = { id, date: date.toISOString(), from: options.from, ...mail };
      try {
        if (options.smtpUrl) {
          await (await smtp()).sendMail({ ...mail, from: options.from });
          if (outboxListed) await writeOutbox(record);
        } else {
          await writeOutbox(record);
        }
      } catch (error) {
        throw new MailSendError(error);
      }
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
