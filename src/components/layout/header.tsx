// The site header: logo, main navigation, store switch and the offline state (SPEC 2 "Offline behaviour").
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { StoreSwitch, type StoreSwitchOption } from './store-switch';

export interface HeaderLink {
  href: string;
  label: string;
}

export interface HeaderProps {
  homeHref: string;
  links: HeaderLink[];
  storeCode: StoreSwitchOption['storeCode'];
  stores: StoreSwitchOption[];
  online: boolean;
}

export function Header({ homeHref, links, storeCode, stores, online }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link href={homeHref} className="logo" aria-label={t`Home`}>
          <span aria-hidden="true">Rõivas</span>
        </Link>
        <nav className="main-nav" aria-label={t`Main`}>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <StoreSwitch current={storeCode} options={stores} />
      </div>
      {online ? null : (
        <p className="offline-banner" role="status">
          <Trans>You are offline. Some pages may not be available.</Trans>
        </p>
      )}
    </header>
  );
}
