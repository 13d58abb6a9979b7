// The session machine's types (machines/session.machine.ts): input, context, events and what it emits. SPEC 4
// "Session and account", SPEC 3 "UI flags", SPEC 6.
import type {
  Customer,
  LoginRequest,
  OrderHistory,
  RegisterRequest,
  ResetPasswordRequest,
  TokenResult,
} from '../src/domain/contract/user';
import type { Notice } from '../src/domain/notice';
import type { AuthElem, OrderHistoryPage, ProfileFields, StoredSession } from '../src/domain/session';
import type { SyncTaskDraft } from '../src/domain/sync-tasks';

export interface SessionInput {
  /** The status when the actor starts: the browser's online flag, `true` during SSR. */
  online: boolean;
}

/** The outcome of the last password change on the account page (SPEC 4: changed, or the server's message). */
export type PasswordChangeOutcome = 'idle' | 'changed' | 'failed';

export interface SessionContext {
  tokens: TokenResult | null;
  user: Customer | null;
  /** SPEC 6: the customer group (from the profile); null for a guest. */
  groupId: number | null;
  orderHistory: OrderHistory | null;
  orderPage: OrderHistoryPage;
  /** SPEC 3 "UI flags": the login / register modal and the form it shows (login by default). */
  authOpen: boolean;
  authElem: AuthElem;
  online: boolean;
  /** Credentials for the login that follows a registration, a created password or a changed password. */
  credentials: LoginRequest | null;
  /** The address a registration asked to subscribe, until its login succeeds. */
  newsletterEmail: string | null;
  /** The token pair being revoked by a logout (already cleared from `tokens`). */
  revoking: TokenResult | null;
  /** The server's message of the last failed call, for the form that made it. */
  error: string | null;
  /** SPEC 4: the reset-password request (its e-mail, and whether the mail went), and the reset-token invalidation
   * lock and attempt counter. */
  resetEmail: string | null;
  resetSent: boolean;
  resetLocked: boolean;
  resetAttempts: number;
  /** The create-password form was sent (the page shows its outcome, not a fresh form). */
  passwordCreateSent: boolean;
  /** The account page's password change: nothing tried yet, changed, or refused. */
  passwordChange: PasswordChangeOutcome;
  /** The profile update waiting in the sync queue. */
  pendingProfile: ProfileFields | null;
  /** A queued profile update finished (the page says "saved" until the shopper edits again). */
  profileSaved: boolean;
}

export type SessionEvent =
  | { type: 'session.login'; username: string; password: string }
  /** newsletter: subscribe the new address once the account exists (SPEC 7 newsletter, the register form's box). */
  | { type: 'session.register'; customer: RegisterRequest['customer']; password: string; newsletter?: boolean }
  | { type: 'session.logout'; silent?: boolean }
  | { type: 'session.refreshProfile' }
  | { type: 'session.loadOrderHistory'; currentPage: number }
  /** Issue 17: the customer clicked a download link of an order (the server takes one download as it serves it). */
  | { type: 'session.downloadTaken'; linkId: string }
  | { type: 'session.changePassword'; currentPassword: string; newPassword: string }
  /** currentPassword: with a new e-mail address (issue 13 finding 4: the server asks for it then). */
  | { type: 'session.updateProfile'; profile: ProfileFields; currentPassword?: string }
  /** The shopper opens the profile form again: the "saved" flag of the last update goes. */
  | { type: 'session.editProfile' }
  /** The sync queue's `store:user/profileUpdated` callback, routed by the account machine. */
  | { type: 'session.profileSynced'; code: number | string | null; result: unknown }
  /** The token lock refreshed the pair (its `token.refreshed`). */
  | { type: 'session.tokensRefreshed'; tokens: TokenResult }
  | { type: 'session.resetPassword'; email: string; storeCode?: ResetPasswordRequest['storeCode'] }
  | { type: 'session.createPassword'; email: string; newPassword: string; resetToken: string }
  | { type: 'session.openAuth'; elem?: AuthElem }
  | { type: 'session.closeAuth' }
  /** Another tab of the store view stored this session (a login), or deleted it (null: a logout). */
  | { type: 'session.storedElsewhere'; session: StoredSession | null }
  | { type: 'network.online' }
  | { type: 'network.offline' };

export type SessionEmitted =
  | { type: 'session.notify'; notice: Notice }
  /** The pair changed (login, restore, refresh, logout = null): the account machine tells the lock and the queue. */
  | { type: 'session.tokensChanged'; tokens: TokenResult | null }
  /** The customer after a change of the pair or the user (null: a guest): the account machine tells the checkout. */
  | { type: 'session.profileChanged'; user: Customer | null }
  /** SPEC 4: the cart is disconnected and cleared, and wishlist, compare, checkout details and tasks go. */
  | { type: 'session.loggedOut'; silent: boolean }
  /** A registration with the newsletter box logged in: the account machine subscribes the address. */
  | { type: 'session.joinNewsletter'; email: string }
  /** SPEC 7: POST /api/user/me is queued; the account machine makes the task (id, time) for the sync queue. */
  | { type: 'session.queueTask'; task: SyncTaskDraft };

export interface AccountData {
  user: Customer;
  orderHistory: OrderHistory;
}

export interface TokenInput {
  token: string;
}
