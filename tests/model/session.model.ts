// The session machine's model (ARCHITECTURE §3; SPEC 4 "Session and account", SPEC 5, 6, 8 "Account"): a start with a
// stored session and one without, online or offline; login, registration, password reset and creation, the account
// loads, a password change online and offline, a queued profile update and the queue's two answers, a token refresh,
// logout loud and silent, another tab's login and logout, the auth modal, and every answer of every call; what each
// state promises. Registered in tests/model/models.ts.
import { type SessionEmitted, sessionMachine } from '../../machines/session.machine';
import { type Customer, type OrderHistory, type TokenResult, USER_ERRORS } from '../../src/domain/contract/user';
import { SESSION_NOTICES, type StoredSession, storedSession } from '../../src/domain/session';
import { type ModelEntry, stateName } from '../helpers/model';

type SessionMachine = typeof sessionMachine;
type Snapshot = ReturnType<SessionMachine['getInitialSnapshot']>;
type Event = Parameters<SessionMachine['transition']>[1];

export const OLD_TOKENS: TokenResult = { token: 'access-old', refreshToken: 'refresh-old' };
export const NEW_TOKENS: TokenResult = { token: 'access-new', refreshToken: 'refresh-new' };
export const CUSTOMER: Customer = {
  id: 7,
  firstname: 'Mari',
  lastname: 'Tamm',
  email: 'mari@example.ee',
  addresses: [],
  group_id: 1,
};
export const UPDATED_CUSTOMER: Customer = { ...CUSTOMER, firstname: 'Maria' };
export const STORED: StoredSession = { tokens: OLD_TOKENS, user: CUSTOMER };
/** Issue 17: one order with a downloadable pattern, its link with two downloads left. */
export const DOWNLOAD_LINK = 'Q2xpY2tlZEJ5VGhlQ3VzdG9tZXJfX19fXzAx';
export const ORDERS: OrderHistory = {
  items: [
    {
      increment_id: 'EE000000042',
      created_at: '2026-11-20 10:00:00',
      status: 'complete',
      store_code: 'ee',
      currency: 'EUR',
      subtotal: 9.9,
      tax: 1.92,
      shipping: 0,
      grand_total: 9.9,
      items: [{ sku: 'DL-PATTERN-905', name: 'Kootud kampsuni muster (PDF)', qty: 1, price: 9.9 }],
      addresses: {},
      downloads: [
        {
          link_id: DOWNLOAD_LINK,
          sku: 'DL-PATTERN-905',
          title: 'Muster',
          file_name: 'knitting-pattern-905-et.pdf',
          downloads_left: 2,
          expires_at: '2026-12-20T10:00:00.000Z',
          status: 'available',
        },
      ],
    },
  ],
  total_count: 1,
  page_info: { page_size: 20, current_page: 1, total_pages: 1 },
};
export const PASSWORDS = { currentPassword: 'Vana-parool-1', newPassword: 'Uus-parool-22' };
const SERVER_ERROR = new Error(USER_ERRORS.passwordMismatch);

