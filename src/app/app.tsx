// The application shell: the route decides the layout and the page; pages read machines through useShop().
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { ErrorPage } from '../pages/error/error-page';
import { HomePage } from '../pages/home/home-page';
import { PlaceholderPage } from '../pages/placeholder/placeholder-page';
import { UrlPage } from '../pages/url/url-page';
import { returnProviderOf } from '../domain/payment/return-rules';
import { LAYOUTS } from './layouts';
import {
  AbandonedCartPage,
  AccountPage,
  CategoryPage,
  CheckoutPage,
  ComparePage,
  PasswordPage,
  PaymentReturnPage,
  ProductPage,
  RecentlyViewedPage,
  SearchPage,
  ThankYouPage,
} from './page-chunks';
import { NotificationsContainer } from './notifications-container';
import { ROUTES, type RouteDef, type RouteMatch, resolveRoute } from './routes';
import { useShop } from './shop-context';
import { useOnline } from './use-hydration-safe';
import { renderedPage, renderedParams } from './url-dispatch';
import { documentTitle } from './title';

function Page({ match, title }: { match: RouteMatch; title: string }) {
  const homeHref = `/${match.storeCode}/`;
  switch (match.route.page) {
    case 'home':
      return <HomePage />;
    case 'not-found':
      // SPEC 2 "Unknown URLs": resolved through the URL mapping before it is a 404.
      return <UrlPage match={match} cmsTitle={title} />;
    case 'error':
      return <ErrorPage homeHref={homeHref} />;
    case 'search':
      return <SearchPage />;
    case 'category':
      return <CategoryPage slug={match.params.slug as string} />;
    case 'product':
      return <ProductPage parentSku={match.params.parentSku as string} childSku={match.params.childSku} />;
    case 'compare':
      return <ComparePage />;
    case 'account':
      return <AccountPage routeName={match.route.name} orderId={match.params.orderId} />;
    case 'password':
      return (
        <PasswordPage kind={match.route.name === 'create-password' ? 'create' : 'reset'} token={match.params.token} />
      );
    case 'recently-viewed':
      return <RecentlyViewedPage />;
    case 'checkout':
      return <CheckoutPage />;
    case 'thankyou':
      return <ThankYouPage />;
    case 'payment-return': {
      // Issue 15: /montonio-return, /esto-return, /modena-return (SPEC 2 "Return pages").
      const provider = returnProviderOf(match.route.name);
      return provider ? <PaymentReturnPage provider={provider} /> : <PlaceholderPage title={title} />;
    }
    case 'abandoned-cart':
      return <AbandonedCartPage />;
    default:
      return <PlaceholderPage title={title} />;
  }
}

const CMS_ROUTE = ROUTES.find((route) => route.page === 'cms') as RouteDef;

function Shell() {
  const [location] = useLocation();
  const { storeView, actors } = useShop();
  // Online while hydrating, as the server rendered it (a cached page offline must not mismatch: React error #418).
  const online = useOnline();
  const { i18n } = useLingui();
  const match = useMemo(() => resolveRoute(location), [location]);
  // A dispatched path (SPEC 2 "Unknown URLs") is titled as the page its mapping shows.
  const page = useSelector(actors.urlResolver, (snapshot) => renderedPage(match, snapshot));
  const params = useSelector(
    actors.urlResolver,
    (snapshot) => renderedParams(match, snapshot),
    (a, b) => a.slug === b.slug && a.parentSku === b.parentSku,
  );
  const productName = useSelector(actors.productPage, (snapshot) =>
    snapshot.matches('ready') && snapshot.context.product?.sku === params.parentSku
      ? (snapshot.context.product?.name ?? null)
      : null,
  );
  const categoryName = useSelector(actors.categoryPage, (snapshot) =>
    snapshot.context.found?.category.slug === params.slug ? (snapshot.context.found?.category.name ?? null) : null,
  );
  const title =
    (page === 'product' && productName) ||
    (page === 'category' && categoryName) ||
    i18n._(page === 'cms' && match.route.page === 'not-found' ? CMS_ROUTE.title : match.route.title);
  const firstRender = useRef(true);

  // After a client-side navigation: the new title, and focus on the main region for screen readers.
  useEffect(() => {
    document.title = documentTitle(title, storeView);
    if (firstRender.current) {
      firstRender.current = false;
      // Marks the page interactive (styles and end-to-end tests can tell server HTML from the hydrated app).
      document.documentElement.dataset.hydrated = 'true';
      return;
    }
    document.getElementById('main')?.focus();
  }, [title, storeView]);

  const Layout = LAYOUTS[match.route.layout];
  return (
    <Layout storeView={storeView} online={online} notifications={<NotificationsContainer />}>
      <Suspense fallback={null}>
        <Page match={match} title={title} />
      </Suspense>
    </Layout>
  );
}

export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <Shell />
    </Router>
  );
}
