// Every machine of machines/ and how Storybook shows its states: one entry per machine (issue 14). The states come
// from the machine's REAL definition: its model (tests/model/models.ts, the one `npm run paths` walks) generates the
// paths, every reachable state gets a story, and the story replays the shortest path there on the real machine.
//
// ADDING A MACHINE (e.g. orders, account, payment-return, abandoned-cart, the Liisi form):
//   1. its model in tests/model/<name>.model.ts, listed in MODELS (tests/model/models.ts) — `npm run paths` needs it;
//   2. ONE line below: `'<name>': entry({ model: MODELS['<name>'] })` — the state inspector shows its states — or
//      with `view: SomeView` (a component taking `{ snapshot }`, stories/fixtures/machine-views.tsx) when the shop
//      has a view of it (`viewWhen` for the states it shows), `facts` for the caption, `reach` to choose among the
//      paths to a state;
//   3. its story file, generated: `npm run paths -- <name> --stories > stories/machines/states/<name>.stories.tsx`,
//      then `npx biome check --write stories/machines/states` (long lines wrapped). Same command when its states change.
// tests/unit/machine-states-stories.test.tsx fails on a machine file without an entry, an entry without its story
// file, and a story file whose states differ from the reachable ones (it prints the file to write); it renders
// every state's story once.
//
// Machines whose stories were made by hand with their own fixtures (the cart's mini cart, the checkout's steps …)
// are entries with `storiesFile`: those files and their tests are theirs, this registry only points at them.
import type { ComponentType } from 'react';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { MachineModel } from '../../tests/helpers/model';
import { MODELS } from '../../tests/model/models';
import {
  ConsentBannerView,
  ListedProductsWishlistView,
  NetworkHeaderView,
  NewsletterSectionView,
  ParcelMachinesPickerView,
  ProductOptionsView,
  ContactFormView,
  OrderTrackingMachineView,
  StoreLocatorMachineView,
  SessionAuthView,
} from '../fixtures/machine-views';
import type { ReachOptions } from '../fixtures/reachable-states';
import { OrdersScreen, ordersFacts } from '../fixtures/orders-screen';

export interface MachineStoryEntry<TMachine extends AnyStateMachine> {
  /** The machine's model: its real definition, the events that move it, how its states are bounded. */
  model: MachineModel<TMachine>;
  /** The shop's view of a snapshot; the state inspector (stories/fixtures/state-inspector.tsx) when left out. */
  view?: ComponentType<{ snapshot: SnapshotFrom<TMachine> }>;
  /** When the view has something to show (a modal that is open); the state inspector shows the other states. */
  viewWhen?(snapshot: SnapshotFrom<TMachine>): boolean;
  /** A few facts of the context shown beside the state in the caption. */
  facts?(snapshot: SnapshotFrom<TMachine>): readonly (string | false | null | undefined)[];
  /** Which of the paths to a state the story takes (default: the shortest). */
  reach?: ReachOptions<TMachine>;
  /** A hand-made story file in stories/machines/ showing the states instead of the generated one. */
  storiesFile?: string;
}

const entry = <TMachine extends AnyStateMachine>(value: MachineStoryEntry<TMachine>) =>
  value as unknown as MachineStoryEntry<AnyStateMachine>;

const own = (storiesFile: string) => ({ storiesFile });

