// The composition root (ARCHITECTURE §1 rule 2): every actor the machines name is supplied here, from
// dependencies given by the environment: HTTP and browser events in the client, in-process services during SSR,
// fakes in tests.
import { type Snapshot, createActor, fromCallback, fromPromise } from 'xstate';
import { categoryBrowserMachine } from '../../../machines/category-browser.machine';
import { cmsPageMachine } from '../../../machines/cms-page.machine';
import { type CategoryWithTrail, categoryPageMachine } from '../../../machines/category-page.machine';
import { type HomeLists, homeMachine } from '../../../machines/home.machine';
import { listedProductsMachine } from '../../../machines/listed-products.machine';
import { navigationMachine } from '../../../machines/navigation.machine';
import { networkMachine } from '../../../machines/network.machine';
import { notificationsMachine } from '../../../machines/notifications.machine';
import { salePageMachine } from '../../../machines/sale-page.machine';
import { searchPageMachine } from '../../../machines/search-page.machine';
import { searchPanelMachine } from '../../../machines/search-panel.machine';
import { storeLocatorMachine } from '../../../machines/store-locator.machine';
import { productListsMachine } from '../../../machines/product-lists.machine';
import { productPageMachine } from '../../../machines/product-page.machine';
import { productReviewsMachine } from '../../../machines/product-reviews.machine';
import { type ReviewSubmission, reviewFormMachine } from '../../../machines/review-form.machine';
import type { ReviewList } from '../../domain/contract/review';
import { EMPTY_REVIEW_LIST } from '../../domain/reviews';
import {
  type UrlLookupResult,
  type UrlMapping,
  type UrlMappings,
  urlResolverMachine,
} from '../../../machines/url-resolver.machine';
import type { Listing, Product, ProductList, ProductSearchRequest } from '../../domain/contract/catalog';
import type { CmsEntry } from '../../domain/contract/cms';
import type { ShopStore } from '../../domain/contract/stores';
import type { ProductLists } from '../../domain/product-lists';
import type { StoreCode } from '../../domain/store-views';
import type { Notice } from '../../domain/notice';
import type { NotificationInput } from '../../domain/notifications';
import type { AccountDeps } from './account-actors';
import type { CommerceDeps } from './commerce-actors';
import type { CartNotice } from '../../domain/cart/notices';
import type { OrderNotice } from '../../domain/order/notices';
import { lazySubsystem } from './lazy-subsystem';

/** A connectivity source: calls `report` with every change (and once at start), returns its cleanup. */
export type ConnectivitySource = (report: (online: boolean) => void) => () => void;

export interface ShopDeps {
  /** The store view the actors serve (the search panel searches in it). */
  storeCode: StoreCode;
  loadHome(storeCode: StoreCode, signal: AbortSignal): Promise<HomeLists>;
  /** A catalogue search (category listings, search results). */
  searchProducts(storeCode: StoreCode, request: ProductSearchRequest, signal: AbortSignal): Promise<ProductList>;
  /** A listing page's search: the request names the tile's fields (includeFields, LISTING_FIELDS), so is the reply. */
  searchListing(storeCode: StoreCode, request: ProductSearchRequest, signal: AbortSignal): Promise<Listing>;
  /** An active category by slug with its ancestors, or null. */
  loadCategory(storeCode: StoreCode, slug: string, signal: AbortSignal): Promise<CategoryWithTrail | null>;
  /** Listed products by sku (the compare and recently viewed pages). */
  loadProducts(storeCode: StoreCode, skus: string[], signal: AbortSignal): Promise<Product[]>;
  /** A listed product by its parent sku, or null. */
  loadProduct(storeCode: StoreCode, parentSku: string, signal: AbortSignal): Promise<Product | null>;
  /** Issue 16: the approved reviews of a product in a store view; omitted in tests and stories (none). */
  loadReviews?(storeCode: StoreCode, productId: number, signal: AbortSignal): Promise<ReviewList>;
  /**
   * Issue 16 (SPEC 7 POST /api/review/create): sends a review for moderation, with the signed-in customer's token
   * when there is one; omitted during SSR.
   */
  submitReview?(submission: ReviewSubmission, token: string | null): Promise<unknown>;
  /** SPEC 2 "Unknown URLs" (1): the mappings kept in browser storage; omitted during SSR. */
  urlMappings?: {
    load(): Promise<UrlMappings>;
    save(url: string, mapping: UrlMapping): Promise<'saved' | 'cleared'>;
  };
  /** SPEC 2 "Unknown URLs" step 2: what the server maps the URL to, or null when nothing maps. */
  lookupUrl(storeCode: StoreCode, url: string, signal: AbortSignal): Promise<UrlLookupResult | null>;
  /** SPEC 3 "CMS page" of the store view by identifier, or null (SPEC 8 'CMS query returned empty result'). */
  loadCmsPage(storeCode: StoreCode, identifier: string, signal: AbortSignal): Promise<CmsEntry | null>;
  /** Issue 16 "Store locator": the shop's stores (GET /api/ext/stores); the server renders the list. */
  loadStores?(signal: AbortSignal): Promise<ShopStore[]>;
  /** Where compare, wishlist and recently viewed live; omitted during SSR (nothing to read or keep). */
  productLists?: { load(): Promise<ProductLists>; save(lists: ProductLists): Promise<void> };
  /**
   * The account's I/O (session, token refresh, sync tasks, newsletter) and its notices in the shopper's language,
   * loaded with the account chunk; omitted during SSR (every visitor a guest).
   */
  account?: () => Promise<{ deps: AccountDeps; notification(notice: Notice): NotificationInput }>;
  /**
   * The cart's, checkout's and orders' I/O and their notices in the shopper's language, loaded with the commerce
   * chunk; omitted during SSR (the cart lives in the browser).
   */
  commerce?: () => Promise<{
    deps: CommerceDeps;
    notification(notice: CartNotice | OrderNotice): NotificationInput;
    /** The browser holds a customer's session or queued account tasks (machines/commerce-account.machine.ts). */
    accountStored?: boolean;
  }>;
  /** Omitted during SSR: no browser to listen to, the shop is online. */
  connectivity?: { online: boolean; listen: ConnectivitySource };
}

