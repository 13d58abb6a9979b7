// SPEC 2 "Unknown URLs": a path no route matches (a category's or a product's url_path, a CMS page) is resolved by
// the url-resolver machine: a cached mapping, else the server's lookup, else page-not-found. This container asks
// once per path and shows the mapped page; resolution is locked in the machine while one is in progress.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { mappingKey } from '../../../machines/url-resolver.machine';
import type { ReactElement } from 'react';
import type { PageKind, RouteMatch } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { useOfflineRedirect } from '../../app/shell/use-offline-redirect';
import { needsResolve, PAGE_OF, selectDispatch } from '../../app/routing/url-dispatch';
import { NotFoundPage } from '../not-found/not-found-page';

export interface UrlPageProps {
  match: RouteMatch;
  /** Renders the page a mapping shows (the shell's page registry, src/app/routing/page-registry.tsx). */
  renderPage(kind: PageKind, params: Record<string, string>): ReactElement;
}

export function UrlPage({ match, renderPage }: UrlPageProps) {
  const { actors } = useShop();
  const resolver = actors.urlResolver;
  const dispatch = useSelector(resolver, (snapshot) => selectDispatch(match, snapshot), sameDispatch);
  const homeHref = `/${match.storeCode}/`;
  const online = () => actors.network.getSnapshot().hasTag('online');
  const resolve = () =>
    resolver.send({ type: 'url.resolve', url: dispatch.key, storeCode: match.storeCode, online: online() });

  useOfflineRedirect(resolver);
  // Asks once per path: a path the resolver already holds (from the server's snapshot) is not looked up again.
  useEffect(() => {
    if (needsResolve(match, resolver.getSnapshot())) {
      resolver.send({
        type: 'url.resolve',
        url: mappingKey(match.storeCode, match.path),
        storeCode: match.storeCode,
        online: actors.network.getSnapshot().hasTag('online'),
      });
    }
  }, [match, resolver, actors.network]);

  if (dispatch.status === 'resolving') {
    return (
      <p className="loading" role="status">
        <Trans>Loading the page…</Trans>
      </p>
    );
  }
  if (dispatch.status === 'failed') {
    return (
      <div className="load-error" role="alert">
        <p>
          <Trans>This page could not be loaded. It may not be available offline.</Trans>
        </p>
        <button type="button" className="button" onClick={resolve}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const mapping = dispatch.mapping;
  if (dispatch.status === 'notFound' || !mapping) return <NotFoundPage homeHref={homeHref} />;
  return renderPage(PAGE_OF[mapping.type], mapping.params);
}

const sameDispatch = (a: { key: string; status: string; mapping: unknown }, b: typeof a) =>
  a.key === b.key && a.status === b.status && a.mapping === b.mapping;
