// SPEC 4 "Session and account": only the token pair, and the user for an offline start, are kept (IndexedDB
// `records`, key `session`; ARCHITECTURE §5: never cleared under quota pressure). Supplies the session machine's
// `loadSession` actor and `saveSession` action. What is read back is parsed: a stored shape from an older version
// counts as no session rather than a broken one.
import type { IDBPDatabase } from 'idb';
import * as z from 'zod/mini';
import { customerSchema, tokenResultSchema } from '../domain/contract/user';
import type { StoredSession } from '../domain/session';
import type { ShopDb } from './storage';

export const SESSION_KEY = 'session';

const storedSessionSchema = z.object({ tokens: tokenResultSchema, user: z.nullable(customerSchema) });

export function userSessionStorage(db: IDBPDatabase<ShopDb>) {
  return {
    async load(): Promise<StoredSession | null> {
      const parsed = storedSessionSchema.safeParse(await db.get('records', SESSION_KEY));
      return parsed.success ? parsed.data : null;
    },
    /** null deletes the stored session (logout, failed login). */
    async save(session: StoredSession | null): Promise<void> {
      if (session === null) await db.delete('records', SESSION_KEY);
      else await db.put('records', session, SESSION_KEY);
    },
  };
}

export type UserSessionStorage = ReturnType<typeof userSessionStorage>;