/** The review form where reviews are not sent (SSR): a submit fails, as the browser sends reviews. Made once. */
let reviewFormWithoutSender: typeof reviewFormMachine | undefined;

/** The review form of a server render, which sends nothing: provided on first use, then shared. */
function reviewFormForServer(): typeof reviewFormMachine {
  if (!reviewFormWithoutSender) {
    reviewFormWithoutSender = reviewFormMachine.provide({
      actors: {
        submitReview: fromPromise<unknown, ReviewSubmission>(async () => {
          throw new Error('Reviews are sent from the browser');
        }),
      },
    });
  }
  return reviewFormWithoutSender;
}

/** Persisted snapshots shipped from SSR to the client (ARCHITECTURE §6). */
export interface ShopSnapshots {
  home?: Snapshot<unknown>;
  productPage?: Snapshot<unknown>;
  categoryPage?: Snapshot<unknown>;
  searchPage?: Snapshot<unknown>;
  salePage?: Snapshot<unknown>;
  urlResolver?: Snapshot<unknown>;
  cmsPage?: Snapshot<unknown>;
  storeLocator?: Snapshot<unknown>;
}

/**
 * The machines with the I/O of these dependencies (`.provide()`). A machine with its implementations is a definition
 * that any number of actors run, so it is made once per dependencies object (issue 18: the server renders every page
 * with the same in-process services, and providing each machine again per request was a measurable share of an
 * uncached page's CPU). Only the review form's sender is made per actor set: it reads that set's account.
 */
