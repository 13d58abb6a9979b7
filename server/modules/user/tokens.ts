// ARCHITECTURE §4 "Accounts": access and refresh tokens are random (256 bits, base64url) and stored only as their
// SHA-256; access tokens are short-lived; refresh tokens are single use and rotate. A login starts a token family;
// presenting a refresh token that was already spent means it was copied, so the whole family is revoked (reuse
// detection). VSF1 kept credentials inside its refresh token and logged users out after N refreshes; we do neither.
// Issue 13 finding 10: two tabs refreshing with the same token within a short grace window both get the same new
// pair (as the major identity providers allow); only a reuse after the window revokes the family.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { type TokenResult, USER_ERRORS } from '../../../src/domain/contract/user';
import type { Db } from '../../db/client';
import { customerTokens } from '../../db/schema';
import { HttpError } from '../../http/reply';

export interface TokenSettings {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  /** How long a spent refresh token still answers the pair it was exchanged for (0: never). Default 30. */
  refreshGraceSeconds?: number;
}

export const DEFAULT_REFRESH_GRACE_SECONDS = 30;

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

// The pair a refresh token was exchanged for, sealed with AES-256-GCM under a key derived from that refresh token.
// The database keeps only the token's SHA-256 (a different derivation), so it cannot open the seal by itself.
const sealKey = (refreshToken: string) => createHash('sha256').update(`successor:${refreshToken}`).digest();

export function sealPair(refreshToken: string, pair: TokenResult): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function openPair(refreshToken: string, sealed: string): TokenResult | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !data) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(refreshToken), iv);
    decipher.setAuthTag(tag);
    const pair = JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8'));
    return typeof pair?.token === 'string' && typeof pair?.refreshToken === 'string' ? pair : null;
  } catch {
    return null;
  }
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

  const graceMs = (settings.refreshGraceSeconds ?? DEFAULT_REFRESH_GRACE_SECONDS) * 1000;

  const pairRows = (customerId: number, familyId: string, pair: TokenResult) => {
    const createdAt = clock();
    return [
      {
        customerId,
        kind: 'access' as const,
        tokenHash: hashToken(pair.token),
        familyId,
        createdAt,
        expiresAt: later(settings.accessTtlSeconds),
      },
      {
        customerId,
        kind: 'refresh' as const,
        tokenHash: hashToken(pair.refreshToken),
        familyId,
        createdAt,
        expiresAt: later(settings.refreshTtlSeconds),
      },
    ];
  };

  const issuePair = async (customerId: number, familyId: string): Promise<TokenResult> => {
    const pair = { token: randomToken(), refreshToken: randomToken() };
    await db.insert(customerTokens).values(pairRows(customerId, familyId, pair));
    return pair;
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
      const read = async () =>
        (
          await db
            .select()
            .from(customerTokens)
            .where(and(eq(customerTokens.tokenHash, hashToken(refreshToken)), eq(customerTokens.kind, 'refresh')))
        )[0];
      // A spent token within the grace window answers the pair it was exchanged for (another tab got it first);
      // later, or without that pair, it is a reuse: whoever holds the family's current tokens may be an attacker.
      const spentAnswer = async (row: NonNullable<Awaited<ReturnType<typeof read>>>) => {
        const withinGrace = row.usedAt !== null && clock().getTime() - row.usedAt.getTime() <= graceMs;
        const pair = withinGrace && row.successor ? openPair(refreshToken, row.successor) : null;
        if (pair) return pair;
        await revokeFamily(row.familyId);
        throw refused;
      };
      const row = await read();
      if (!row || row.revokedAt) throw refused;
      if (row.usedAt) return spentAnswer(row);
      if (row.expiresAt <= clock()) throw refused;
      // The new pair is stored first, then the old token is spent together with the sealed pair in one atomic
      // update: of two concurrent refreshes only one spends it; the other reads the winner's pair.
      const pair = { token: randomToken(), refreshToken: randomToken() };
      await db.insert(customerTokens).values(pairRows(row.customerId, row.familyId, pair));
      const spent = await db
        .update(customerTokens)
        .set({ usedAt: clock(), successor: sealPair(refreshToken, pair) })
        .where(and(eq(customerTokens.id, row.id), isNull(customerTokens.usedAt), isNull(customerTokens.revokedAt)))
        .returning({ id: customerTokens.id });
      if (spent.length) return pair;
      // Lost the race: the unused pair goes, and the token answers as a spent one.
      await db
        .delete(customerTokens)
        .where(inArray(customerTokens.tokenHash, [hashToken(pair.token), hashToken(pair.refreshToken)]));
      const now = await read();
      if (!now || now.revokedAt) throw refused;
      return spentAnswer(now);
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
