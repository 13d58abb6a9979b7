// Issue 16 service pages (SPEC 2 static routes /store-locator, /order-tracking, /contact, /paper-catalogue): the store
// view's CMS page
// of the route as the introduction (rendered by the server), and the page's own part under it, which runs its
// machine in the browser.
import type { StoreCode } from '../../domain/store-views';
import { CmsPage } from '../cms/cms-page';
import { Contact } from './contact-page';
import { OrderTracking } from './order-tracking-page';
import { PaperCatalogueOrder } from './paper-catalogue-order';
import { StoreLocator } from './store-locator-page';

export interface ServicePageProps {
  storeCode: StoreCode;
  identifier: string | null;
}

export function StoreLocatorPage(props: ServicePageProps) {
  return (
    <CmsPage {...props}>
      <StoreLocator />
    </CmsPage>
  );
}

export function OrderTrackingPage(props: ServicePageProps) {
  return (
    <CmsPage {...props}>
      <OrderTracking />
    </CmsPage>
  );
}

export function ContactPage(props: ServicePageProps) {
  return (
    <CmsPage {...props}>
      <Contact />
    </CmsPage>
  );
}

export function PaperCataloguePage(props: ServicePageProps) {
  return (
    <CmsPage {...props}>
      <PaperCatalogueOrder />
    </CmsPage>
  );
}
