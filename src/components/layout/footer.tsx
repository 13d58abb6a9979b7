// The footer with SPEC 2's static links: the terms and privacy pages of the store view, and the static pages.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LinkList, type NavLink } from './link-list';

export type FooterLink = NavLink;

export interface FooterProps {
  shopLinks: FooterLink[];
  serviceLinks: FooterLink[];
  legalLinks: FooterLink[];
  email: string;
  /** Issue 16: the newsletter sign-up for every visitor, above the links. */
  newsletter?: ReactNode;
  /** SPEC 5 (issue 16 follow-up): reopens the analytics choice; absent without a tag manager. */
  onCookieSettings?(): void;
}

export function Footer({ shopLinks, serviceLinks, legalLinks, email, newsletter, onCookieSettings }: FooterProps) {
  const { t } = useLingui();
  return (
    <footer className="site-footer">
      {newsletter ? <div className="site-footer__newsletter">{newsletter}</div> : null}
      <div className="site-footer__columns">
        <nav aria-label={t`Shop`}>
          <h2>
            <Trans>Shop</Trans>
          </h2>
          <LinkList links={shopLinks} />
        </nav>
        <nav aria-label={t`Customer service`}>
          <h2>
            <Trans>Customer service</Trans>
          </h2>
          <LinkList links={serviceLinks} />
        </nav>
        <nav aria-label={t`Legal`}>
          <h2>
            <Trans>Legal</Trans>
          </h2>
          <LinkList links={legalLinks} />
          {onCookieSettings ? (
            <button type="button" className="site-footer__button" onClick={onCookieSettings}>
              <Trans>Cookie settings</Trans>
            </button>
          ) : null}
        </nav>
      </div>
      <p className="site-footer__contact">
        <Trans>
          Questions? Write to us at <a href={`mailto:${email}`}>{email}</a>
        </Trans>
      </p>
    </footer>
  );
}
