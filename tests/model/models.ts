// The model of each machine, shared by the model tests, `npm run paths` and the machine stories: the real machine,
// the events the world can send it (synthetic actor events included), a bounded serialisation of its state, and
// what every state promises on the real system.
import type { AnyStateMachine } from 'xstate';
import { type CategoryWithTrail, categoryPageMachine } from '../../machines/category-page.machine';
import { type HomeLists, homeMachine } from '../../machines/home.machine';
import { networkMachine } from '../../machines/network.machine';
import { productListsMachine } from '../../machines/product-lists.machine';
import { productPageMachine } from '../../machines/product-page.machine';
import { searchPageMachine } from '../../machines/search-page.machine';
import { type NotificationsEvent, notificationsMachine } from '../../machines/notifications.machine';
import { type NotificationInput, createNotification, isSameNotification } from '../../src/domain/notifications';
import { type BrowseQuery, DEFAULT_BROWSE_QUERY } from '../../src/domain/filters';
import { type ModelEntry, stateName } from '../helpers/model';
import { abandonedCartModel } from './abandoned-cart.model';
import { abandonedCartReturnModel } from './abandoned-cart-return.model';
import { cartModel } from './cart.model';
import { categoryBrowserModel } from './category-browser.model';
import { checkoutModel } from './checkout.model';
import { commerceAccountModel } from './commerce-account.model';
import { cmsPageModel } from './cms-page.model';
import { listedProductsModel } from './listed-products.model';
import { navigationModel } from './navigation.model';
import { newsletterModel } from './newsletter.model';
import { newsletterModalModel } from './newsletter-forms.model';
import { orderPlacementModel } from './order-placement.model';
import { orderQueueModel } from './order-queue.model';
import { paperCatalogueModel } from './paper-catalogue.model';
import { formDraftModel } from './form-draft.model';
import { loyaltyCardModel } from './loyalty-card.model';
import { productReviewsModel } from './product-reviews.model';
import { reviewFormModel } from './review-form.model';
import { consentModel } from './consent.model';
import {
  contactFormModel,
  orderTrackingModel,
  paperCatalogueRequestModel,
  salePageModel,
  storeLocatorModel,
} from './service-pages.model';
import { ordersModel } from './orders.model';
import { parcelMachinesModel } from './parcel-machines.model';
import { productConfiguratorModel } from './product-configurator.model';
import { productOptionsModel } from './product-options.model';
import { searchPanelModel } from './search-panel.model';
import { accountModel } from './account.model';
import { sessionModel } from './session.model';
import { syncQueueModel } from './sync-queue.model';
import { tokenLockModel } from './token-lock.model';
import { paymentReturnModel } from './payment-return.model';
import { urlResolverModel } from './url-resolver.model';
import { wishlistPanelModel } from './wishlist-panel.model';

type NotificationsMachine = typeof notificationsMachine;
type NetworkMachine = typeof networkMachine;
type HomeMachine = typeof homeMachine;
type CategoryPageMachine = typeof categoryPageMachine;
type ProductListsMachine = typeof productListsMachine;
type ProductPageMachine = typeof productPageMachine;
type SearchPageMachine = typeof searchPageMachine;

// ---- notifications ----------------------------------------------------------------------------------------------

/** Three notifications of SPEC 8, with a default time-to-live, an action with an app event, and no timeout. */
export const SAMPLE_NOTIFICATIONS = {
  outOfStock: { type: 'error', message: 'The product is out of stock and cannot be added to the cart!' },
  added: {
    type: 'success',
    message: 'Product has been added to the cart!',
    action1: { label: 'Proceed to checkout', event: 'checkout.open' },
  },
  queued: {
    type: 'error',
    message: 'The order can not be transfered because of server error. Order has been queued',
    action1: { label: 'OK' },
    hasNoTimeout: true,
  },
} satisfies Record<string, NotificationInput>;

type SampleName = keyof typeof SAMPLE_NOTIFICATIONS;

const SAMPLE_BY_ID = new Map(
  Object.entries(SAMPLE_NOTIFICATIONS).map(([name, input]) => [createNotification(input).id, name as SampleName]),
);

function sampleName(id: string): string {
  return SAMPLE_BY_ID.get(id) ?? id;
}

