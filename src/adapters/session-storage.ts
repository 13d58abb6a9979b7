// SPEC 4 "Session and account": only the token pair, and the user for an offline start, are kept (IndexedDB
// `records`, key `session`; ARCHITECTURE §5: never cleared under quota pressure). Supplies the session machine's
// `loadSession` actor and `saveSession` action. What is read back is parsed: a stored shape from an older version
// counts as no session rather than a broken one.
//
// Tabs share the record, and refresh tokens are single use (a spent one presented again revokes the whole family on
// the server). So the record also lists the refresh tokens its pair was rotated from (`spent`, newest first): a tab
// still holding one of them takes the stored pair instead of refreshing (`successorOf`), and a save from such a tab
// keeps the newer stored pair.
import type { IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import { customerSchema, type TokenResult, tokenResultSchema } from '../domain/contract/user';
import type { StoredSession } from '../domain/session';
import { type ShopDb, withQuotaRetry } from './storage';

export const SESSION_KEY = 'session';
/** Rotations remembered: a tab that slept through more refreshes than this logs in again. */
export const SPENT_TOKENS_KEPT = 20;

const storedSessionSchema = z.object({
  tokens: tokenResultSchema,
  user: z.nullable(customerSchema),
  spent: z.optional(z.array(z.string())),
});
type StoredRecord = z.infer<typeof storedSessionSchema>;

const parse = (value: unknown): StoredRecord | null => {
  const parsed = storedSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export function userSessionStorage(db: IDBPDatabase<ShopDb>) {
  /** Reads and writes the record in one transaction; under quota pressure clears the URL mappings first (SPEC 8). */
  async function update(change: (stored: StoredRecord | null) => StoredRecord): Promise<void> {
    const attempt = async () => {
      const tx = db.transaction('records', 'readwrite');
      const next = change(parse(await tx.store.get(SESSION_KEY)));
      await Promise.all([tx.store.put(next, SESSION_KEY), tx.done]);
    };
    await withQuotaRetry(db, attempt);
  }

  return {
    async load(): Promise<StoredSession | null> {
      const stored = parse(await db.get('records', SESSION_KEY));
      return stored && { tokens: stored.tokens, user: stored.user };
    },
    /** null deletes the stored session (logout, failed login). */
    async save(session: StoredSession | null): Promise<void> {
      if (session === null) {
        await db.delete('records', SESSION_KEY);
        return;
      }
      await update((stored) => {
        if (!stored) return session;
        // The same pair: its rotation history stays. A pair already rotated in another tab: the newer one stays.
        if (stored.tokens.refreshToken === session.tokens.refreshToken) return { ...session, spent: stored.spent };
        if (stored.spent?.includes(session.tokens.refreshToken)) {
          return { ...session, tokens: stored.tokens, spent: stored.spent };
        }
        return session;
      });
    },
    /** `spent` was exchanged for `fresh`: the stored pair becomes `fresh`, remembering what it was rotated from. */
    async rotated(spent: string, fresh: TokenResult): Promise<void> {
      await update((stored) => {
        const earlier = stored?.tokens.refreshToken === spent ? (stored.spent ?? []) : [];
        return { tokens: fresh, user: stored?.user ?? null, spent: [spent, ...earlier].slice(0, SPENT_TOKENS_KEPT) };
      });
    },
    /** The stored pair when `refreshToken` was rotated into it (by another tab); otherwise null. */
    async successorOf(refreshToken: string): Promise<TokenResult | null> {
      const stored = parse(await db.get('records', SESSION_KEY));
      return stored?.spent?.includes(refreshToken) ? stored.tokens : null;
    },
  };
}

export type UserSessionStorage = ReturnType<typeof userSessionStorage>;