const EVENTS: Event[] = [
  { type: 'session.login', username: CUSTOMER.email, password: PASSWORDS.currentPassword },
  {
    type: 'session.register',
    customer: { firstname: 'Mari', lastname: 'Tamm', email: CUSTOMER.email },
    password: PASSWORDS.currentPassword,
  },
  { type: 'session.logout' },
  { type: 'session.logout', silent: true },
  { type: 'session.refreshProfile' },
  { type: 'session.loadOrderHistory', currentPage: 2 },
  // Issue 17: a download link clicked on the order detail.
  { type: 'session.downloadTaken', linkId: DOWNLOAD_LINK },
  { type: 'session.changePassword', ...PASSWORDS },
  {
    type: 'session.updateProfile',
    profile: { firstname: 'Maria', lastname: 'Tamm', email: CUSTOMER.email, addresses: [] },
  },
  { type: 'session.editProfile' },
  { type: 'session.profileSynced', code: 200, result: UPDATED_CUSTOMER },
  { type: 'session.profileSynced', code: 500, result: 'Database unavailable' },
  { type: 'session.tokensRefreshed', tokens: NEW_TOKENS },
  { type: 'session.resetPassword', email: CUSTOMER.email },
  { type: 'session.createPassword', email: CUSTOMER.email, newPassword: PASSWORDS.newPassword, resetToken: 'reset-1' },
  { type: 'session.openAuth', elem: 'register' },
  { type: 'session.closeAuth' },
  { type: 'session.storedElsewhere', session: STORED },
  { type: 'session.storedElsewhere', session: null },
  { type: 'session.storedElsewhere', session: { tokens: NEW_TOKENS, user: CUSTOMER } },
  { type: 'network.online' },
  { type: 'network.offline' },
  ...(
    [
      ['loadSession', STORED],
      ['loadSession', null],
      ['logIn', OLD_TOKENS],
      ['relogIn', NEW_TOKENS],
      ['registerUser', CUSTOMER],
      ['loadAccount', { user: CUSTOMER, orderHistory: ORDERS }],
      ['loadOrderHistory', { ...ORDERS, page_info: { ...ORDERS.page_info, current_page: 2 } }],
      ['changePassword', true],
      ['requestPasswordReset', true],
      ['createPassword', true],
      ['revokeTokens', true],
    ] as const
  ).map(([id, output]) => ({ type: `xstate.done.actor.${id}`, output }) as never),
  ...[
    'loadSession',
    'logIn',
    'relogIn',
    'registerUser',
    'loadAccount',
    'loadOrderHistory',
    'changePassword',
    'requestPasswordReset',
    'revokeTokens',
  ].map((id) => ({ type: `xstate.error.actor.${id}`, error: SERVER_ERROR }) as never),
  { type: 'xstate.error.actor.createPassword', error: new Error(USER_ERRORS.resetExpired) } as never,
];

/** The notices an event must raise (SPEC 4, 5, 8), from the state before it. */
function expectedNotices(previous: Snapshot, event: Event, after: Snapshot): string[] {
  const type: string = event.type;
  if (event.type === 'session.logout' && previous.matches('authorized'))
    return event.silent ? [] : [SESSION_NOTICES.loggedOut.message];
  if (event.type === 'session.changePassword' && previous.matches({ authorized: { account: 'ready' } }))
    return previous.context.online ? [] : [SESSION_NOTICES.passwordChangeOffline.message];
  if (type === 'xstate.done.actor.changePassword') return [SESSION_NOTICES.passwordChanged.message];
  if (type === 'xstate.error.actor.changePassword') return [SERVER_ERROR.message];
  if (event.type === 'session.profileSynced' && previous.matches({ authorized: { profile: 'queued' } }))
    return event.code === 200 && after.context.user?.firstname === UPDATED_CUSTOMER.firstname
      ? [SESSION_NOTICES.profileUpdated.message]
      : [];
  return [];
}