function notificationEvents(snapshot: ReturnType<NotificationsMachine['getInitialSnapshot']>): NotificationsEvent[] {
  const shown = snapshot.context.notifications;
  // All timed samples share the default time-to-live, so only the oldest timed one can expire next.
  const nextToExpire = shown.find((notification) => !notification.hasNoTimeout);
  return [
    ...Object.values(SAMPLE_NOTIFICATIONS).map((notification) => ({ type: 'notification.add' as const, notification })),
    ...shown.map(({ id }) => ({ type: 'notification.dismiss' as const, id })),
    ...shown.filter(({ action1 }) => action1).map(({ id }) => ({ type: 'notification.action' as const, id })),
    ...(nextToExpire ? [{ type: 'notification.expire' as const, id: nextToExpire.id }] : []),
    { type: 'notification.clear' },
  ];
}

export const notificationsModel: ModelEntry<NotificationsMachine> = {
  machine: notificationsMachine,
  events: notificationEvents,
  // Ids are derived from the samples, so the stack (ids in order) bounds the graph.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.notifications.map(({ id }) => id)]),
  describeState: (snapshot) => {
    const shown = snapshot.context.notifications.map(({ id }) => sampleName(id));
    return shown.length ? `${snapshot.value} [${shown.join(', ')}]` : String(snapshot.value);
  },
  describeEvent: (event) => {
    switch (event.type) {
      case 'notification.add':
        return `add ${sampleName(createNotification(event.notification).id)}`;
      case 'notification.expire':
        return `${sampleName(event.id)} times out`;
      case 'notification.clear':
        return 'clear';
      default:
        return `${event.type.slice('notification.'.length)} ${sampleName(event.id)}`;
    }
  },
  legend: Object.entries(SAMPLE_NOTIFICATIONS).map(([name, input]) => {
    const notification = createNotification(input);
    const action = notification.action1
      ? `, button "${notification.action1.label}"${notification.action1.event ? ` → emits ${notification.action1.event}` : ''}`
      : '';
    const timing = notification.hasNoTimeout ? 'no timeout' : `${notification.timeToLive} ms`;
    return `${name}: ${notification.type} "${notification.message}" (${timing}${action})`;
  }),
  promises: {
    '*': ({ snapshot, previous, event, emitted, pendingTimers }, expect) => {
      const shown = snapshot.context.notifications;
      const before = previous?.context.notifications ?? [];
      expect(new Set(shown.map(({ id }) => id)).size, 'ids are unique').toBe(shown.length);
      expect(pendingTimers, 'one pending timer per notification without hasNoTimeout').toBe(
        shown.filter((notification) => !notification.hasNoTimeout).length,
      );
      if (event?.type === 'notification.add') {
        const added = createNotification(event.notification);
        const last = before.at(-1);
        if (last && isSameNotification(last, added)) {
          // Ignored means untouched: the same context, so no timer restarted and nothing re-rendered.
          expect(snapshot.context, 'SPEC 4: one identical to the previous is ignored').toBe(previous?.context);
        } else {
          expect(shown.at(-1), 'an added notification goes on top').toEqual(added);
        }
      }
      if (event && 'id' in event) expect(shown.map(({ id }) => id)).not.toContain(event.id);
      if (event?.type === 'notification.clear') expect(shown).toEqual([]);
      const pressed =
        event?.type === 'notification.action' ? before.find(({ id }) => id === event.id)?.action1?.event : undefined;
      expect(emitted, 'only a pressed action with an app event emits, and it emits that event').toEqual(
        pressed && event?.type === 'notification.action' ? [{ type: pressed, notificationId: event.id }] : [],
      );
    },
    empty: ({ snapshot }, expect) => {
      expect(snapshot.context.notifications).toEqual([]);
      expect(snapshot.hasTag('visible')).toBe(false);
    },
    showing: ({ snapshot }, expect) => {
      expect(snapshot.context.notifications.length).toBeGreaterThan(0);
      expect(snapshot.hasTag('visible')).toBe(true);
    },
  },
};

// ---- network ----------------------------------------------------------------------------------------------------

export const networkModel: ModelEntry<NetworkMachine> = {
  machine: networkMachine,
  inputs: [{ online: true }, { online: false }],
  events: [
    { type: 'network.online' },
    { type: 'network.offline' },
    // The connectivity source failing: the status must stand and the machine keep running.
    { type: 'xstate.error.actor.connectivity', error: new Error('connectivity source failed') } as never,
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
  describeEvent: (event) =>
    event.type.startsWith('xstate.error.actor.') ? 'the connectivity source fails' : event.type,
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot, previous, emitted }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      const changed = previous !== undefined && previous.value !== snapshot.value;
      expect(emitted, 'every change and only a change is announced').toEqual(
        changed ? [{ type: 'network.changed', online: snapshot.context.online }] : [],
      );
    },
    online: ({ snapshot }, expect) => {
      expect(snapshot.context.online).toBe(true);
      expect([snapshot.hasTag('online'), snapshot.hasTag('offline')]).toEqual([true, false]);
    },
    offline: ({ snapshot }, expect) => {
      expect(snapshot.context.online).toBe(false);
      expect([snapshot.hasTag('online'), snapshot.hasTag('offline')]).toEqual([false, true]);
    },
  },
};

