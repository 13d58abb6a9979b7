// SPEC 7 "User" behind /api/user/*: registration, sign-in with limits, tokens, profile, passwords and the
// password reset (SPEC 8 messages, USER_ERRORS). Every call that reads or changes an account gets the customer id
// from the access token, never from the request, so a token only ever reaches its own customer (issue 4).
import { and, count, eq, gte, isNull, ne } from 'drizzle-orm';
import {
  type Address,
  type ChangePasswordRequest,
  type CreatePasswordRequest,
  type Customer,
  type ProfileUpdateRequest,
  type RegisterRequest,
  type TokenResult,
  USER_ERRORS,
} from '../../../src/domain/contract/user';
import type { Db } from '../../db/client';
import { customers, passwordResets } from '../../db/schema';
import { HttpError } from '../../http/reply';
import type { MailService } from '../mail/service';
import { type LoginLimitSettings, createLoginLimits, DEFAULT_LOGIN_LIMITS } from './login-limits';
import { type OrderHistoryService, createOrderHistory } from './orders';
import { assertPasswordRules, hashPassword, verifyPassword } from './passwords';
import { emailChangedMail } from './account-mail';
import { resetPasswordMail } from './reset-mail';
import { createTokenStore, hashToken, randomToken, type TokenSettings } from './tokens';

/** SPEC 8 "reset link expired": reset links live one hour and work once. */
export const RESET_TOKEN_TTL_SECONDS = 3600;

/** Issue 13 finding 13: reset mails per address an hour (RESET_MAILS_PER_HOUR); more requests mail nothing. */
export const DEFAULT_RESET_MAILS_PER_HOUR = 3;

export interface UserSettings extends TokenSettings {
  /** Origin of the links in mails (PUBLIC_URL, else http://localhost:PORT). */
  publicUrl: string;
  loginLimits?: LoginLimitSettings;
  resetMailsPerHour?: number;
  /** Where the work done after the reply (the reset mail) reports a failure; never with the address. */
  onBackgroundError?: (error: unknown) => void;
}

export interface UserService extends OrderHistoryService {
  register(input: RegisterRequest): Promise<Customer>;
  login(username: string, password: string, address: string): Promise<TokenResult>;
  refresh(refreshToken: string): Promise<TokenResult>;
  /** The customer id of an access token (401 when unknown, expired or revoked). */
  authenticate(token: string | undefined): Promise<number>;
  logout(customerId: number): Promise<void>;
  profile(customerId: number): Promise<Customer>;
  /** A new e-mail address needs the current password (issue 13 finding 4); address: the client's, for the limits. */
  updateProfile(customerId: number, request: ProfileUpdateRequest, address: string): Promise<Customer>;
  changePassword(customerId: number, input: ChangePasswordRequest): Promise<void>;
  /**
   * Issue 13 finding 13: returns at once, the same for every address; the lookup, the per-address limit and the
   * mail happen afterwards, so neither the answer nor its time tells whether the address has an account.
   */
  requestPasswordReset(email: string, storeCode: string): void;
  /** Resolves when the work started by requestPasswordReset has ended (tests, shutdown). */
  idle(): Promise<void>;
  createPassword(input: CreatePasswordRequest): Promise<void>;
}

type CustomerRow = typeof customers.$inferSelect;

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    addresses: row.addresses as Address[],
    group_id: row.groupId,
    dob: row.dob,
    created_at: row.createdAt.toISOString(),
  };
}

