// ARCHITECTURE §4 "Accounts": access and refresh tokens are random (256 bits, base64url) and stored only as their
// SHA-256; access tokens are short-lived; refresh tokens are single use and rotate. A login starts a token family;
// presenting a refresh token that was already spent means it was copied, so the whole family is revoked (reuse
// detection). VSF1 kept credentials inside its refresh token and logged users out after N refreshes; we do neither.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type TokenResult, USER_ERRORS } from '../../../src/domain/contract/user';
import type { Db } from '../../db/client';
import { customerTokens } from '../../db/schema';
import { HttpError } from '../../http/reply';

export interface TokenSettings {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export interface TokenStore {
  /** A new family (login): an access and a refresh token. */
  issue(customerId: number): Promise<TokenResult>;
  /** SPEC 7 POST /api/user/refresh: spends the refresh token and answers a new pair of the same family. */
  refresh(refreshToken: string): Promise<TokenResult>;
  /** The customer an access token belongs to; 401 when it is unknown, expired or revoked. */
  customerOf(accessToken: string): Promise<number>;
  /** Revokes every token of the customer (logout, password change and reset). */
  revokeAll(customerId: number): Promise<void>;
}

export function createTokenStore(db: Db, settings: TokenSettings, clock: () => Date): TokenStore {
  const later = (seconds: number) => new Date(clock().getTime() + seconds * 1000);

  const issuePair = async (customerId: number, familyId: string): Promise<TokenResult> => {
    const token = randomToken();
    const refreshToken = randomToken();
    const createdAt = clock();
    await db.insert(customerTokens).values([
      {
        customerId,
        kind: 'access',
        tokenHash: hashToken(token),
        familyId,
        createdAt,
        expiresAt: later(settings.accessTtlSeconds),
      },
      {
        customerId,
        kind: 'refresh',
        tokenHash: hashToken(refreshToken),
        familyId,
        createdAt,
        expiresAt: later(settings.refreshTtlSeconds),
      },
    ]);
    return { token, refreshToken };
  };

  const revokeFamily = async (familyId: string) => {
    await db
      .update(customerTokens)
      .set({ revokedAt: clock() })
      .where(and(eq(customerTokens.familyId, familyId), isNull(customerTokens.revokedAt)));
  };

  return {
    issue: (customerId) => issuePair(customerId, randomToken(16)),

    async refresh(refreshToken) {
      const refused = new HttpError(401, USER_ERRORS.refreshInvalid);
      const [row] = await db
        .select()
        .from(customerTokens)
        .where(and(eq(customerTokens.tokenHash, hashToken(refreshToken)), eq(customerTokens.kind, 'refresh')));
      if (!row || row.revokedAt) throw refused;
      if (row.usedAt) {
        // Reuse of a spent refresh token: whoever holds the family's current tokens may be an attacker.
        await revokeFamily(row.familyId);
        throw refused;
      }
      if (row.expiresAt <= clock()) throw refused;
      // Spend it atomically: of two concurrent refreshes with the same token only one wins; the other is a reuse.
      const spent = await db
        .update(customerTokens)
        .set({ usedAt: clock() })
        .where(and(eq(customerTokens.id, row.id), isNull(customerTokens.usedAt), isNull(customerTokens.revokedAt)))
        .returning({ id: customerTokens.id });
      if (!spent.length) {
        await revokeFamily(row.familyId);
        throw refused;
      }
      return issuePair(row.customerId, row.familyId);
    },

    async customerOf(accessToken) {
      const [row] = await db
        .select({ customerId: customerTokens.customerId })
        .from(customerTokens)
        .where(
          and(
            eq(customerTokens.tokenHash, hashToken(accessToken)),
            eq(customerTokens.kind, 'access'),
            isNull(customerTokens.revokedAt),
            gt(customerTokens.expiresAt, clock()),
          ),
        );
      if (!row) throw new HttpError(401, USER_ERRORS.tokenExpired);
      return row.customerId;
    },

    async revokeAll(customerId) {
      await db
        .update(customerTokens)
        .set({ revokedAt: clock() })
        .where(and(eq(customerTokens.customerId, customerId), isNull(customerTokens.revokedAt)));
    },
  };
}