// ---- home -------------------------------------------------------------------------------------------------------

/** What the loader answers along the paths: two short lists, so 'ready' is told apart from an empty page. */
export const SAMPLE_HOME_LISTS: HomeLists = {
  newCollection: [{ sku: 'NA-DR-1001', name: 'Linane suvekleit' }] as HomeLists['newCollection'],
  bestsellers: [{ sku: 'ME-JA-2001', name: 'Villane talvejope' }] as HomeLists['bestsellers'],
};

export const homeModel: ModelEntry<HomeMachine> = {
  machine: homeMachine,
  events: [
    { type: 'home.load', storeCode: 'ee' },
    { type: 'home.load', storeCode: 'lv' },
    { type: 'home.retry' },
    // What the loadHome actor produces: its lists, or a failure.
    { type: 'xstate.done.actor.loadHome', output: SAMPLE_HOME_LISTS } as never,
    { type: 'xstate.error.actor.loadHome', error: new Error('Network down') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.storeCode, snapshot.context.newCollection.length > 0]),
  describeEvent: (event) => {
    if (event.type === 'home.load') return `load ${event.storeCode}`;
    // The synthetic events of the invoked loader are not in the machine's own event union.
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadHome') return 'the lists arrive';
    if (type === 'xstate.error.actor.loadHome') return 'loading fails';
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.storeCode ? `${stateName(snapshot)} (${snapshot.context.storeCode})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.storeCode).toBeNull();
      expect(snapshot.hasTag('settled')).toBe(false);
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'the page shows it is loading').toBe(true);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.context.storeCode).not.toBeNull();
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled'), 'SSR may render now').toBe(true);
      const skus = (list: HomeLists['newCollection']) => list.map((product) => product.sku);
      expect(skus(snapshot.context.newCollection)).toEqual(skus(SAMPLE_HOME_LISTS.newCollection));
      expect(skus(snapshot.context.bestsellers)).toEqual(skus(SAMPLE_HOME_LISTS.bestsellers));
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('Network down');
    },
  },
};

// ---- product lists ----------------------------------------------------------------------------------------------

const LISTED_AT = '2026-11-21T12:00:00.000Z';

export const productListsModel: ModelEntry<ProductListsMachine> = {
  machine: productListsMachine,
  events: [
    { type: 'xstate.done.actor.loadLists', output: { compare: [], wishlist: [], recentlyViewed: [] } } as never,
    { type: 'xstate.error.actor.loadLists', error: new Error('storage unavailable') } as never,
    { type: 'lists.toggle', list: 'wishlist', sku: 'NA-DR-1001', at: LISTED_AT },
    { type: 'lists.toggle', list: 'compare', sku: 'NA-DR-1001', at: LISTED_AT },
    { type: 'lists.viewed', sku: 'NA-DR-1001', at: LISTED_AT },
    { type: 'lists.clear', list: 'wishlist' },
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.persistent,
      snapshot.context.lists.wishlist.length,
      snapshot.context.lists.compare.length,
      snapshot.context.lists.recentlyViewed.length,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (type === 'xstate.done.actor.loadLists') return 'stored lists load';
    if (type === 'xstate.error.actor.loadLists') return 'storage cannot be read';
    if (event.type === 'lists.toggle') return `toggle ${event.list}`;
    if (event.type === 'lists.clear') return `clear ${event.list}`;
    return type;
  },
  describeState: (snapshot) =>
    snapshot.matches('ready')
      ? `ready (${snapshot.context.persistent ? 'stored' : 'this visit only'})`
      : stateName(snapshot),
  promises: {
    '*': ({ snapshot, event }, expect) => {
      if (event?.type === 'lists.toggle') {
        expect(
          snapshot.context.lists[event.list].every((item) => item.qty === 1),
          'SPEC 3: qty 1',
        ).toBe(true);
      }
      if (event?.type === 'lists.viewed') expect(snapshot.context.lists.recentlyViewed[0]?.sku).toBe(event.sku);
      if (event?.type === 'lists.clear') expect(snapshot.context.lists[event.list]).toEqual([]);
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(false);
    },
  },
};

// ---- product page -----------------------------------------------------------------------------------------------

const SAMPLE_PRODUCT = { sku: 'NA-DR-1001', name: 'Linane suvekleit' } as HomeLists['newCollection'][number];

export const productPageModel: ModelEntry<ProductPageMachine> = {
  machine: productPageMachine,
  events: [
    { type: 'product.open', storeCode: 'ee', parentSku: 'NA-DR-1001' },
    { type: 'product.open', storeCode: 'ee', parentSku: 'ME-JA-2001' },
    // Opened while offline (SPEC 2 "Offline behaviour").
    { type: 'product.open', storeCode: 'lv', parentSku: 'LA-JO-1068', online: false },
    { type: 'product.open', storeCode: 'lv', parentSku: 'LA-JO-1068', online: true },
    { type: 'product.retry' },
    { type: 'xstate.done.actor.loadProduct', output: SAMPLE_PRODUCT } as never,
    { type: 'xstate.done.actor.loadProduct', output: null } as never,
    { type: 'xstate.error.actor.loadProduct', error: new Error('Network down') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.request?.parentSku ?? null,
      snapshot.context.product !== null,
      snapshot.context.online,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'product.open') return `open ${event.parentSku}${event.online === false ? ' offline' : ''}`;
    if (type === 'xstate.done.actor.loadProduct') {
      return (event as unknown as { output: unknown }).output ? 'the product arrives' : 'no such product';
    }
    if (type === 'xstate.error.actor.loadProduct') return 'loading fails';
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.request ? `${stateName(snapshot)} (${snapshot.context.request.parentSku})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot, previous, emitted }, expect) => {
      expect(snapshot.status).toBe('active');
      // SPEC 8: exactly when loading fails offline, the app is told to notify and go to the store's home.
      const unavailable = snapshot.matches('unavailableOffline') && previous?.matches('loading') === true;
      expect(emitted).toEqual(
        unavailable ? [{ type: 'page.unavailableOffline', storeCode: snapshot.context.request?.storeCode }] : [],
      );
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.request).toBeNull();
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.product?.sku).toBe('NA-DR-1001');
    },
    unavailableOffline: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('offline')]).toEqual([true, true]);
      expect(snapshot.context.online, 'only offline: online a failure is a failure').toBe(false);
      expect(snapshot.context.error).toBe('Network down');
    },
    notFound: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.product).toBeNull();
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toBe('Network down');
      expect(snapshot.context.online, 'online, a failure is a failure (retry)').toBe(true);
    },
  },
};

