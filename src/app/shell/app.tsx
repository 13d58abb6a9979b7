// The application shell: the route decides the layout and the page; pages read machines through useShop().
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo, useRef } from 'react';
import { Router, useLocation } from 'wouter';
import { LAYOUTS } from './layouts';
import { NotificationsContainer } from './notifications-container';
import { NewsletterModalContainer } from './newsletter-containers';
import { ConsentContainer, ConsentProvider } from './consent-container';
import { PAGES, type PageContext, pageElement, routeTitle } from '../routing/page-registry';
import { type PageKind, resolveRoute } from '../routing/routes';
import { useShop } from '../root/shop-context';
import { useOnline } from '../root/hooks/use-hydration-safe';
import { useFormAttempt } from '../root/hooks/use-form-attempt';
import { FormAttemptContext } from '../../components/auth/use-form-draft';
import { renderedPage, renderedParams } from '../routing/url-dispatch';
import { documentTitle } from '../routing/title';
import { storeSwitchHrefs } from '../routing/site-links';
import { STORE_CODES } from '../../domain/store-views';

/** SPEC 2: the newsletter modal never covers the checkout, nor its ends (the thank-you and payment return pages). */
const CHECKOUT_PAGES: ReadonlySet<PageKind> = new Set(['checkout', 'thankyou', 'payment-return']);

function Shell() {
  const [location] = useLocation();
  const { storeView, actors, tagManagerId } = useShop();
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
  // The page's own title and status from its machine (page-registry.tsx), as SSR read them.
  const pageData = PAGES[page].data;
  const dataActor = pageData?.actor(actors) ?? actors.home;
  const ownTitle = useSelector(dataActor, (snapshot) => pageData?.title?.(snapshot, params) ?? null);
  const ownStatus = useSelector(dataActor, (snapshot) => pageData?.status?.(snapshot, params));
  const title = ownTitle ?? i18n._(routeTitle(match, page, ownStatus));
  // SPEC 2 languages modal: the store switch leads to this very page in the other store view.
  const switchHrefs = useSelector(
    dataActor,
    (snapshot) => storeSwitchHrefs(match, page, pageData?.seo?.(snapshot, params) ?? null),
    (a, b) => STORE_CODES.every((code) => a[code] === b[code]),
  );
  const firstRender = useRef(true);

  // After a client-side navigation: the new title, and focus on the main region for screen readers.
  useEffect(() => {
    document.title = documentTitle(title, storeView);
    // The first render is the hydration (src/entry-client.tsx marks the page hydrated once every part is).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.getElementById('main')?.focus();
  }, [title, storeView]);

  const context: PageContext = {
    match,
    params: match.params,
    title,
    renderPage: (kind: PageKind, mapped) => pageElement(kind, { ...context, params: mapped }),
  };
  const Layout = LAYOUTS[match.route.layout];
  const shell = (
    <>
      {/* SPEC 5: with a tag manager configured, the visitor is asked first (issue 16: nothing loads without consent). */}
      <ConsentContainer />
      <Layout
        storeView={storeView}
        online={online}
        storeSwitchHrefs={switchHrefs}
        notifications={<NotificationsContainer />}
      >
        <Suspense fallback={null}>{pageElement(match.route.page, context)}</Suspense>
        {/* SPEC 2 layout "newsletter modal": never over the checkout. */}
        <NewsletterModalContainer checkout={CHECKOUT_PAGES.has(match.route.page)} />
      </Layout>
    </>
  );
  // The consent machine runs only with a tag-manager id (SPEC 5); the footer's "Cookie settings" reach it too.
  return tagManagerId ? <ConsentProvider tagManagerId={tagManagerId}>{shell}</ConsentProvider> : shell;
}

export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      {/* Every form's draft runs its own form-draft machine (SPEC 5: the messages from the first submit on). */}
      <FormAttemptContext.Provider value={useFormAttempt}>
        <Shell />
      </FormAttemptContext.Provider>
    </Router>
  );
}
