// Containers of /my-account/* (SPEC 2, SPEC 6): a guest sees SPEC 6's 'You need to be logged in to see this page'
// with the way in; a customer sees the section in the account layout. The session machine owns the profile, the
// order history and the queued profile update; the newsletter machine owns the subscription. The server renders
// the loading state (the session lives in the browser's IndexedDB) and the browser fills it in.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { translateServerMessage } from '../../app/messages/account-messages';
import { getHref } from '../../app/routing/routes';
import type { AccountActors } from '../../app/root/account-actors';
import { useShop } from '../../app/root/shop-context';
import { useAccount, useLoadedAccount } from '../../app/root/hooks/use-account';
import { NEWSLETTER_COUPON_PERCENT } from '../../domain/newsletter';
import { type AccountSection, AccountGuardView, AccountLayoutView } from './account-layout-view';
import {
  downloadHref,
  fromAddressValues,
  selectAccess,
  selectNewsletterStatus,
  selectOrdersStatus,
  shippingAddressOf,
  toAddressValues,
} from './account-selectors';
import { NewsletterView } from './newsletter-view';
import { OrderDetailView } from './order-detail-view';
import { OrdersView } from './orders-view';
import { LoyaltyCardContainer } from './loyalty-card-container';
import { PaperCatalogueContainer } from './paper-catalogue-container';
import { ProfileView } from './profile-view';
import { ShippingDetailsView } from './shipping-details-view';

const SECTION_OF: Record<string, AccountSection> = {
  'my-account': 'profile',
  'my-shipping-details': 'shipping-details',
  'my-newsletter': 'newsletter',
  'my-orders': 'orders',
  'my-order': 'orders',
  'my-recently-viewed': 'recently-viewed',
  'my-paper-catalogue': 'paper-catalogue',
  'my-loyalty-card': 'loyalty-card',
};

function useSession() {
  return useLoadedAccount().session;
}

function ProfileSection() {
  const session = useSession();
  const { i18n } = useLingui();
  const user = useSelector(session, (s) => s.context.user);
  const online = useSelector(session, (s) => s.context.online);
  const syncing = useSelector(session, (s) => s.hasTag('syncing'));
  const changing = useSelector(
    session,
    (s) =>
      s.matches({ authorized: { account: 'changingPassword' } }) ||
      s.matches({ authorized: { account: 'reauthorizing' } }),
  );
  const error = useSelector(session, (s) => s.context.error);
  // The session machine owns whether the last update finished and how the password change went.
  const saved = useSelector(session, (s) => s.context.profileSaved);
  const passwordChange = useSelector(session, (s) => s.context.passwordChange);
  // view-state: disclosure (whether the form is open is presentation only; the machine owns what is saved and sent)
  const [editing, setEditing] = useState(false);
  return (
    <ProfileView
      profile={user ? { firstname: user.firstname, lastname: user.lastname, email: user.email } : null}
      status={
        !user ? 'loading' : syncing ? (online ? 'saving' : 'queued') : editing ? 'editing' : saved ? 'saved' : 'viewing'
      }
      online={online}
      passwordStatus={changing ? 'saving' : passwordChange}
      passwordServerError={error ? translateServerMessage(i18n, error) : null}
      onEdit={() => {
        session.send({ type: 'session.editProfile' });
        setEditing(true);
      }}
      onCancelEdit={() => setEditing(false)}
      onSave={(values, currentPassword) => {
        setEditing(false);
        if (user) {
          session.send({
            type: 'session.updateProfile',
            profile: { ...values, addresses: user.addresses },
            ...(currentPassword ? { currentPassword } : {}),
          });
        }
      }}
      onChangePassword={(values) => session.send({ type: 'session.changePassword', ...values })}
    />
  );
}

function ShippingSection() {
  const session = useSession();
  const { storeView } = useShop();
  const user = useSelector(session, (s) => s.context.user);
  const online = useSelector(session, (s) => s.context.online);
  const syncing = useSelector(session, (s) => s.hasTag('syncing'));
  const saved = useSelector(session, (s) => s.context.profileSaved);
  return (
    <ShippingDetailsView
      status={!user ? 'loading' : syncing ? (online ? 'saving' : 'queued') : saved ? 'saved' : 'editing'}
      address={toAddressValues(shippingAddressOf(user))}
      defaultCountry={storeView.taxCountry}
      onSave={(values) => {
        if (!user) return;
        const address = fromAddressValues(values);
        const others = user.addresses
          .filter((existing) => existing !== shippingAddressOf(user))
          .map((existing) => ({ ...existing, default_shipping: false, default_billing: false }));
        session.send({
          type: 'session.updateProfile',
          profile: {
            firstname: user.firstname,
            lastname: user.lastname,
            email: user.email,
            addresses: [address, ...others],
          },
        });
      }}
    />
  );
}

