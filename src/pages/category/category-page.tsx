// Container of the category page (SPEC 2 "Category pages"): the category-page machine finds the category and runs
// the category browser (wired by useListing); CategoryView only renders.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { CategoryWithTrail } from '../../../machines/category-page.machine';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { useOfflineRedirect } from '../../app/shell/use-offline-redirect';
import type { BreadcrumbItem } from '../../components/catalog/breadcrumbs';
import { parseRouteQuery } from '../../domain/filters';
import { findMenuItem } from '../../domain/navigation';
import { NotFoundPage } from '../not-found/not-found-page';
import { CategoryView } from './category-view';
import { type BrowserRef, useListing } from './use-listing';

function CategoryListing({ browser, found }: { browser: BrowserRef; found: CategoryWithTrail }) {
  const { storeView, menu } = useShop();
  const { i18n } = useLingui();
  const listing = useListing(browser);
  const code = storeView.storeCode;
  const breadcrumbs: BreadcrumbItem[] = [
    { label: i18n._(msg`Home`), href: getHref('home', {}, code) },
    ...found.trail.map((category) => ({
      label: category.name,
      href: getHref('category', { slug: category.slug }, code),
    })),
    { label: found.category.name },
  ];
  const subcategories = (findMenuItem(menu, found.category.id)?.children ?? []).map((child) => ({
    label: child.name,
    href: getHref('category', { slug: child.slug }, code),
  }));
  return (
    <CategoryView {...listing} title={found.category.name} breadcrumbs={breadcrumbs} subcategories={subcategories} />
  );
}

export function CategoryPage({ slug }: { slug: string }) {
  const { actors, storeView } = useShop();
  const page = actors.categoryPage;
  const search = useSearch();
  const status = useSelector(page, (s) => String(s.value));
  const found = useSelector(page, (s) => s.context.found);
  const browser = useSelector(page, (s) => s.children.browser as BrowserRef | undefined);

  useOfflineRedirect(page);
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
