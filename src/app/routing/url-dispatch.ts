// SPEC 2 "Unknown URLs": a path no route matches is dispatched through the url-resolver machine. These selectors
// say what such a path shows: the page kind and params of its mapping once resolved, for the app, SSR and the
// client's chunk preload alike.
import type { SnapshotFrom } from 'xstate';
import { mappingKey, type UrlMapping, type urlResolverMachine } from '../../../machines/url-resolver.machine';
import type { PageKind, RouteMatch } from './routes';

type ResolverSnapshot = SnapshotFrom<typeof urlResolverMachine>;

export type DispatchStatus = 'resolving' | 'resolved' | 'notFound' | 'failed';

export interface Dispatch {
  /** The cache key the resolver is asked for: '/ee/naised/kleidid'. */
  key: string;
  status: DispatchStatus;
  mapping: UrlMapping | null;
}

/** The page kind each mapping type shows. */
export const PAGE_OF: Record<UrlMapping['type'], PageKind> = {
  category: 'category',
  product: 'product',
  cms_page: 'cms',
};

/** Where the resolver stands for this route's path; 'resolving' until it has taken up this very path. */
export function selectDispatch(match: RouteMatch, snapshot: ResolverSnapshot): Dispatch {
  const key = mappingKey(match.storeCode, match.path);
  const { url, storeCode, mapping } = snapshot.context;
  const current = url !== null && storeCode === match.storeCode && mappingKey(storeCode, url) === key;
  if (!current || snapshot.matches('resolving') || snapshot.matches('checking')) {
    return { key, status: 'resolving', mapping: null };
  }
  if (snapshot.matches('resolved')) return { key, status: 'resolved', mapping };
  if (snapshot.matches('notFound')) return { key, status: 'notFound', mapping: null };
  if (snapshot.matches('failed')) return { key, status: 'failed', mapping: null };
  return { key, status: 'resolving', mapping: null };
}

/** Whether the page must ask the resolver (it has not taken up this path yet). */
export function needsResolve(match: RouteMatch, snapshot: ResolverSnapshot): boolean {
  const { url, storeCode } = snapshot.context;
  return (
    url === null ||
    storeCode !== match.storeCode ||
    mappingKey(storeCode, url) !== mappingKey(match.storeCode, match.path)
  );
}

/** The page kind the route shows: a dispatched path shows its mapping's page. */
export function renderedPage(match: RouteMatch, snapshot: ResolverSnapshot): PageKind {
  if (match.route.page !== 'not-found') return match.route.page;
  const dispatch = selectDispatch(match, snapshot);
  return dispatch.status === 'resolved' && dispatch.mapping ? PAGE_OF[dispatch.mapping.type] : 'not-found';
}

/** The route params of the page a match shows (a dispatched path: its mapping's params). */
export function renderedParams(match: RouteMatch, snapshot: ResolverSnapshot): Record<string, string> {
  if (match.route.page !== 'not-found') return match.params;
  const dispatch = selectDispatch(match, snapshot);
  return dispatch.mapping?.params ?? {};
}