export const MACHINE_STORIES = {
  // Generated story files (stories/machines/states/<name>.stories.tsx).
  'category-page': entry({ model: MODELS['category-page'] }),
  'listed-products': entry({
    model: MODELS['listed-products'],
    view: ListedProductsWishlistView,
    reach: { prefer: (snapshot) => snapshot.context.products.length },
  }),
  network: entry({ model: MODELS.network, view: NetworkHeaderView }),
  newsletter: entry({
    model: MODELS.newsletter,
    view: NewsletterSectionView,
    // The account page's section; guest mode (the footer's and the modal's sign-up) in the state inspector.
    viewWhen: (snapshot) => snapshot.context.mode === 'account',
  }),
  'parcel-machines': entry({
    model: MODELS['parcel-machines'],
    view: ParcelMachinesPickerView,
    viewWhen: (snapshot) => snapshot.matches('ready'),
  }),
  'product-lists': entry({ model: MODELS['product-lists'] }),
  'product-page': entry({ model: MODELS['product-page'] }),
  'search-page': entry({ model: MODELS['search-page'] }),
  session: entry({
    model: MODELS.session,
    view: SessionAuthView,
    viewWhen: (snapshot) => snapshot.context.authOpen,
    // Before the login a path with the modal open (what the shopper sees of logging in, registering, a reset);
    // after it, one with the modal closed.
    reach: { prefer: (snapshot) => Number(snapshot.context.authOpen !== snapshot.hasTag('authorized')) },
  }),
  'sync-queue': entry({ model: MODELS['sync-queue'] }),
  'token-lock': entry({ model: MODELS['token-lock'] }),
  'url-resolver': entry({ model: MODELS['url-resolver'] }),
  // Issue 14: the composed orders machine as the shop shows it (its checkout child and the offline-orders panel).
  // Issue 14: the abandoned-cart return page composed (its child has the hand-made stories).
  'abandoned-cart-return': entry({ model: MODELS['abandoned-cart-return'] }),
  orders: entry({ model: MODELS.orders, view: OrdersScreen, facts: ordersFacts }),
  // Issue 14: the cart's hand-over from a guest's connect to the account machine (no view of its own).
  'commerce-account': entry({
    model: MODELS['commerce-account'],
    facts: (snapshot) => [snapshot.context.account ? 'the account machine connects the cart' : 'a guest cart'],
  }),
  'product-reviews': entry({ model: MODELS['product-reviews'] }),
  'review-form': entry({ model: MODELS['review-form'] }),
  'loyalty-card': entry({ model: MODELS['loyalty-card'] }),
  // Issue 16 service pages.
  'store-locator': entry({ model: MODELS['store-locator'], view: StoreLocatorMachineView }),
  'order-tracking': entry({ model: MODELS['order-tracking'], view: OrderTrackingMachineView }),
  'contact-form': entry({ model: MODELS['contact-form'], view: ContactFormView }),
  'paper-catalogue-request': entry({ model: MODELS['paper-catalogue-request'] }),
  'form-draft': entry({ model: MODELS['form-draft'] }),
  'sale-page': entry({ model: MODELS['sale-page'] }),
  'newsletter-modal': entry({ model: MODELS['newsletter-modal'] }),
  consent: entry({ model: MODELS.consent, view: ConsentBannerView }),
  // Hand-made story files (stories/machines/<file>) with the shop's views and their own tests.
  account: entry({ model: MODELS.account, ...own('account.stories.tsx') }),
  cart: entry({ model: MODELS.cart, ...own('cart.stories.tsx') }),
  'category-browser': entry({ model: MODELS['category-browser'], ...own('category-browser.stories.tsx') }),
  checkout: entry({ model: MODELS.checkout, ...own('checkout.stories.tsx') }),
  home: entry({ model: MODELS.home, ...own('home.stories.tsx') }),
  navigation: entry({ model: MODELS.navigation, ...own('navigation.stories.tsx') }),
  notifications: entry({ model: MODELS.notifications, ...own('notifications.stories.tsx') }),
  'payment-return': entry({ model: MODELS['payment-return'], ...own('payment-return.stories.tsx') }),
  'abandoned-cart': entry({ model: MODELS['abandoned-cart'], ...own('abandoned-cart.stories.tsx') }),
  'cms-page': entry({ model: MODELS['cms-page'], ...own('cms-page.stories.tsx') }),
  'paper-catalogue': entry({ model: MODELS['paper-catalogue'], ...own('paper-catalogue.stories.tsx') }),
  'order-placement': entry({ model: MODELS['order-placement'], ...own('order-flow.stories.tsx') }),
  'order-queue': entry({ model: MODELS['order-queue'], ...own('order-flow.stories.tsx') }),
  'product-configurator': entry({ model: MODELS['product-configurator'], ...own('product-configurator.stories.tsx') }),
  'product-options': entry({
    model: MODELS['product-options'],
    view: ProductOptionsView,
    facts: (snapshot) => [snapshot.context.product.name, `${snapshot.context.price} €`],
  }),
  'search-panel': entry({ model: MODELS['search-panel'], ...own('search-panel.stories.tsx') }),
  'wishlist-panel': entry({ model: MODELS['wishlist-panel'], ...own('wishlist-panel.stories.tsx') }),
} satisfies Record<string, MachineStoryEntry<AnyStateMachine>>;

export type MachineStoryName = keyof typeof MACHINE_STORIES;
