// Settings from the environment, validated once with zod (ARCHITECTURE §2). Defaults are safe for a local
// shop; nothing secret has a default. A bad variable stops the start with a message naming each one.
import { isIP } from 'node:net';
import { z } from 'zod';
import { isPublicProduction } from './exposure';

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

const count = (fallback: number) =>
  z.coerce
    .number({ error: 'a whole number of at least 1' })
    .int('a whole number of at least 1')
    .min(1, 'a whole number of at least 1')
    .default(fallback);

const redisUrl = z.string().refine((value) => /^rediss?:\/\/.+/.test(value), 'a redis:// or rediss:// URL');

const TRUST_PROXY_EXPECTED =
  'a hop count (1, 2 …) or a comma list of proxy addresses and CIDRs (10.0.0.1, 10.0.0.0/8, loopback)';

/** A proxy address, a CIDR block, or one of proxy-addr's names for the loopback and private ranges. */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Issue 13 finding 2: which proxies may name the client in X-Forwarded-For (Fastify's trustProxy). Unset: none,
 * the client is the socket's peer. A number: that many hops in front of the shop. Otherwise the proxies' addresses.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined) return false;
    const trimmed = value.trim();
    if (/^\d+$/.test(trimmed) && Number(trimmed) >= 1) return Number(trimmed);
    const entries = trimmed
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length && entries.every(isProxyAddress)) return entries;
    ctx.issues.push({ code: 'custom', message: TRUST_PROXY_EXPECTED, input: value });
    return z.NEVER;
  });

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
  TRUST_PROXY: trustProxy,
  /** The public origin used in absolute links (mails, payment returns). */
  PUBLIC_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
  /** Secret of GET /invalidate; unset means the endpoint is off (no shared default key). */
  INVALIDATE_KEY: z.string().min(16, 'at least 16 characters').optional(),
  /** Issue 16: secret of the owner's CMS writes (PUT /api/ext/cms-data/…); unset means they are off. */
  CMS_ADMIN_KEY: z.string().min(32, 'at least 32 characters').optional(),
  OUTPUT_CACHE: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: booleanFlag.default(true),
  /** Issue 13 finding 8: seed the demo customers and demo coupons; default: not in production on a public HOST. */
  SEED_DEMO_ACCOUNTS: booleanFlag.optional(),
  /** SPEC 9 offline_orders.automatic_transmission_enabled: queued offline orders leave without the shopper's
   * confirmation when the network is back (SPEC 4: off by default). */
  OFFLINE_ORDERS_AUTOMATIC_TRANSMISSION: booleanFlag.default(false),
  /** SPEC 5: the tag-manager and analytics hooks start only when an id is configured (issue 16: and only after the
   * visitor's consent). Unset: no banner, no script, the CSP unchanged. */
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a Google Tag Manager container id like GTM-AB12CD3')
    .optional(),
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
  // ---- Limits against exhaustion (issue 13) ----
  /** Bytes of catalogue results the in-process result cache keeps (their JSON); default 32 MiB. 0 keeps none. */
  SEARCH_CACHE_MAX_BYTES: z.coerce
    .number({ error: 'a whole number of bytes (0 or more)' })
    .int('a whole number of bytes (0 or more)')
    .min(0, 'a whole number of bytes (0 or more)')
    .default(32 * 1024 * 1024),
  /** POST /api/order requests one client address may send per window (default 30 per 15 minutes). */
  ORDER_RATE_LIMIT_PER_ADDRESS: count(30),
  /** POST /api/order requests naming one e-mail address per window (default 10 per 15 minutes). */
  ORDER_RATE_LIMIT_PER_EMAIL: count(10),
  ORDER_RATE_LIMIT_WINDOW_SECONDS: seconds(15 * 60),
  /** Items (the sum of the lines' qty, each at most SPEC 5's 10) one order may hold (default 50). */
  ORDER_MAX_TOTAL_QTY: count(50),
  // ---- Payments (issue 15, SPEC 7 "Payment providers") ----
  /** Minutes an unpaid online-payment order keeps its stock before it is canceled (default 30; a fraction such as
   * 0.5 is allowed, for tests). */
  PAYMENT_RESERVATION_MINUTES: z.coerce
    .number({ error: 'a number of minutes above 0 (e.g. 30 or 0.5)' })
    .positive('a number of minutes above 0 (e.g. 30 or 0.5)')
    .default(30),
  /** How often the sweep cancels unpaid orders whose reservation ended (default every 60 s). */
  PAYMENT_SWEEP_SECONDS: seconds(60),
  /** Play providers without credentials with the local sandboxes (/sandbox/<provider>/…); default: on, except in
   * production on a public HOST (a sandbox accepts payments no money backs). */
  PAYMENT_SANDBOX: booleanFlag.optional(),
  /** Montonio Stargate API keys (Partner System); both set: the real Montonio. */
  MONTONIO_ACCESS_KEY: z.string().min(1).optional(),
  MONTONIO_SECRET_KEY: z.string().min(16, 'at least 16 characters').optional(),
  /** Default https://stargate.montonio.com/api (sandbox: https://sandbox-stargate.montonio.com/api). */
  MONTONIO_API_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
  /** ESTO shop id and secret key (ESTO partner portal); both set: the real ESTO. */
  ESTO_SHOP_ID: z.string().min(1).optional(),
  ESTO_SECRET_KEY: z.string().min(8, 'at least 8 characters').optional(),
  /** Default https://api.esto.ee (api.esto.lv for a Latvian contract). */
  ESTO_API_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
  /** Modena OAuth client credentials; both set: the real Modena. */
  MODENA_CLIENT_ID: z.string().min(1).optional(),
  MODENA_CLIENT_SECRET: z.string().min(8, 'at least 8 characters').optional(),
  /** Default https://api.modena.ee: token at /oauth2/token, payments at /modena/api/merchant/… */
  MODENA_API_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
  /** Liisi merchant id, secret key and API origin; all three set: the real lender. */
  LIISI_MERCHANT_ID: z.string().min(1).optional(),
  LIISI_SECRET_KEY: z.string().min(16, 'at least 16 characters').optional(),
  LIISI_API_URL: z.url({ error: 'an absolute http(s) URL' }).optional(),
  // ---- Abandoned cart (issue 15, SPEC 2 "Abandoned-cart return") ----
  /** A logged-in customer's cart with items untouched this long gets a reminder mail (default 120 minutes). */
  ABANDONED_CART_MINUTES: count(120),
  /** At most one reminder per cart in this many hours (default 72). */
  ABANDONED_CART_PERIOD_HOURS: count(72),
  /** How often the reminder job looks for abandoned carts (default every 60 s); 0 turns the job off. */
  ABANDONED_CART_CHECK_SECONDS: z.coerce
    .number({ error: 'a whole number of seconds (0 turns the job off)' })
    .int('a whole number of seconds (0 turns the job off)')
    .min(0, 'a whole number of seconds (0 turns the job off)')
    .default(60),
});

