// Failed sign-ins (issue 4, ARCHITECTURE §4 "login attempts are rate limited"; issue 13 finding 6 "Lockout by
// strangers"), counted in the database so every app instance shares them. Three counts:
//   - per (account, client address): after a few free failures every further try waits, the wait doubling with each
//     failure (exponential backoff), so a stranger's guesses slow down the stranger only, never the customer signing
//     in from another address;
//   - per account, from any address: ASVS 6.3.1 (2.2.1 in 4.0), at most 100 failed attempts an hour, then the
//     account is locked for everyone until the hour has passed;
//   - per client address, over every account: one address cannot try many accounts (credential stuffing).
// Unknown e-mail addresses are counted like known ones, so the answers do not tell which accounts exist.
import { and, count, eq, gte, like, lt, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

export interface LoginLimitSettings {
  /** Failures of one account from one client address before the backoff starts. */
  freePerPair: number;
  /** The wait after the first failure beyond the free ones; every further failure doubles it. */
  backoffSeconds: number;
  /** The longest wait of the backoff. */
  maxBackoffSeconds: number;
  /** Failures of one account from any address within accountWindowSeconds that lock it for everyone. */
  maxPerAccount: number;
  accountWindowSeconds: number;
  /** Failures from one client address (any account) within windowSeconds after which it is refused. */
  maxPerAddress: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitSettings = {
  freePerPair: 5,
  backoffSeconds: 30,
  maxBackoffSeconds: 15 * 60,
  maxPerAccount: 100,
  accountWindowSeconds: 3600,
  maxPerAddress: 20,
  windowSeconds: 15 * 60,
};

export interface LoginFailures {
  /** Failures of the account from every address within the account window. */
  account: number;
  /** Failures from the address (any account) within the address window. */
  address: number;
  /** Failures of the account from this address within the account window, and when the last one was. */
  pair: number;
  lastPairFailure: Date | null;
}

export interface LoginLimits {
  failures(account: string, address: string): Promise<LoginFailures>;
  /** Seconds the (account, address) pair still has to wait before its next try; 0 when it may try now. */
  backoffLeft(failures: LoginFailures): number;
  recordFailure(account: string, address: string): Promise<void>;
  /** A successful sign-in clears the pair's failures (never the account's or the address's: those are limits). */
  clearPair(account: string, address: string): Promise<void>;
  /** A new password (reset by mail) clears every failure of the account. */
  clearAccount(account: string): Promise<void>;
  readonly settings: LoginLimitSettings;
}

const normal = (account: string) => account.trim().toLowerCase();
const accountKey = (account: string) => `account:${normal(account)}`;
const addressKey = (address: string) => `address:${address}`;
const pairKey = (account: string, address: string) => `pair:${normal(account)}|${address}`;
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function createLoginLimits(db: Db, settings: LoginLimitSettings, clock: () => Date): LoginLimits {
  const since = (seconds: number) => new Date(clock().getTime() - seconds * 1000);
  const countOf = async (subject: string, seconds: number) => {
    const [row] = await db
      .select({ n: count(), last: max(loginFailures.createdAt) })
      .from(loginFailures)
      .where(and(eq(loginFailures.subject, subject), gte(loginFailures.createdAt, since(seconds))));
    const last = row?.last ?? null;
    return { n: Number(row?.n ?? 0), last: last === null ? null : new Date(last) };
  };
  const keepSeconds = Math.max(settings.windowSeconds, settings.accountWindowSeconds);
  return {
    settings,
    async failures(account, address) {
      const [a, b, p] = await Promise.all([
        countOf(accountKey(account), settings.accountWindowSeconds),
        countOf(addressKey(address), settings.windowSeconds),
        countOf(pairKey(account, address), settings.accountWindowSeconds),
      ]);
      return { account: a.n, address: b.n, pair: p.n, lastPairFailure: p.last };
    },
    backoffLeft({ pair, lastPairFailure }) {
      if (pair < settings.freePerPair || !lastPairFailure) return 0;
      const wait = Math.min(settings.backoffSeconds * 2 ** (pair - settings.freePerPair), settings.maxBackoffSeconds);
      const left = lastPairFailure.getTime() + wait * 1000 - clock().getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },
    async recordFailure(account, address) {
      const subjects = [accountKey(account), addressKey(address), pairKey(account, address)];
      await db.insert(loginFailures).values(subjects.map((subject) => ({ subject, createdAt: clock() })));
      // Old rows count for nothing; forget them as we go.
      for (const subject of subjects) {
        await db
          .delete(loginFailures)
          .where(and(eq(loginFailures.subject, subject), lt(loginFailures.createdAt, since(keepSeconds))));
      }
    },
    async clearPair(account, address) {
      await db.delete(loginFailures).where(eq(loginFailures.subject, pairKey(account, address)));
    },
    async clearAccount(account) {
      await db.delete(loginFailures).where(eq(loginFailures.subject, accountKey(account)));
      await db.delete(loginFailures).where(like(loginFailures.subject, `${likeLiteral(pairKey(account, ''))}%`));
    },
  };
}
