// Issue 13 finding 13: every newsletter mail carries a link that unsubscribes its own address and no other. The
// link holds the address and an HMAC-SHA256 of it under the shop's key: NEWSLETTER_SECRET, or a random key generated
// once and kept in the database (every instance on it signs alike; no key is written in the code).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const SECRET_NAME = 'newsletter-unsubscribe';

/** The key from the environment, else the database's (generated on first use; concurrent starts keep the first). */
export function unsubscribeKey(db: Db, configured: string | undefined, clock: () => Date): () => Promise<string> {
  let key: Promise<string> | undefined;
  const load = async () => {
    if (configured) return configured;
    const read = async () =>
      (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)))[0]?.value;
    const existing = await read();
    if (existing) return existing;
    await db
      .insert(appSecrets)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url'), createdAt: clock() })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error('the newsletter key could not be stored');
    return stored;
  };
  return () => {
    key ??= load().catch((error) => {
      key = undefined;
      throw error;
    });
    return key;
  };
}

export function unsubscribeSignature(key: string, email: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${email.trim().toLowerCase()}`).digest('base64url');
}

export function validUnsubscribeSignature(key: string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(key, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The page that asks before unsubscribing: /newsletter/unsubscribe?email=…&store=…&sig=… */
export function unsubscribeUrl(origin: string, email: string, storeCode: string, signature: string): string {
  const query = new URLSearchParams({ email, store: storeCode, sig: signature });
  return `${origin}/newsletter/unsubscribe?${query}`;
}

// Issue 16 (double opt-in): the confirmation link of a sign-up. Its token holds the address, the store view and an
// expiry, signed with the same key under another purpose ('confirm:'), so an unsubscribe signature never confirms.
// The link itself stores nothing; the service notes the pending request (newsletter_pending) until the link expires,
// so the status check can answer 'pending'.

/** How long a confirmation link is good for. */
export const CONFIRM_LINK_TTL_MS = 48 * 60 * 60 * 1000;

interface ConfirmClaims {
  email: string;
  store: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

const confirmMac = (key: string, payload: string) =>
  createHmac('sha256', key).update(`confirm:${payload}`).digest('base64url');

export function confirmToken(key: string, claims: ConfirmClaims): string {
  const payload = Buffer.from(JSON.stringify([claims.email.trim().toLowerCase(), claims.store, claims.exp])).toString(
    'base64url',
  );
  return `${payload}.${confirmMac(key, payload)}`;
}

/** The token's claims when its signature is the key's and it has not expired; else why not. */
export function readConfirmToken(
  key: string,
  token: string,
  now: Date,
): { ok: true; claims: ConfirmClaims } | { ok: false; reason: 'invalid' | 'expired' } {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(confirmMac(key, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { ok: false, reason: 'invalid' };
  const [email, store, exp] = parsed as [unknown, unknown, unknown];
  if (typeof email !== 'string' || typeof store !== 'string' || typeof exp !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (exp <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claims: { email, store, exp } };
}

/** The page that confirms a sign-up: /newsletter/confirm?token=…&store=… (the store: the page's language). */
export function confirmUrl(origin: string, token: string, storeCode: string): string {
  return `${origin}/newsletter/confirm?${new URLSearchParams({ token, store: storeCode })}`;
}
