// The site header: the category navigation, logo, main navigation, search, actions, store switch and the offline
// state (SPEC 2 "Offline behaviour"). One row from 1200 px; on a phone the categories are in the menu drawer.
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkList, type NavLink } from './link-list';
import { Logo } from './logo';
import { StoreSwitch, type StoreSwitchOption } from './store-switch';

export type HeaderLink = NavLink;

export interface HeaderProps {
  homeHref: string;
  links: HeaderLink[];
  storeCode: StoreSwitchOption['storeCode'];
  stores: StoreSwitchOption[];
  online: boolean;
  /** The category menu and the phone's menu button, supplied by the app (they run the navigation machine). */
  navigation?: React.ReactNode;
  /** The search panel, supplied by the app (it runs a machine). */
  search?: React.ReactNode;
  /** Wishlist, account and cart buttons, supplied by the app (they run machines). */
  actions?: React.ReactNode;
}

export function Header({ homeHref, links, storeCode, stores, online, navigation, search, actions }: HeaderProps) {
  const { t } = useLingui();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Logo homeHref={homeHref} />
        {navigation ? <div className="site-header__nav">{navigation}</div> : null}
        {links.length ? (
          <nav className="main-nav" aria-label={t`Main`}>
            <LinkList links={links} />
          </nav>
        ) : null}
        {search ? <div className="site-header__search">{search}</div> : null}
        {actions ? <div className="site-header__actions">{actions}</div> : null}
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
