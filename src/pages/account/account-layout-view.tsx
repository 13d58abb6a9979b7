// SPEC 2 layout my-account: the account's side navigation with the current section marked, and SPEC 6's guard: only
// logged-in users see the account ('You need to be logged in to see this page', 'not authorized' when denied).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'wouter';
import './account.css';

/** The account sections in SPEC 2's route table, in the navigation's order. */
export const ACCOUNT_SECTIONS = [
  'profile',
  'shipping-details',
  'newsletter',
  'orders',
  'recently-viewed',
  'paper-catalogue',
  'loyalty-card',
] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export interface AccountLayoutViewProps {
  /** The section shown; an order's detail page belongs to 'orders'. */
  current: AccountSection;
  /** The href of each section in the current store view (my-account, my-shipping-details …). */
  hrefs: Record<AccountSection, string>;
  onLogout(): void;
  children: ReactNode;
}

function SectionLabel({ section }: { section: AccountSection }) {
  switch (section) {
    case 'profile':
      return <Trans>My profile</Trans>;
    case 'shipping-details':
      return <Trans>Shipping details</Trans>;
    case 'newsletter':
      return <Trans>Newsletter</Trans>;
    case 'orders':
      return <Trans>My orders</Trans>;
    case 'recently-viewed':
      return <Trans>Recently viewed</Trans>;
    case 'paper-catalogue':
      return <Trans>Paper catalogue</Trans>;
    case 'loyalty-card':
      return <Trans>Loyalty card</Trans>;
  }
}

export function AccountLayoutView({ current, hrefs, onLogout, children }: AccountLayoutViewProps) {
  const { t } = useLingui();
  return (
    <div className="account">
      <nav className="account-nav" aria-label={t`My account`}>
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section}>
              <Link href={hrefs[section]} aria-current={section === current ? 'page' : undefined}>
                <SectionLabel section={section} />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogout}>
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}

export interface AccountGuardViewProps {
  /** login-required: a guest opened an account page; not-authorized: the server denied access (SPEC 6). */
  reason: 'login-required' | 'not-authorized';
  onLogIn(): void;
}

/** SPEC 6: what a guest sees instead of an account page, with the way in. */
export function AccountGuardView({ reason, onLogIn }: AccountGuardViewProps) {
  const headingId = useId();
  return (
    <section className="account-page account-page--narrow status-page" aria-labelledby={headingId}>
      <h1 id={headingId}>
        <Trans>My account</Trans>
      </h1>
      <p>
        {reason === 'login-required' ? (
          <Trans>You need to be logged in to see this page</Trans>
        ) : (
          <Trans>You are not authorized to see this page. Please log in again.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={onLogIn}>
        <Trans>Log in</Trans>
      </button>
    </section>
  );
}
