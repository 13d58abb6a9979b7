// Failed sign-ins are limited per account and per client address (issue 4, ARCHITECTURE §4 "login attempts are rate
// limited"), counted in the database so every app instance shares them. Unknown e-mail addresses are counted like
// known ones, so the lock does not tell which accounts exist.
import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface LoginLimitSettings {
  /** Failures of one account within the window that lock it (for the rest of the window). */
  maxPerAccount: number;
  /** Failures from one client address within the window after which it is refused. */
  maxPerAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitSettings = { maxPerAccount: 5, maxPerAddress: 20, windowSeconds: 15 * 60 };

export interface LoginLimits {
  /** Failures within the window for the account and for the address. */
  failures(account: string, address: string): Promise<{ account: number; address: number }>;
  recordFailure(account: string, address: string): Promise<void>;
  /** A successful sign-in clears the account's failures (never the address's: one good login must not reset it). */
  clearAccount(account: string): Promise<void>;
  readonly settings: LoginLimitSettings;
}

const accountKey = (account: string) => `account:${account.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

export function createLoginLimits(db: Db, settings: LoginLimitSettings, clock: () => Date): LoginLimits {
  const windowStart = () => new Date(clock().getTime() - settings.windowSeconds * 1000);
  const countOf = async (subject: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.subject, subject), gte(loginFailures.createdAt, windowStart())));
    return Number(row?.n ?? 0);
  };
  return {
    settings,
    async failures(account, address) {
      const [a, b] = await Promise.all([countOf(accountKey(account)), countOf(addressKey(address))]);
      return { account: a, address: b };
    },
    async recordFailure(account, address) {
      const subjects = [accountKey(account), addressKey(address)];
      await db.insert(loginFailures).values(subjects.map((subject) => ({ subject, createdAt: clock() })));
      // Old rows count for nothing; forget them as we go.
      for (const subject of subjects) {
        await db
          .delete(loginFailures)
          .where(and(eq(loginFailures.subject, subject), lt(loginFailures.createdAt, windowStart())));
      }
    },
    async clearAccount(account) {
      await db.delete(loginFailures).where(eq(loginFailures.subject, accountKey(account)));
    },
  };
}