// ---- category page ----------------------------------------------------------------------------------------------

const SAMPLE_CATEGORY = {
  category: { id: 11, slug: 'kleidid-11', name: 'Kleidid', parent_ids: [2, 10] },
  trail: [{ id: 10, slug: 'naised-10', name: 'Naised' }],
} as unknown as CategoryWithTrail;
const NO_QUERY: BrowseQuery = DEFAULT_BROWSE_QUERY;

export const categoryPageModel: ModelEntry<CategoryPageMachine> = {
  machine: categoryPageMachine,
  events: [
    { type: 'category.open', storeCode: 'ee', slug: 'kleidid-11', query: NO_QUERY, online: true },
    { type: 'category.open', storeCode: 'ee', slug: 'pluusid-12', query: NO_QUERY, online: true },
    // Opened while offline (SPEC 2 "Offline behaviour").
    { type: 'category.open', storeCode: 'lv', slug: 'kleitas-11', query: NO_QUERY, online: false },
    { type: 'category.open', storeCode: 'lv', slug: 'kleitas-11', query: NO_QUERY, online: true },
    { type: 'category.retry' },
    { type: 'xstate.done.actor.loadCategory', output: SAMPLE_CATEGORY } as never,
    { type: 'xstate.done.actor.loadCategory', output: null } as never,
    { type: 'xstate.error.actor.loadCategory', error: new Error('Network down') } as never,
    { type: 'xstate.error.actor.browser', error: new Error('browser crashed') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.request?.slug ?? null,
      snapshot.context.found !== null,
      snapshot.context.online,
    ]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'category.open') return `open ${event.slug}${event.online ? '' : ' offline'}`;
    if (type === 'xstate.done.actor.loadCategory') {
      return (event as unknown as { output: unknown }).output ? 'the category is found' : 'no such category';
    }
    if (type === 'xstate.error.actor.loadCategory') return 'loading fails';
    if (type === 'xstate.error.actor.browser') return 'the listing crashes';
    return type;
  },
  describeState: (snapshot) =>
    snapshot.context.request ? `${stateName(snapshot)} (${snapshot.context.request.slug})` : stateName(snapshot),
  promises: {
    '*': ({ snapshot, previous, emitted }, expect) => {
      expect(snapshot.status).toBe('active');
      expect(snapshot.children.browser !== undefined, 'a listing runs exactly in ready').toBe(
        snapshot.matches('ready'),
      );
      // SPEC 8: exactly when loading fails offline, the app is told to notify and go to the store's home.
      const unavailable = snapshot.matches('unavailableOffline') && previous?.matches('loading') === true;
      expect(emitted).toEqual(
        unavailable ? [{ type: 'page.unavailableOffline', storeCode: snapshot.context.request?.storeCode }] : [],
      );
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.request).toBeNull();
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.error).toBeNull();
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.context.found?.category.slug).toBe('kleidid-11');
    },
    notFound: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
      expect(snapshot.context.found).toBeNull();
    },
    unavailableOffline: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('offline')]).toEqual([true, true]);
      expect(snapshot.context.online, 'only offline: online a failure is a failure').toBe(false);
      expect(snapshot.context.error).toBe('Network down');
    },
    failed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('settled'), snapshot.hasTag('error')]).toEqual([true, true]);
      expect(snapshot.context.error).toMatch(/Network down|browser crashed/);
    },
  },
};

