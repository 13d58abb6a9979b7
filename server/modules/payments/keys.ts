// Issue 15 "Sandboxes": the sandboxes' keys are generated per database (so per DATA_DIR with the embedded one, and
// shared by every instance on one PostgreSQL), kept in app_secrets. There is no key written in the code that a real
// deployment could end up using; real credentials come only from the environment (server/config.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

export type SandboxKeys = (name: string) => Promise<string>;

/** A random key per name, generated on first use (concurrent first uses keep the first stored). */
export function sandboxKeys(db: Db, clock: () => Date): SandboxKeys {
  const cache = new Map<string, Promise<string>>();
  const load = async (name: string) => {
    const secretName = `payment-sandbox:${name}`;
    const read = async () =>
      (await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, secretName)))[0]?.value;
    const existing = await read();
    if (existing) return existing;
    await db
      .insert(appSecrets)
      .values({ name: secretName, value: randomBytes(32).toString('base64url'), createdAt: clock() })
      .onConflictDoNothing();
    const stored = await read();
    if (!stored) throw new Error(`the sandbox key ${name} could not be stored`);
    return stored;
  };
  return (name) => {
    let key = cache.get(name);
    if (!key) {
      key = load(name).catch((error) => {
        cache.delete(name);
        throw error;
      });
      cache.set(name, key);
    }
    return key;
  };
}