function provideMachines(deps: ShopDeps) {
  const home = homeMachine.provide({
    actors: {
      loadHome: fromPromise(({ input, signal }) => deps.loadHome(input.storeCode, signal)),
    },
  });

  // SPEC 2 /i/{slug} and the static pages (issue 16).
  const cmsPage = cmsPageMachine.provide({
    actors: {
      loadCmsPage: fromPromise(({ input, signal }) => deps.loadCmsPage(input.storeCode, input.identifier, signal)),
    },
  });

  // Issue 16 /store-locator: loaded by the server, so the page arrives with its list; the client resumes from it.
  const loadStores = deps.loadStores;
  const storeLocator = storeLocatorMachine.provide({
    actors: {
      loadStores: fromPromise(async ({ signal }) => {
        if (!loadStores) throw new Error('No store list here');
        return loadStores(signal);
      }),
    },
  });

  const listen = deps.connectivity?.listen;
  const network = listen
    ? networkMachine.provide({
        actors: {
          connectivity: fromCallback(({ sendBack }) =>
            listen((online) => sendBack({ type: online ? 'network.online' : 'network.offline' })),
          ),
        },
      })
    : networkMachine;

  const productPage = productPageMachine.provide({
    actors: {
      loadProduct: fromPromise(async ({ input, signal }) => {
        const product = await deps.loadProduct(input.storeCode, input.parentSku, signal);
        // Issue 17: a grouped product's page shows its associated products, loaded with it.
        const skus = (product?.product_links ?? [])
          .filter((link) => link.link_type === 'associated')
          .map((link) => link.linked_product_sku);
        if (product?.type_id !== 'grouped' || skus.length === 0) return product;
        return { ...product, associated_products: await deps.loadProducts(input.storeCode, skus, signal) };
      }),
      productReviews: productReviewsMachine.provide({
        actors: {
          loadReviews: fromPromise(async ({ input, signal }) =>
            deps.loadReviews ? deps.loadReviews(input.storeCode, input.productId, signal) : EMPTY_REVIEW_LIST,
          ),
        },
      }),
    },
  });

  const searchProducts = fromPromise(
    ({ input, signal }: { input: { storeCode: StoreCode; request: ProductSearchRequest }; signal: AbortSignal }) =>
      deps.searchProducts(input.storeCode, input.request, signal),
  );
  // A listing page asks for its tiles' fields only (LISTING_FIELDS, SPEC 7 includeFields): typed as such.
  const searchListing = fromPromise<Listing, { storeCode: StoreCode; request: ProductSearchRequest }>(
    ({ input, signal }) => deps.searchListing(input.storeCode, input.request, signal),
  );
  const categoryBrowser = categoryBrowserMachine.provide({ actors: { searchProducts: searchListing } });
  const categoryPage = categoryPageMachine.provide({
    actors: {
      loadCategory: fromPromise(({ input, signal }) => deps.loadCategory(input.storeCode, input.slug, signal)),
      categoryBrowser,
    },
  });
  const searchPage = searchPageMachine.provide({ actors: { categoryBrowser } });
  // Issue 16 /sale: the category browser scoped to the products on sale.
  const salePage = salePageMachine.provide({ actors: { categoryBrowser } });
  // SPEC 2 "Unknown URLs": the server resolves the URL it renders; the client resumes with that mapping.
  const urlResolver = urlResolverMachine.provide({
    actors: {
      lookupUrl: fromPromise(({ input, signal }) => deps.lookupUrl(input.storeCode, input.url, signal)),
    },
  });
  const searchPanel = searchPanelMachine.provide({ actors: { searchProducts } });

  // One for the list pages (compare, recently viewed), one for the wishlist panel, which can be open over them.
  const listedProducts = listedProductsMachine.provide({
    actors: {
      loadProducts: fromPromise(({ input, signal }) => deps.loadProducts(input.storeCode, input.skus, signal)),
    },
  });

  const storage = deps.productLists;
  const productLists = productListsMachine.provide({
    actors: {
      loadLists: fromPromise(async () => {
        if (!storage) throw new Error('No storage here');
        return storage.load();
      }),
    },
    actions: {
      saveLists: (_, { lists }) => {
        // Fire and forget: a failed write keeps the lists in memory for this visit.
        void storage?.save(lists).catch(() => undefined);
      },
    },
  });
  return {
    home,
    cmsPage,
    storeLocator,
    network,
    productPage,
    categoryPage,
    searchPage,
    salePage,
    urlResolver,
    searchPanel,
    listedProducts,
    productLists,
  };
}

const providedMachines = new WeakMap<ShopDeps, ReturnType<typeof provideMachines>>();

function machinesOf(deps: ShopDeps): ReturnType<typeof provideMachines> {
  let machines = providedMachines.get(deps);
  if (!machines) {
    machines = provideMachines(deps);
    providedMachines.set(deps, machines);
  }
  return machines;
}