// ---- search page ------------------------------------------------------------------------------------------------

const show = (term: string) => ({
  type: 'search.show' as const,
  storeCode: 'ee' as const,
  term,
  query: DEFAULT_BROWSE_QUERY,
  online: true,
});

export const searchPageModel: ModelEntry<SearchPageMachine> = {
  machine: searchPageMachine,
  events: [
    show('kleit'),
    show('dzinsi'),
    show('kl'),
    show(''),
    { type: 'xstate.error.actor.browser', error: new Error('listing crashed') } as never,
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.term]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'search.show') return `show "${event.term}"`;
    if (type === 'xstate.error.actor.browser') return 'the listing crashes';
    return type;
  },
  describeState: (snapshot) => `${stateName(snapshot)} "${snapshot.context.term}"`,
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.children.browser !== undefined, 'a listing runs exactly for a searchable term').toBe(
        snapshot.matches('results'),
      );
    },
    idle: ({ snapshot }, expect) => {
      expect(snapshot.context.term).toBe('');
    },
    tooShort: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settled')).toBe(true);
    },
    results: ({ snapshot }, expect) => {
      expect(snapshot.context.term.length, 'SPEC 5: at least 3 characters').toBeGreaterThanOrEqual(3);
    },
  },
};

// ---- the registry -----------------------------------------------------------------------------------------------

export const MODELS = {
  notifications: notificationsModel,
  network: networkModel,
  home: homeModel,
  'product-lists': productListsModel,
  'product-page': productPageModel,
  'category-page': categoryPageModel,
  'search-page': searchPageModel,
  'product-configurator': productConfiguratorModel,
  'product-options': productOptionsModel,
  'url-resolver': urlResolverModel,
  'category-browser': categoryBrowserModel,
  'search-panel': searchPanelModel,
  'token-lock': tokenLockModel,
  'sync-queue': syncQueueModel,
  session: sessionModel,
  account: accountModel,
  'listed-products': listedProductsModel,
  newsletter: newsletterModel,
  cart: cartModel,
  checkout: checkoutModel,
  'order-placement': orderPlacementModel,
  'order-queue': orderQueueModel,
  orders: ordersModel,
  'commerce-account': commerceAccountModel,
  'parcel-machines': parcelMachinesModel,
  navigation: navigationModel,
  'wishlist-panel': wishlistPanelModel,
  'paper-catalogue': paperCatalogueModel,
  'product-reviews': productReviewsModel,
  'review-form': reviewFormModel,
  'loyalty-card': loyaltyCardModel,
  'form-draft': formDraftModel,
  'payment-return': paymentReturnModel,
  'abandoned-cart': abandonedCartModel,
  'abandoned-cart-return': abandonedCartReturnModel,
  'cms-page': cmsPageModel,
  // Issue 16 service pages.
  'store-locator': storeLocatorModel,
  'order-tracking': orderTrackingModel,
  'contact-form': contactFormModel,
  'paper-catalogue-request': paperCatalogueRequestModel,
  'sale-page': salePageModel,
  'newsletter-modal': newsletterModalModel,
  // Issue 16: the consent banner of the tag manager (SPEC 5).
  consent: consentModel,
} satisfies Record<string, ModelEntry<AnyStateMachine>>;

export type ModelName = keyof typeof MODELS;

export function isModelName(name: string | undefined): name is ModelName {
  return name !== undefined && Object.hasOwn(MODELS, name);
}
