// Container of the category page (SPEC 2 "Category pages"): the category-page machine finds the category and runs
// the category browser; filters and sort live in the route query (a change pushes a query, back and forward restore
// it); SPEC 8's offline warning becomes a notification. CategoryView only renders.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import type { categoryBrowserMachine } from '../../../machines/category-browser.machine';
import type { CategoryWithTrail } from '../../../machines/category-page.machine';
import { getHref } from '../../app/routes';
import { useShop } from '../../app/shop-context';
import type { BreadcrumbItem } from '../../components/catalog/breadcrumbs';
import { parseRouteQuery, toggleFilterValue } from '../../domain/filters';
import { NotFoundPage } from '../not-found/not-found-page';
import { CategoryView } from './category-view';
import { selectListing } from './listing-selectors';

type BrowserRef = ActorRefFrom<typeof categoryBrowserMachine>;

function CategoryListing({ browser, found }: { browser: BrowserRef; found: CategoryWithTrail }) {
  const { actors, storeView } = useShop();
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const listing = useSelector(browser, (snapshot) => selectListing(snapshot, storeView));
  const filters = useSelector(browser, (snapshot) => snapshot.context.filters);

  useEffect(() => {
    const pushed = browser.on('browser.queryChanged', (event) => navigate(`${location}${event.query}`));
    const warned = browser.on('browser.offlineWarning', () =>
      actors.notifications.send({
        type: 'notification.add',
        notification: {
          type: 'warning',
          message: i18n._(msg`No products synchronized for this category. Please come back while online!`),
          action1: { label: i18n._(msg`OK`) },
        },
      }),
    );
    const network = actors.network.on('network.changed', (event) =>
      browser.send({ type: event.online ? 'network.online' : 'network.offline' }),
    );
    return () => {
      pushed.unsubscribe();
      warned.unsubscribe();
      network.unsubscribe();
    };
  }, [browser, navigate, location, actors.notifications, actors.network, i18n]);

  // Back and forward: the browser follows the route query (its own pushes come back equal and are ignored).
  useEffect(() => {
    browser.send({ type: 'browser.routeChanged', ...parseRouteQuery(search) });
  }, [browser, search]);

  const code = storeView.storeCode;
  const breadcrumbs: BreadcrumbItem[] = [
    { label: i18n._(msg`Home`), href: getHref('home', {}, code) },
    ...found.trail.map((category) => ({
      label: category.name,
      href: getHref('category', { slug: category.slug }, code),
    })),
    { label: found.category.name },
  ];

  return (
    <CategoryView
      {...listing}
      title={found.category.name}
      breadcrumbs={breadcrumbs}
      onToggleFilter={(filterCode, value) =>
        browser.send({ type: 'browser.setFilter', ...toggleFilterValue(filters, filterCode, value) })
      }
      onPriceChange={(key) => browser.send({ type: 'browser.setFilter', code: 'price', values: key ? [key] : [] })}
      onClearFilters={() => browser.send({ type: 'browser.clearFilters' })}
      onSortChange={(sort) => browser.send({ type: 'browser.setSort', sort })}
      onLoadMore={() => browser.send({ type: 'browser.loadMore' })}
      onRetry={() => browser.send({ type: 'browser.retry' })}
    />
  );
}

export function CategoryPage({ slug }: { slug: string }) {
  const { actors, storeView } = useShop();
  const page = actors.categoryPage;
  const search = useSearch();
  const status = useSelector(page, (s) => String(s.value));
  const found = useSelector(page, (s) => s.context.found);
  const browser = useSelector(page, (s) => s.children.browser as BrowserRef | undefined);

  useEffect(() => {
    page.send({
      type: 'category.open',
      storeCode: storeView.storeCode,
      slug,
      query: parseRouteQuery(window.location.search),
      online: actors.network.getSnapshot().hasTag('online'),
    });
  }, [page, storeView.storeCode, slug, actors.network]);

  if (status === 'notFound') return <NotFoundPage homeHref={`/${storeView.storeCode}/`} />;
  if (status === 'failed') {
    return (
      <div className="load-error" role="alert">
        <p>
          <Trans>The category could not be loaded.</Trans>
        </p>
        <button type="button" className="button" onClick={() => page.send({ type: 'category.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!found || !browser || found.category.slug !== slug) {
    return (
      <p className="loading" role="status" data-query={search}>
        <Trans>Loading products…</Trans>
      </p>
    );
  }
  return <CategoryListing key={found.category.id} browser={browser} found={found} />;
}
