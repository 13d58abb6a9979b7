// SPEC 2: layouts default, minimal and empty, chosen per route.
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Footer } from '../../components/layout/footer';
import { Header } from '../../components/layout/header';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { SHOP_EMAIL, type StoreCode, type StoreView } from '../../domain/store-views';
import type { LayoutName } from '../routing/routes';
import { SearchPanelContainer } from '../header/search-panel-container';
import { WishlistContainer } from '../header/wishlist-container';
import { AccountContainer } from '../header/account-container';
import { CartContainer } from '../header/cart-container';
import { NavigationContainer } from '../header/navigation-container';
import { OfflineOrdersContainer } from './offline-orders-container';
import { FooterNewsletterContainer } from './newsletter-containers';
import { HydrateLater } from '../root/hydrate-later';
import { useCookieSettings } from './consent-container';
import { footerLinks, headerLinks, storeSwitchOptions } from '../routing/site-links';

export interface LayoutProps {
  storeView: StoreView;
  online: boolean;
  /** SPEC 2 languages modal: the same page in each store view (the header's store switch). */
  storeSwitchHrefs?: Record<StoreCode, string>;
  notifications: ReactNode;
  children: ReactNode;
}

function SkipLink() {
  const { t } = useLingui();
  return (
    <a className="skip-link" href="#main">
      {t`Skip to content`}
    </a>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="site-main">
      {children}
    </main>
  );
}

function DefaultLayout({ storeView, online, storeSwitchHrefs, notifications, children }: LayoutProps) {
  const { i18n } = useLingui();
  const cookieSettings = useCookieSettings();
  const code = storeView.storeCode;
  return (
    <>
      <SkipLink />
      <Header
        homeHref={`/${code}/`}
        links={headerLinks(i18n, code)}
        storeCode={code}
        stores={storeSwitchOptions(storeSwitchHrefs)}
        online={online}
        navigation={<NavigationContainer />}
        search={<SearchPanelContainer />}
        actions={
          <>
            <WishlistContainer />
            <AccountContainer />
            <CartContainer />
          </>
        }
      />
      <OfflineOrdersContainer />
      {/* Issue 18 (TBT): the header hydrates first, then the page, then the footer, each in a task of its own. */}
      <HydrateLater part="main">
        <Main>{children}</Main>
      </HydrateLater>
      <HydrateLater part="footer">
        <Footer
          {...footerLinks(i18n, code)}
          email={SHOP_EMAIL[code]}
          newsletter={<FooterNewsletterContainer />}
          onCookieSettings={cookieSettings}
        />
      </HydrateLater>
      {notifications}
    </>
  );
}

function MinimalLayout({ storeView, notifications, children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      <MinimalHeader homeHref={`/${storeView.storeCode}/`} />
      <OfflineOrdersContainer />
      <HydrateLater part="main">
        <Main>{children}</Main>
      </HydrateLater>
      {notifications}
    </>
  );
}

function EmptyLayout({ notifications, children }: LayoutProps) {
  return (
    <>
      <Main>{children}</Main>
      {notifications}
    </>
  );
}

export const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  minimal: MinimalLayout,
  empty: EmptyLayout,
};
