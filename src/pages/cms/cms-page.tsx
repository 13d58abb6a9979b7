// SPEC 2 /i/{slug} and the static pages: the container opens the store view's CMS page in the cms-page machine
// (SSR has opened it already; the client restores that snapshot) and shows it, or the store's 404 page when there is
// none (SPEC 8 'CMS query returned empty result').
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useShop } from '../../app/root/shop-context';
import { useOfflineRedirect } from '../../app/shell/use-offline-redirect';
import type { StoreCode } from '../../domain/store-views';
import { NotFoundPage } from '../not-found/not-found-page';
import { CmsPageView } from './cms-page-view';

export interface CmsPageProps {
  storeCode: StoreCode;
  /** The page's identifier (cmsIdentifierOf), or null for a route that names none. */
  identifier: string | null;
  /**
   * A service page's own part under the page's text (issue 16: the store locator, order tracking, contact form).
   * Such a page is there even without its CMS text: no 404 then, only the part.
   */
  children?: ReactNode;
}

export function CmsPage({ storeCode, identifier, children }: CmsPageProps) {
  const { actors } = useShop();
  const [, navigate] = useLocation();
  const actor = actors.cmsPage;
  const view = useSelector(
    actor,
    (snapshot) => {
      const current = snapshot.context.identifier === identifier && snapshot.context.storeCode === storeCode;
      if (current && snapshot.matches('ready')) return { status: 'ready' as const, page: snapshot.context.page };
      if (current && snapshot.matches('notFound')) return { status: 'notFound' as const };
      if (current && snapshot.matches('failed')) return { status: 'failed' as const };
      // Not yet this page, loading, or offline on the way to the store's home.
      return { status: 'loading' as const };
    },
    (a, b) => a.status === b.status && a.page === b.page,
  );

  useOfflineRedirect(actor);
  useEffect(() => {
    if (!identifier) return;
    const online = actors.network.getSnapshot().hasTag('online');
    actor.send({ type: 'cms.open', storeCode, identifier, online });
  }, [actor, actors.network, storeCode, identifier]);

  if (children && (!identifier || view.status === 'notFound')) return <>{children}</>;
  if (!identifier || view.status === 'notFound') return <NotFoundPage homeHref={`/${storeCode}/`} />;
  const page = (
    <CmsPageView
      status={view.status}
      title={view.page?.title ?? ''}
      content={view.page?.content ?? ''}
      onRetry={() => actor.send({ type: 'cms.retry' })}
      onNavigate={navigate}
    />
  );
  return children ? (
    <>
      {page}
      {children}
    </>
  ) : (
    page
  );
}