function NewsletterSection() {
  const { session, newsletter } = useLoadedAccount();
  const { i18n } = useLingui();
  const email = useSelector(session, (s) => s.context.user?.email ?? null);
  const status = useSelector(newsletter, selectNewsletterStatus);
  const busy = useSelector(newsletter, (s) => s.matches('subscribing') || s.matches('unsubscribing'));
  const error = useSelector(newsletter, (s) => (s.matches('failed') ? null : s.context.error));

  useEffect(() => {
    if (email) newsletter.send({ type: 'newsletter.check', email });
  }, [email, newsletter]);

  return (
    <NewsletterView
      status={email ? status : 'loading'}
      busy={busy}
      email={email ?? ''}
      discountPercent={NEWSLETTER_COUPON_PERCENT}
      serverError={error ? translateServerMessage(i18n, error) : null}
      onSubscribe={() => newsletter.send({ type: 'newsletter.subscribe' })}
      onUnsubscribe={() => newsletter.send({ type: 'newsletter.unsubscribe' })}
      onRetry={() => newsletter.send({ type: 'newsletter.retry' })}
    />
  );
}

function OrdersSection({ orderId }: { orderId?: string }) {
  const session = useSession();
  const { storeView } = useShop();
  const history = useSelector(session, (s) => s.context.orderHistory);
  const status = useSelector(session, selectOrdersStatus);
  const loadingPage = useSelector(session, (s) => s.matches({ authorized: { account: 'loadingOrders' } }));
  const token = useSelector(session, (s) => s.context.tokens?.token ?? null);
  const retry = () => session.send({ type: 'session.refreshProfile' });
  if (orderId !== undefined) {
    const order = history?.items.find((candidate) => candidate.increment_id === orderId) ?? null;
    return (
      <OrderDetailView
        status={status !== 'ready' ? status : order ? 'ready' : 'not-found'}
        order={order}
        locale={storeView.locale}
        dateSeparator={storeView.dateSeparator}
        backHref={getHref('my-orders', {}, storeView.storeCode)}
        downloadHref={(linkId) => downloadHref(linkId, token)}
        onDownload={(linkId) => session.send({ type: 'session.downloadTaken', linkId })}
        onRetry={retry}
      />
    );
  }
  return (
    <OrdersView
      status={loadingPage ? 'loading' : status}
      orders={history?.items ?? []}
      page={history?.page_info.current_page ?? 1}
      totalPages={history?.page_info.total_pages ?? 1}
      locale={storeView.locale}
      dateSeparator={storeView.dateSeparator}
      orderHref={(id) => getHref('my-order', { orderId: id }, storeView.storeCode)}
      onPageChange={(page) => session.send({ type: 'session.loadOrderHistory', currentPage: page })}
      onRetry={retry}
    />
  );
}

function Section({ section, orderId }: { section: AccountSection; orderId?: string }): ReactNode {
  switch (section) {
    case 'shipping-details':
      return <ShippingSection />;
    case 'newsletter':
      return <NewsletterSection />;
    case 'orders':
      return <OrdersSection orderId={orderId} />;
    case 'paper-catalogue':
      return <PaperCatalogueContainer />;
    case 'loyalty-card':
      return <LoyaltyCardContainer />;
    default:
      return <ProfileSection />;
  }
}

function LoadingAccount() {
  return (
    <p className="loading" role="status">
      <Trans>Loading your account…</Trans>
    </p>
  );
}

export function AccountPage({ routeName, orderId }: { routeName: string; orderId?: string }) {
  // The server and the first client render show the loading state; the account chunk then restores the session.
  const account = useAccount(true);
  if (!account) return <LoadingAccount />;
  return <LoadedAccountPage account={account} routeName={routeName} orderId={orderId} />;
}

function LoadedAccountPage({
  account,
  routeName,
  orderId,
}: {
  account: AccountActors;
  routeName: string;
  orderId?: string;
}) {
  const { storeView } = useShop();
  const session = account.session;
  const access = useSelector(session, selectAccess);
  const section = SECTION_OF[routeName] ?? 'profile';
  const code = storeView.storeCode;
  // Another section opens without the last update's "saved" note.
  useEffect(() => {
    if (section) session.send({ type: 'session.editProfile' });
  }, [section, session]);

  if (access === 'checking') return <LoadingAccount />;
  if (access === 'guest') {
    return (
      <AccountGuardView
        reason="login-required"
        onLogIn={() => session.send({ type: 'session.openAuth', elem: 'login' })}
      />
    );
  }
  const hrefs: Record<AccountSection, string> = {
    profile: getHref('my-account', {}, code),
    'shipping-details': getHref('my-shipping-details', {}, code),
    newsletter: getHref('my-newsletter', {}, code),
    orders: getHref('my-orders', {}, code),
    'recently-viewed': getHref('my-recently-viewed', {}, code),
    'paper-catalogue': getHref('my-paper-catalogue', {}, code),
    'loyalty-card': getHref('my-loyalty-card', {}, code),
  };
  return (
    <AccountLayoutView current={section} hrefs={hrefs} onLogout={() => session.send({ type: 'session.logout' })}>
      <Section section={section} orderId={orderId} />
    </AccountLayoutView>
  );
}
