// Settings from the environment, validated once with zod (ARCHITECTURE §2). Defaults are safe for a local
// shop; nothing secret has a default. A bad variable stops the start with a message naming each one.
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/.+/.test(value), 'a postgres:// or postgresql:// connection URL');

const smtpUrl = z.string().refine((value) => /^smtps?:\/\/.+/.test(value), 'an smtp:// or smtps:// URL');

const seconds = (fallback: number) =>
  z.coerce
    .number({ error: 'a whole number of seconds of at least 1' })
    .int('a whole number of seconds of at least 1')
    .min(1, 'a whole number of seconds of at least 1')
    .default(fallback);

const redisUrl = z.string().refine((value) => /^rediss?:\/\/.+/.test(value), 'a redis:// or rediss:// URL');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'a whole number from 1 to 65535' })
    .int('a whole number from 1 to 65535')
    .min(1, 'a whole number from 1 to 65535')
    .max(65535, 'a whole number from 1 to 65535')
    .default(3000),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  REDIS_URL: redisUrl.optional(),
  /** The public origin used in absolute links (mails, payment returns). */
  PUBLIC_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
  /** Secret of GET /invalidate; unset means the endpoint is off (no shared default key). */
  INVALIDATE_KEY: z.string().min(16, 'at least 16 characters').optional(),
  OUTPUT_CACHE: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: booleanFlag.default(true),
  /** SPEC 9 offline_orders.automatic_transmission_enabled: queued offline orders leave without the shopper's
   * confirmation when the network is back (SPEC 4: off by default). */
  OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION: booleanFlag.default(false),
  // ---- Accounts and mail (ARCHITECTURE §4 "Accounts", §7 "mail") ----
  /** Lifetime of an access token; the client refreshes it with its refresh token (SPEC 4 "User token lock"). */
  ACCESS_TOKEN_TTL_SECONDS: seconds(900),
  /** Lifetime of a refresh token (single use, rotated on every refresh). Default 30 days. */
  REFRESH_TOKEN_TTL_SECONDS: seconds(30 * 24 * 3600),
  /** Issue 13 finding 10: a spent refresh token still answers the pair it was exchanged for this long (two tabs
   * refreshing at once); 0 turns the grace off. A reuse after the window revokes the token family. */
  REFRESH_GRACE_SECONDS: z.coerce
    .number({ error: 'a whole number of seconds from 0 to 300' })
    .int('a whole number of seconds from 0 to 300')
    .min(0, 'a whole number of seconds from 0 to 300')
    .max(300, 'a whole number of seconds from 0 to 300')
    .default(30),
  /** Issue 13 finding 13: password reset mails per address an hour; further requests get the same answer, no mail. */
  RESET_MAILS_PER_HOUR: z.coerce
    .number({ error: 'a whole number from 1 to 100' })
    .int('a whole number from 1 to 100')
    .min(1, 'a whole number from 1 to 100')
    .max(100, 'a whole number from 1 to 100')
    .default(3),
  /** Issue 13 finding 13: the key of the newsletter mails' signed unsubscribe links (HMAC-SHA256). Unset: a random
   * key is generated once and kept in the database (table app_secrets), shared by every instance. */
  NEWSLETTER_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  /** SMTP server for outgoing mail (smtp://user:pass@host:587); unset: mails go to the outbox folder. */
  SMTP_URL: smtpUrl.optional(),
  /** The shop's own address: the sender of every mail and the only free target of the mail-service call. */
  MAIL_FROM: z.email({ error: 'an e-mail address' }).default('shop@roivas.example'),
  /** The outbox pages GET /dev/outbox and /api/dev/outbox; default: on exactly when SMTP_URL is unset. */
  DEV_OUTBOX: booleanFlag.optional(),
  /** Mailchimp Marketing API for the newsletter; both unset: the local subscriber list. */
  MAILCHIMP_API_KEY: z
    .string()
    .regex(/^[0-9a-z]+-[a-z]+[0-9]+$/, 'a Mailchimp API key (<key>-<datacenter>, e.g. abc123-us21)')
    .optional(),
  MAILCHIMP_LIST_ID: z.string().min(1).optional(),
  /** Another Mailchimp API origin (tests: a local fake); default https://<datacenter>.api.mailchimp.com. */
  MAILCHIMP_API_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing every bad variable and what it expects. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(relevant);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '?');
    return `${key}=${JSON.stringify(env[key] ?? '')}: expected ${issue.message}`;
  });
  throw new ConfigError(problems);
}