export function createShopActors(deps: ShopDeps, snapshots: ShopSnapshots = {}) {
  const machines = machinesOf(deps);
  // Restored snapshots resume where the server left them: a 'ready' home does not load again.
  const restored = (snapshot: Snapshot<unknown> | undefined) =>
    snapshot ? { snapshot: snapshot as never } : undefined;
  const home = createActor(machines.home, restored(snapshots.home));
  const cmsPage = createActor(machines.cmsPage, restored(snapshots.cmsPage));
  const storeLocator = createActor(machines.storeLocator, restored(snapshots.storeLocator));
  const network = createActor(machines.network, { input: { online: deps.connectivity?.online ?? true } });

  const notifications = createActor(notificationsMachine);
  // The header's category menu and phone drawer (SPEC 3 UI flags sidebar, submenu, overlay); not persisted.
  const navigation = createActor(navigationMachine);

  const productPage = createActor(machines.productPage, restored(snapshots.productPage));

  // Issue 16: the product page's review form (the same form follows the shopper from product to product).
  const submitReview = deps.submitReview;
  const reviewForm = createActor(
    submitReview
      ? reviewFormMachine.provide({
          actors: {
            submitReview: fromPromise(async ({ input }) => {
              // A signed-in customer's review is theirs (the server takes the customer from the token only).
              const token = account.current()?.session.getSnapshot().context.tokens?.token ?? null;
              return submitReview(input, token);
            }),
          },
        })
      : reviewFormForServer(),
  );

  const categoryPage = createActor(machines.categoryPage, restored(snapshots.categoryPage));
  const searchPage = createActor(machines.searchPage, restored(snapshots.searchPage));
  const salePage = createActor(machines.salePage, restored(snapshots.salePage));
  const urlResolver = createActor(machines.urlResolver, { input: {}, ...restored(snapshots.urlResolver) });
  const mappingStorage = deps.urlMappings;
  if (mappingStorage) {
    urlResolver.on('url.mappingStored', ({ url, mapping }) => {
      mappingStorage.save(url, mapping).then(
        // SPEC 8: over quota the URL cache is cleared, in storage and in memory.
        (outcome) => outcome === 'cleared' && urlResolver.send({ type: 'url.clearCache' }),
        () => undefined,
      );
    });
    mappingStorage.load().then(
      (mappings) => urlResolver.send({ type: 'url.mappingsRestored', mappings }),
      () => undefined,
    );
  }
  const searchPanel = createActor(machines.searchPanel, { input: { storeCode: deps.storeCode } });

  // One for the list pages (compare, recently viewed), one for the wishlist panel, which can be open over them.
  const listedProducts = createActor(machines.listedProducts);
  const wishlistProducts = createActor(machines.listedProducts);

  const productLists = createActor(machines.productLists);
  const loadAccountDeps = deps.account;
  const account = lazySubsystem(async () => {
    const [{ createAccountActors }, io] = await Promise.all([
      import('./account-actors'),
      loadAccountDeps ? loadAccountDeps() : Promise.resolve(undefined),
    ]);
    return createAccountActors(io?.deps, {
      online: network.getSnapshot().hasTag('online'),
      network,
      notifications,
      productLists,
      notification: io?.notification,
    });
  });
  const loadCommerceDeps = deps.commerce;
  const commerce = lazySubsystem(async () => {
    if (!loadCommerceDeps) throw new Error('The cart lives in the browser');
    const [{ createCommerceActors }, io] = await Promise.all([import('./commerce-actors'), loadCommerceDeps()]);
    return createCommerceActors(io.deps, {
      storeCode: deps.storeCode,
      online: network.getSnapshot().hasTag('online'),
      network,
      notifications,
      account,
      accountStored: io.accountStored,
      notification: io.notification,
    });
  });
  return {
    account,
    commerce,
    home,
    navigation,
    network,
    notifications,
    productPage,
    reviewForm,
    categoryPage,
    searchPage,
    salePage,
    searchPanel,
    productLists,
    listedProducts,
    wishlistProducts,
    urlResolver,
    cmsPage,
    storeLocator,
  };
}

export type ShopActors = ReturnType<typeof createShopActors>;

export function startShopActors(actors: ShopActors): void {
  const { account: _account, commerce: _commerce, ...machines } = actors;
  for (const actor of Object.values(machines)) actor.start();
}

export function stopShopActors(actors: ShopActors): void {
  const { account, commerce, ...machines } = actors;
  for (const actor of Object.values(machines)) actor.stop();
  account.stop();
  commerce.stop();
}

export function persistShopActors(actors: ShopActors): ShopSnapshots {
  return {
    home: actors.home.getPersistedSnapshot(),
    productPage: actors.productPage.getPersistedSnapshot(),
    categoryPage: actors.categoryPage.getPersistedSnapshot(),
    searchPage: actors.searchPage.getPersistedSnapshot(),
    salePage: actors.salePage.getPersistedSnapshot(),
    urlResolver: actors.urlResolver.getPersistedSnapshot(),
    cmsPage: actors.cmsPage.getPersistedSnapshot(),
    storeLocator: actors.storeLocator.getPersistedSnapshot(),
  };
}
