// SPEC 3 "User" and "Other entities" (authElem), SPEC 4 "Session and account", SPEC 5 (offline password change),
// SPEC 6 (roles), SPEC 8 "Account": the pure rules of the shopper's session. Sentences are SPEC's English text,
// paired with a stable key the app translates (STYLE "Views"); server messages pass through as they are.
import { type Customer, type TokenResult, USER_MESSAGES, customerSchema } from './contract/user';
import type { Notice } from './notice';
import type { SyncTaskDraft } from './sync-tasks';

/** SPEC 9 "Checkout active window": the user counts as being in checkout this long after modifiedAt. */
export const CHECKOUT_ACTIVE_WINDOW_MS = 1_800_000;

/** SPEC 4: the user is in checkout when the checkout details were modified within the window. */
export function isInCheckout(modifiedAt: number | null, now: number): boolean {
  return modifiedAt !== null && now - modifiedAt >= 0 && now - modifiedAt <= CHECKOUT_ACTIVE_WINDOW_MS;
}

/** SPEC 5: changing the password is blocked offline with this message. */
export const PASSWORD_CHANGE_OFFLINE_MESSAGE = 'Reset password feature does not work while offline!';

/** SPEC 3 "UI flags": which form the login / register modal shows; login by default. */
export type AuthElem = 'login' | 'register' | 'forgot-password';
export const DEFAULT_AUTH_ELEM: AuthElem = 'login';

/** SPEC 4: what is persisted: the token pair, and the user for an offline start. */
export interface StoredSession {
  tokens: TokenResult;
  user: Customer | null;
}

export const SESSION_NOTICES = {
  passwordChanged: { key: 'passwordChanged', type: 'success', message: USER_MESSAGES.passwordChanged },
  passwordChangeOffline: { key: 'passwordChangeOffline', type: 'error', message: PASSWORD_CHANGE_OFFLINE_MESSAGE },
  profileUpdated: { key: 'profileUpdated', type: 'success', message: USER_MESSAGES.profileUpdated },
  loggedOut: { key: 'loggedOut', type: 'success', message: USER_MESSAGES.loggedOut },
} as const satisfies Record<string, Notice>;

/** SPEC 6: the user's group drives price tiers; no user, no group. */
export function groupIdOf(user: Customer | null): number | null {
  return user?.group_id ?? null;
}

/** The message of a failed call: an Error's message, else the value as text. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** SPEC 7: GET /api/user/order-history, first page of SPEC 9's 20 by default. */
export interface OrderHistoryPage {
  pageSize: number;
  currentPage: number;
}

/** The store action the sync queue calls back after a profile update (SPEC 4 `store:` callbacks). */
export const PROFILE_UPDATED_ACTION = 'user/profileUpdated';

/** SPEC 7 "POST /api/user/me … Queued": the profile update as a sync task; the queue fills in the token. */
export function profileUpdateTask(customer: ProfileFields, currentPassword?: string): SyncTaskDraft {
  return {
    url: '/api/user/me?token={{token}}',
    method: 'POST',
    // Issue 13 finding 4: a new e-mail address travels with the current password. The task is sent at once online;
    // queued offline, it waits in the store view's IndexedDB like the tokens do, and is deleted once sent.
    body: currentPassword ? { customer, currentPassword } : { customer },
    callbackEvent: `store:${PROFILE_UPDATED_ACTION}`,
    silent: false,
    cacheable: false,
  };
}

/** SPEC 3: the fields allowed for modification are firstname, lastname, email and addresses. */
export type ProfileFields = Pick<Customer, 'firstname' | 'lastname' | 'email' | 'addresses'>;

/** The customer a successful profile update answered with, or null when the answer is not one. */
export function updatedCustomer(code: number | string | null, result: unknown): Customer | null {
  if (code !== 200) return null;
  const parsed = customerSchema.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/** The stored session after new tokens, keeping the user for an offline start. */
export function storedSession(tokens: TokenResult | null, user: Customer | null): StoredSession | null {
  return tokens ? { tokens, user } : null;
}
