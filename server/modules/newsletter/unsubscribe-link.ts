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
