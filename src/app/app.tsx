// The application shell: the route decides the layout and the page; pages read machines through useShop().
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { ErrorPage } from '../pages/error/error-page';
import { HomePage } from '../pages/home/home-page';
import { NotFoundPage } from '../pages/not-found/not-found-page';
import { PlaceholderPage } from '../pages/placeholder/placeholder-page';
import { LAYOUTS } from './layouts';
import { CategoryPage, ComparePage, ProductPage, RecentlyViewedPage, SearchPage } from './page-chunks';
import { NotificationsContainer } from './notifications-container';
import { type RouteMatch, resolveRoute } from './routes';
import { useShop } from './shop-context';
import { documentTitle } from './title';

function Page({ match, title }: { match: RouteMatch; title: string }) {
  const homeHref = `/${match.storeCode}/`;
  switch (match.route.page) {
    case 'home':
      return <HomePage />;
    case 'not-found':
      return <NotFoundPage homeHref={homeHref} />;
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
    case 'recently-viewed':
      return <RecentlyViewedPage />;
    default:
      return <PlaceholderPage title={title} />;
  }
}

function Shell() {
  const [location] = useLocation();
  const { storeView, actors } = useShop();
  const online = useSelector(actors.network, (snapshot) => snapshot.hasTag('online'));
  const { i18n } = useLingui();
  const match = useMemo(() => resolveRoute(location), [location]);
  const productName = useSelector(actors.productPage, (snapshot) =>
    snapshot.matches('ready') && snapshot.context.product?.sku === match.params.parentSku
      ? (snapshot.context.product?.name ?? null)
      : null,
  );
  const categoryName = useSelector(actors.categoryPage, (snapshot) =>
    snapshot.context.found?.category.slug === match.params.slug
      ? (snapshot.context.found?.category.name ?? null)
      : null,
  );
  const title =
    (match.route.page === 'product' && productName) ||
    (match.route.page === 'category' && categoryName) ||
    i18n._(match.route.title);
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
