// Who can reach what the shop only shows to its operator (issue 13 findings 1 and 8): a shop that listens on
// loopback is a laptop's; a production shop on any other address is on a network, maybe the internet.
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Config } from './config';
import { redactUrl } from './db/client';

type Exposure = Partial<Pick<Config, 'NODE_ENV' | 'HOST'>>;

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also written as an IPv4-mapped IPv6 address (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.replace(/^::ffff:(?=\d+\.)/i, '');
  const family = isIP(plain);
  return family !== 0 && LOOPBACK.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether HOST names this machine only (the default 127.0.0.1, ::1, localhost); 0.0.0.0 and :: are every address. */
export function isLoopbackHost(host: string | undefined): boolean {
  const name = (host ?? '127.0.0.1').replace(/^\[|\]$/g, '').toLowerCase();
  return name === 'localhost' || isLoopbackAddress(name);
}

/** NODE_ENV=production (the default) listening on an address other machines reach. */
export function isPublicProduction(config: Exposure): boolean {
  return (config.NODE_ENV ?? 'production') === 'production' && !isLoopbackHost(config.HOST);
}

/**
 * Finding 8: the demo customers (password in the README) and public demo coupons are seeded into a local or
 * development shop; a production shop on a public HOST gets them only with SEED_DEMO_ACCOUNTS=true.
 */
export function demoAccountsAllowed(config: Exposure & Partial<Pick<Config, 'SEED_DEMO_ACCOUNTS'>>): boolean {
  return config.SEED_DEMO_ACCOUNTS ?? !isPublicProduction(config);
}

/**
 * Finding 1: who may read the outbox pages (every mail, password reset links included).
 * - `everyone`: development and test runs;
 * - `this-machine`: production listening on loopback (the person at the machine running `npm start`);
 * - `nobody`: the outbox is off (SMTP without DEV_OUTBOX), or production on a public HOST, whatever DEV_OUTBOX says
 *   (server/config.ts refuses DEV_OUTBOX=true there, so the operator learns it at start).
 */
export type OutboxAccess = 'everyone' | 'this-machine' | 'nobody';

export function outboxAccess(config: Exposure & Partial<Pick<Config, 'DEV_OUTBOX' | 'SMTP_URL'>>): OutboxAccess {
  const listed = config.DEV_OUTBOX ?? !config.SMTP_URL;
  if (!listed || isPublicProduction(config)) return 'nobody';
  return (config.NODE_ENV ?? 'production') === 'production' ? 'this-machine' : 'everyone';
}

/** The addresses a proxy in front of the shop says the request came through (any of the usual headers). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  const forwarded = [...header('forwarded').matchAll(/for="?\[?([^\]";,]+)/gi)].map((match) => match[1] ?? '');
  return [...header('x-forwarded-for').split(','), header('x-real-ip'), ...forwarded]
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * The request comes from this machine: the socket's peer is loopback (no header can change that) and no proxy
 * on this machine forwarded it for another client (every forwarded address is loopback too).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return isLoopbackAddress(peer) && forwardedAddresses(request).every(isLoopbackAddress);
}

/** The start banner's line on mail: where the mails go, and where (and to whom) the outbox is served. */
export function mailNotice(
  config: Exposure & Partial<Pick<Config, 'DEV_OUTBOX' | 'SMTP_URL'>>,
  outboxDir: string,
  origin: string,
): string {
  const smtp = config.SMTP_URL ? redactUrl(config.SMTP_URL) : undefined;
  if (smtp && !config.DEV_OUTBOX) return `Mail: sent through ${smtp}.`;
  const where = smtp ? `sent through ${smtp}, copies written to ${outboxDir}` : `written to ${outboxDir} (no SMTP_URL)`;
  switch (outboxAccess(config)) {
    case 'everyone':
      return `Mail: ${where}; listed on ${origin}/dev/outbox.`;
    case 'this-machine':
      return `Mail: ${where}; listed on ${origin}/dev/outbox for this machine only.`;
    default:
      return `Mail: ${where}; not served over HTTP (NODE_ENV=production on the public HOST ${config.HOST}).`;
  }
}

/** The start banner's line on the demo accounts (finding 8). */
export function demoNotice(config: Exposure & Partial<Pick<Config, 'SEED_DEMO_ACCOUNTS'>>): string {
  if (demoAccountsAllowed(config)) {
    return isPublicProduction(config)
      ? `Demo accounts and coupons: seeded (SEED_DEMO_ACCOUNTS=true) with the README's password on the public HOST ${config.HOST}.`
      : "Demo accounts and coupons: seeded (sign in with the README's demo password).";
  }
  return config.SEED_DEMO_ACCOUNTS === false
    ? 'Demo accounts and coupons: not seeded (SEED_DEMO_ACCOUNTS=false).'
    : `Demo accounts and coupons: not seeded (NODE_ENV=production on the public HOST ${config.HOST}; SEED_DEMO_ACCOUNTS=true seeds them).`;
}