export const sessionModel: ModelEntry<SessionMachine> = {
  machine: sessionMachine,
  inputs: [{ online: true }, { online: false }],
  events: EVENTS,
  serializeState: (snapshot) => {
    const c = snapshot.context;
    // The modal, the last error and the order page are orthogonal to the flow: left out to keep the graph small.
    return JSON.stringify([
      snapshot.value,
      c.tokens?.token ?? null,
      c.user?.firstname ?? null,
      c.online,
      c.resetLocked,
      c.pendingProfile !== null,
    ]);
  },
  describeEvent: (event) => {
    const type: string = event.type;
    const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type) ?? [];
    if (kind === 'done' && id === 'loadSession') {
      return (event as unknown as { output: unknown }).output ? 'a stored session loads' : 'nothing is stored';
    }
    if (kind === 'done') return `${id} answers`;
    if (kind === 'error') return `${id} fails`;
    if (event.type === 'session.logout') return event.silent ? 'silent logout' : 'logout';
    if (event.type === 'session.profileSynced') return `the queue calls back ${event.code}`;
    if (event.type === 'session.openAuth') return `open the ${event.elem ?? 'login'} modal`;
    if (event.type === 'session.storedElsewhere') {
      if (!event.session) return 'another tab logs out';
      return event.session.tokens === NEW_TOKENS ? 'another tab stores a new pair' : 'another tab logs in';
    }
    return type.replace(/^session\./, '');
  },
  describeState: (snapshot) => {
    const c = snapshot.context;
    const facts = [
      c.user ? c.user.firstname : c.tokens ? 'token only' : 'no user',
      c.online ? '' : 'offline',
      c.authOpen ? `modal ${c.authElem}` : '',
      c.resetLocked ? 'reset locked' : '',
    ];
    return `${stateName(snapshot)} (${facts.filter(Boolean).join(', ')})`;
  },
  legend: [
    `stored session: ${OLD_TOKENS.token} with ${CUSTOMER.firstname}; the server refuses with "${SERVER_ERROR.message}"`,
  ],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the session keeps running').toBe('active');
      const c = snapshot.context;
      expect(c.groupId, 'SPEC 6: the group is the user’s').toBe(c.user?.group_id ?? null);
      const list = emitted as SessionEmitted[];
      if (!previous || !event) return;
      const notices = list.flatMap((entry) => (entry.type === 'session.notify' ? [entry.notice.message] : []));
      expect(notices, 'the notifications SPEC 4, 5 and 8 ask for').toEqual(expectedNotices(previous, event, snapshot));
      const tokenChanges = list.filter((entry) => entry.type === 'session.tokensChanged');
      if (previous.context.tokens !== c.tokens) {
        expect(tokenChanges, 'a new pair is announced to the lock and the queue').toEqual([
          { type: 'session.tokensChanged', tokens: c.tokens },
        ]);
      }
      const loggedOut = list.filter((entry) => entry.type === 'session.loggedOut');
      const wasLogout = event.type === 'session.logout' && previous.matches('authorized');
      const wasLogoutElsewhere =
        event.type === 'session.storedElsewhere' && event.session === null && previous.matches('authorized');
      expect(loggedOut, 'SPEC 4: the app clears cart, wishlist, compare, checkout').toEqual(
        wasLogout
          ? [{ type: 'session.loggedOut', silent: event.silent ?? false }]
          : wasLogoutElsewhere
            ? [{ type: 'session.loggedOut', silent: true }]
            : [],
      );
      if (
        event.type === 'session.storedElsewhere' &&
        event.session &&
        (previous.matches('guest') || previous.matches('authorized'))
      ) {
        expect(snapshot.matches('authorized'), 'another tab’s login logs this tab in').toBe(true);
        expect(c.tokens, 'with the pair that tab stored, the session of every tab').toEqual(event.session.tokens);
        if (previous.context.tokens?.refreshToken !== event.session.tokens.refreshToken) {
          expect(snapshot.matches({ authorized: { account: 'loading' } }), 'the account loads again').toBe(true);
        }
      }
      // The account page's flags live here, not in React: "saved" after a queued update finished, until the shopper
      // edits again or sends another; the password change's outcome.
      if (event.type === 'session.profileSynced' && previous.matches({ authorized: { profile: 'queued' } }))
        expect(c.profileSaved, 'the update finished: the page says so').toBe(true);
      if (event.type === 'session.editProfile' || event.type === 'session.updateProfile')
        expect(c.profileSaved, 'editing again: no "saved" note').toBe(false);
      const type: string = event.type;
      if (type === 'xstate.done.actor.changePassword') expect(c.passwordChange).toBe('changed');
      if (type === 'xstate.error.actor.changePassword' || type === 'xstate.error.actor.relogIn')
        expect(c.passwordChange).toBe('failed');
      if (event.type === 'session.createPassword' && snapshot.matches('creatingPassword'))
        expect(c.passwordCreateSent, 'the page shows the outcome of its form').toBe(true);
      if (event.type === 'session.downloadTaken') {
        const leftOf = (history: OrderHistory | null) =>
          history?.items.flatMap((order) => order.downloads ?? []).find((link) => link.link_id === event.linkId);
        const before = leftOf(previous.context.orderHistory);
        const after = leftOf(c.orderHistory);
        const taken = previous.context.online && before?.status === 'available' && before.downloads_left > 0;
        expect(after?.downloads_left, 'issue 17: one download fewer at once, online').toBe(
          before ? before.downloads_left - (taken ? 1 : 0) : undefined,
        );
        if (taken && after?.downloads_left === 0) expect(after.status, 'none left: used up').toBe('used-up');
        expect(snapshot.value, 'nothing else changes').toEqual(previous.value);
      }
      const queued = list.filter((entry) => entry.type === 'session.queueTask');
      expect(queued.length, 'SPEC 7: a profile update is a queued task').toBe(
        event.type === 'session.updateProfile' && previous.matches('authorized') ? 1 : 0,
      );
      for (const entry of queued) {
        if (entry.type === 'session.queueTask') expect(entry.task.url).toBe('/api/user/me?token={{token}}');
      }
    },
    restoring: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    guest: ({ snapshot }, expect) => {
      const c = snapshot.context;
      expect(snapshot.hasTag('guest')).toBe(true);
      expect([c.tokens, c.user, c.orderHistory, c.groupId], 'a guest has no user').toEqual([null, null, null, null]);
    },
    authorizing: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.credentials).not.toBeNull();
      expect(snapshot.context.tokens).toBeNull();
    },
    registering: ({ snapshot }, expect) => {
      expect(snapshot.context.credentials?.username).toBe(CUSTOMER.email);
    },
    requestingReset: ({ snapshot }, expect) => {
      const c = snapshot.context;
      expect([c.resetLocked, c.resetAttempts, c.resetSent], 'SPEC 4: reset on request').toEqual([false, 0, false]);
    },
    creatingPassword: ({ snapshot }, expect) => {
      expect(snapshot.context.resetLocked).toBe(false);
      expect(snapshot.context.credentials?.password).toBe(PASSWORDS.newPassword);
    },
    authorized: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('authorized')).toBe(true);
      expect(snapshot.context.tokens).not.toBeNull();
      expect(snapshot.context.authOpen, 'the login modal closes on login').toBe(
        snapshot.context.authOpen && snapshot.context.authElem === 'register',
      );
    },
    'authorized.account.loading': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    'authorized.account.ready': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    'authorized.account.failed': ({ snapshot, event }, expect) => {
      expect(snapshot.hasTag('error')).toBe(true);
      if (event?.type === ('xstate.error.actor.loadAccount' as never))
        expect(snapshot.context.error).toBe(SERVER_ERROR.message);
    },
    'authorized.account.loadingOrders': ({ snapshot }, expect) => {
      expect(snapshot.context.orderPage).toEqual({ pageSize: 20, currentPage: 2 });
    },
    'authorized.account.changingPassword': ({ snapshot, previous, event }, expect) => {
      if (event?.type === 'session.changePassword') expect(previous?.context.online, 'SPEC 5: not offline').toBe(true);
      expect(snapshot.context.credentials?.password).toBe(PASSWORDS.newPassword);
    },
    'authorized.account.reauthorizing': ({ snapshot }, expect) => {
      expect(snapshot.context.credentials, 'SPEC 4: log in again with the new password').toEqual({
        username: CUSTOMER.email,
        password: PASSWORDS.newPassword,
      });
    },
    'authorized.profile.idle': ({ snapshot }, expect) => {
      expect(snapshot.context.pendingProfile).toBeNull();
    },
    'authorized.profile.queued': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('syncing')).toBe(true);
      expect(snapshot.context.pendingProfile).not.toBeNull();
    },
    loggingOut: ({ snapshot }, expect) => {
      const c = snapshot.context;
      expect([c.tokens, c.user, c.orderHistory, c.groupId], 'SPEC 4: cleared at once').toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(c.revoking, 'the old pair is only kept to revoke it').not.toBeNull();
    },
  },
};

/** SPEC 4: what must be in storage after each step: only the pair and the user. */
export function expectedStoredSession(snapshot: Snapshot): StoredSession | null {
  return storedSession(snapshot.context.tokens, snapshot.context.user);
}