/** Issue 15: a provider's credentials come together or not at all (half a pair would silently use the sandbox). */
const PAYMENT_CREDENTIALS: (keyof Config)[][] = [
  ['MONTONIO_ACCESS_KEY', 'MONTONIO_SECRET_KEY'],
  ['ESTO_SHOP_ID', 'ESTO_SECRET_KEY'],
  ['MODENA_CLIENT_ID', 'MODENA_CLIENT_SECRET'],
  ['LIISI_MERCHANT_ID', 'LIISI_SECRET_KEY', 'LIISI_API_URL'],
];

/** Issue 15: sandboxes on unless PAYMENT_SANDBOX says otherwise or the shop is in production on a public HOST. */
export function paymentSandboxAllowed(config: Pick<Config, 'NODE_ENV' | 'HOST'> & { PAYMENT_SANDBOX?: boolean }) {
  return config.PAYMENT_SANDBOX ?? !isPublicProduction(config);
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Settings that are each valid but unsafe together: [variable, what it expects]. */
function conflicts(config: Config): [keyof Config, string][] {
  const found: [keyof Config, string][] = [];
  // Issue 13 finding 1: the outbox lists password reset links; a production shop on a public address never serves it.
  if (config.DEV_OUTBOX === true && isPublicProduction(config)) {
    found.push([
      'DEV_OUTBOX',
      `unset or false when NODE_ENV=production listens on the public HOST ${config.HOST} (the outbox lists ` +
        'password reset links to anyone who asks); read the mails in DATA_DIR/outbox, or set HOST=127.0.0.1',
    ]);
  }
  for (const group of PAYMENT_CREDENTIALS) {
    const set = group.filter((key) => config[key] !== undefined);
    if (set.length && set.length < group.length) {
      for (const key of group.filter((k) => config[k] === undefined)) {
        found.push([key, `set together with ${set.join(' and ')} (the provider's credentials come together)`]);
      }
    }
  }
  return found;
}

/** Parses the environment; throws ConfigError listing every bad variable and what it expects. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = configSchema.safeParse(relevant);
  if (result.success) {
    const problems = conflicts(result.data).map(
      ([key, expected]) => `${key}=${JSON.stringify(env[key] ?? '')}: expected ${expected}`,
    );
    if (problems.length) throw new ConfigError(problems);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '?');
    return `${key}=${JSON.stringify(env[key] ?? '')}: expected ${issue.message}`;
  });
  throw new ConfigError(problems);
}