/** Addresses keep their ids; new ones get the next free id. */
function numberAddresses(addresses: readonly Address[]): Address[] {
  let next = Math.max(0, ...addresses.map((address) => address.id ?? 0)) + 1;
  return addresses.map((address) => (address.id ? address : { ...address, id: next++ }));
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

export function createUserService(
  db: Db,
  mail: MailService,
  settings: UserSettings,
  clock: () => Date = () => new Date(),
): UserService {
  const tokens = createTokenStore(db, settings, clock);
  const limits = createLoginLimits(db, settings.loginLimits ?? DEFAULT_LOGIN_LIMITS, clock);
  const history = createOrderHistory(db, clock);

  const byEmail = async (email: string) =>
    (await db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase())))[0];
  const byId = async (id: number) => {
    const [row] = await db.select().from(customers).where(eq(customers.id, id));
    // The token outlived its customer: the same answer as any dead token.
    if (!row) throw new HttpError(401, USER_ERRORS.tokenExpired);
    return row;
  };

  // Issue 13 finding 13: SPEC 8's 'the provided email not existing' is never said (it told which addresses have an
  // account); an unknown address, or one that already got RESET_MAILS_PER_HOUR mails this hour, gets no mail.
  const background = new Set<Promise<unknown>>();
  let resetChain: Promise<unknown> = Promise.resolve();
  const resetMailsPerHour = settings.resetMailsPerHour ?? DEFAULT_RESET_MAILS_PER_HOUR;
  const sendResetMail = async (email: string, storeCode: string) => {
    const customer = await byEmail(email);
    if (!customer) return;
    const now = clock();
    const [recent] = await db
      .select({ n: count() })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.customerId, customer.id),
          gte(passwordResets.createdAt, new Date(now.getTime() - 3600_000)),
        ),
      );
    if (Number(recent?.n ?? 0) >= resetMailsPerHour) return;
    const token = randomToken();
    // A new link replaces the previous ones.
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.customerId, customer.id), isNull(passwordResets.usedAt)));
    await db.insert(passwordResets).values({
      customerId: customer.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
    });
    const link = `${settings.publicUrl}/${storeCode}/reset-password/${token}`;
    await mail.send(resetPasswordMail(customer, link, storeCode));
  };

  /**
   * Issue 13 finding 4: the account's password, for changes a stolen access token must not make alone. A wrong one
   * counts as a failed sign-in of the account from that address (the same backoff and hourly limit as the login).
   */
  const assertCurrentPassword = async (customer: CustomerRow, password: string | undefined, address: string) => {
    if (!password) throw new HttpError(400, USER_ERRORS.currentPasswordRequired);
    const before = await limits.failures(customer.email, address);
    if (before.account >= limits.settings.maxPerAccount || limits.backoffLeft(before) > 0) {
      throw new HttpError(429, USER_ERRORS.locked);
    }
    if (!(await verifyPassword(customer.passwordHash, password))) {
      await limits.recordFailure(customer.email, address);
      throw new HttpError(400, USER_ERRORS.currentPasswordWrong);
    }
  };

  return {
    ...history,

    async register(input) {
      assertPasswordRules(input.password, 'password');
      if (await byEmail(input.customer.email)) throw new HttpError(400, USER_ERRORS.emailExists);
      const now = clock();
      try {
        const [row] = await db
          .insert(customers)
          .values({
            email: input.customer.email,
            firstname: input.customer.firstname,
            lastname: input.customer.lastname,
            addresses: numberAddresses(input.customer.addresses ?? []),
            passwordHash: await hashPassword(input.password),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!row) throw new Error('insert returned no customer');
        return toCustomer(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, USER_ERRORS.emailExists);
        throw error;
      }
    },

    async login(username, password, address) {
      const { maxPerAccount, maxPerAddress, freePerPair } = limits.settings;
      const before = await limits.failures(username, address);
      // Per address: SPEC 8 'sign-in incorrect or temporarily disabled', as 429 (the client backs off).
      if (before.address >= maxPerAddress) throw new HttpError(429, USER_ERRORS.invalidLogin);
      // Per account (ASVS: 100 an hour from anywhere) and per (account, address) while its backoff runs: SPEC 8
      // 'account locked', even with the right password. Issue 13 finding 6: a stranger's failures make only the
      // stranger's address wait; the customer signs in from her own.
      if (before.account >= maxPerAccount || limits.backoffLeft(before) > 0) {
        throw new HttpError(401, USER_ERRORS.locked);
      }
      const customer = await byEmail(username);
      if (!(await verifyPassword(customer?.passwordHash, password)) || !customer) {
        await limits.recordFailure(username, address);
        const locked = before.account + 1 >= maxPerAccount || before.pair + 1 >= freePerPair;
        throw new HttpError(401, locked ? USER_ERRORS.locked : USER_ERRORS.invalidLogin);
      }
      await limits.clearPair(username, address);
      return tokens.issue(customer.id);
    },

    refresh: (refreshToken) => tokens.refresh(refreshToken),

    async authenticate(token) {
      if (!token) throw new HttpError(401, USER_ERRORS.unauthorized);
      return tokens.customerOf(token);
    },

    // Our choice (issue 4 "all revoked at logout"): logout ends every session of the customer, on every device.
    logout: (customerId) => tokens.revokeAll(customerId),

    profile: async (customerId) => toCustomer(await byId(customerId)),

    async updateProfile(customerId, { customer: update, currentPassword }, address) {
      const current = await byId(customerId);
      const emailChanges = update.email !== current.email;
      if (emailChanges) await assertCurrentPassword(current, currentPassword, address);
      const other = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.email, update.email), ne(customers.id, customerId)));
      if (other.length) throw new HttpError(400, USER_ERRORS.emailExists);
      // SPEC 3: only firstname, lastname, email and addresses may change; the schema admits nothing else.
      try {
        const [row] = await db
          .update(customers)
          .set({
            firstname: update.firstname,
            lastname: update.lastname,
            email: update.email,
            addresses: numberAddresses(update.addresses),
            updatedAt: clock(),
          })
          .where(eq(customers.id, current.id))
          .returning();
        if (!row) throw new HttpError(401, USER_ERRORS.tokenExpired);
        // Issue 13 finding 4: the old address hears of the change, so a hijacked account does not go unnoticed.
        // The change stands even when the mail cannot leave (the shop's mail log has the failure).
        if (emailChanges)
          await mail.send(emailChangedMail(current, row.email, current.storeCode, mail.from)).catch(() => {});
        return toCustomer(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(400, USER_ERRORS.emailExists);
        throw error;
      }
    },

    async changePassword(customerId, input) {
      const customer = await byId(customerId);
      // 400, not 401: a 401 with a token would send the client into a token refresh (SPEC 4 "User token lock").
      if (!(await verifyPassword(customer.passwordHash, input.currentPassword))) {
        throw new HttpError(400, USER_ERRORS.passwordMismatch);
      }
      assertPasswordRules(input.newPassword, 'newPassword');
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: clock() })
        .where(eq(customers.id, customerId));
      // SPEC 4 "Password change": the client logs in again with the new password; old sessions end here.
      await tokens.revokeAll(customerId);
    },

    requestPasswordReset(email, storeCode) {
      // One after another, so concurrent requests for an address count each other's mails (the hourly limit holds).
      const work = resetChain
        .then(() => sendResetMail(email, storeCode))
        .catch((error) => settings.onBackgroundError?.(error));
      resetChain = work;
      background.add(work);
      void work.finally(() => background.delete(work));
    },

    async idle() {
      while (background.size) await Promise.all([...background]);
    },

    async createPassword(input) {
      const expired = new HttpError(400, USER_ERRORS.resetExpired);
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(input.resetToken)));
      if (!reset || reset.usedAt || reset.expiresAt <= clock()) throw expired;
      const customer = await byId(reset.customerId);
      if (customer.email !== input.email) throw expired;
      assertPasswordRules(input.newPassword, 'newPassword');
      const spent = await db
        .update(passwordResets)
        .set({ usedAt: clock() })
        .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
        .returning({ id: passwordResets.id });
      if (!spent.length) throw expired;
      await db
        .update(customers)
        .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: clock() })
        .where(eq(customers.id, customer.id));
      await tokens.revokeAll(customer.id);
      await limits.clearAccount(customer.email);
    },
  };
}
