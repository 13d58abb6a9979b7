// The cart machine's model (ARCHITECTURE §3; SPEC 4 "Cart", SPEC 5 "Cart and product", SPEC 8): a stored cart or
// none, the session connecting as a guest or a customer and disconnecting, adds (checked, refused, out of stock,
// volatile, unchecked, deferred while the cart loads or another add is checked), the lines' stock status (in stock,
// out of stock and marked, no answer), quantity changes and removals, every answer of every call (a cart, a 401, a server error, no
// answer; the server's lines empty, as the client knows them, or with a customer's extra line), coupons, methods,
// another tab's cart, the network going and coming, the retry delay; what each state promises. Registered in
// tests/model/models.ts.
import { type CartEmitted, type PersistedCart, cartMachine } from '../../machines/cart.machine';
import { persistedCart } from '../../machines/cart/cart-context';
import { CART_RETRY_DELAY_MS } from '../../machines/cart.machine';
import type { CartItem, CartProduct } from '../../src/domain/cart/cart-item';
import { LINE_STOCK_ERROR_KEY, hasOutOfStockLine, stockChunk } from '../../src/domain/cart/line-stock';
import { cartCallError } from '../../src/domain/cart/errors';
import { itemsHash } from '../../src/domain/cart/items-hash';
import { CART_NOTICES } from '../../src/domain/cart/notices';
import { hasLocalChanges } from '../../src/domain/cart/sync-plan';
import type { CartTotals, ServerCartItem } from '../../src/domain/contract/cart';
import type { StockItem } from '../../src/domain/contract/stock';
import { type ModelEntry, stateName } from '../helpers/model';

type CartMachine = typeof cartMachine;
type Snapshot = ReturnType<CartMachine['getInitialSnapshot']>;
type Event = Parameters<CartMachine['transition']>[1];

export const TOKEN = 'access-1';
export const STORED_GUEST_CART = 'guest-cart-1';
export const NEW_GUEST_CART = 'guest-cart-2';
/** Another tab's guest cart made at the same moment for the same lines; its id sorts after ours. */
export const RACING_GUEST_CART = 'guest-cart-9';
export const CUSTOMER_CART = 'customer-cart';
export const MAX_BYPASS_ATTEMPTS = 1;
/** The synthetic event of the retry delay in `waiting` (ARCHITECTURE §3: xstate.after.<delay>.<id>.<path>). */
export const RETRY_DELAY_EVENT_TYPE = 'xstate.after.retryDelay.cart.ready.server.waiting';
export { CART_RETRY_DELAY_MS };

export const DRESS: CartProduct = {
  sku: 'NA-DR-1001-M',
  parentSku: 'NA-DR-1001',
  name: 'Linen dress',
  price_incl_tax: 59.9,
  image: '/dress.jpg',
  product_type: 'simple',
};
const PRICELESS: CartProduct = { ...DRESS, sku: 'NA-DR-1001-S', price_incl_tax: -1 };
const SHIRT_LINE: ServerCartItem = {
  item_id: 900,
  quote_id: CUSTOMER_CART,
  sku: 'ME-TS-2002-S',
  parentSku: 'ME-TS-2002',
  qty: 1,
  product_type: 'simple',
  name: 'Cotton shirt',
  price_incl_tax: 24,
  row_total_incl_tax: 24,
  image: '/shirt.jpg',
};

const stock = (status: StockItem['status'], qty: number): StockItem => ({
  product_id: 1,
  product_sku: DRESS.sku,
  qty,
  is_in_stock: status !== 'out_of_stock',
  manage_stock: status !== 'volatile',
  status,
});
export const STOCK = { ok: stock('ok', 50), outOfStock: stock('out_of_stock', 0), volatile: stock('volatile', 0) };

const storedLine: CartItem = {
  sku: DRESS.sku,
  parentSku: DRESS.parentSku,
  qty: 1,
  price_incl_tax: DRESS.price_incl_tax,
  name: DRESS.name,
  image: DRESS.image,
  product_type: 'simple',
  item_id: 501,
  server_item_id: 501,
  quote_id: STORED_GUEST_CART,
  prev_qty: 1,
};

const persisted = (cart: Partial<PersistedCart>): PersistedCart => ({
  items: [],
  cartServerToken: null,
  guestCart: false,
  itemsHash: null,
  syncedCartId: null,
  lastSyncAt: null,
  totals: null,
  couponCode: null,
  shippingMethod: null,
  paymentMethod: null,
  mergedGuestCartId: null,
  guestMerge: null,
  ...cart,
});

/** A guest's cart from an earlier visit: one dress, synced. */
export const STORED: PersistedCart = persisted({
  items: [storedLine],
  cartServerToken: STORED_GUEST_CART,
  guestCart: true,
  itemsHash: itemsHash([storedLine]),
  syncedCartId: STORED_GUEST_CART,
});
/** Another tab's cart: the customer's, the stored guest cart already merged into it. */
export const OTHER_TAB: PersistedCart = persisted({
  items: [{ ...storedLine, qty: 2, item_id: 600, server_item_id: 600, quote_id: CUSTOMER_CART, prev_qty: 2 }],
  cartServerToken: CUSTOMER_CART,
  itemsHash: 'another tab',
  syncedCartId: CUSTOMER_CART,
  mergedGuestCartId: STORED_GUEST_CART,
});

const serverLineOf = (item: CartItem, index: number): ServerCartItem => ({
  item_id: item.server_item_id ?? 700 + index,
  quote_id: CUSTOMER_CART,
  sku: item.sku,
  parentSku: item.parentSku,
  qty: item.qty,
  product_type: 'simple',
  name: item.name,
  price_incl_tax: item.price_incl_tax,
  row_total_incl_tax: item.price_incl_tax * item.qty,
  image: item.image,
});

const totalsOf = (snapshot: Snapshot): CartTotals => ({
  grand_total: 10,
  subtotal_incl_tax: 10,
  tax_amount: 2,
  shipping_incl_tax: 0,
  discount_amount: 0,
  coupon_code: snapshot.context.couponCode,
  base_currency_code: 'EUR',
  items_qty: snapshot.context.items.reduce((sum, item) => sum + item.qty, 0),
  items: [],
  total_segments: [],
});

export const ERRORS = {
  network: new TypeError('Failed to fetch'),
  unauthorized: cartCallError(401, "The consumer isn't authorized to access %resources."),
  server: cartCallError(500, 'Database unavailable'),
  refused: cartCallError(400, 'Only 2 available'),
};

const SHIPPING = { method_code: 'flatrate', carrier_code: 'flatrate' };
const METHOD = {
  ...SHIPPING,
  method_title: 'Courier',
  carrier_title: 'Courier',
  price_incl_tax: 4.9,
  amount: 4.9,
  offline: false,
  default: true,
  available: true,
  is_server_method: true,
  cost: 4.9,
};
const PAYMENT = {
  code: 'cashondelivery',
  title: 'Cash on delivery',
  cost_incl_tax: 0,
  default: true,
  is_server_method: false,
  offline: true,
};

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: string, reason: Error) => ({ type: `xstate.error.actor.${id}`, error: reason }) as never;

const isResting = (snapshot: Snapshot) =>
  snapshot.matches('ready') &&
  snapshot.matches({ ready: { adding: 'idle' } }) &&
  (['idle', 'waiting', 'disabled'] as const).some((state) => snapshot.matches({ ready: { server: state } }));

const dressQty = (snapshot: Snapshot) => snapshot.context.items.find((item) => item.sku === DRESS.sku)?.qty ?? 0;

/** What the world can do in a state: the shopper and the app while the cart rests, the calls' answers while not. */
function cartEvents(snapshot: Snapshot): Event[] {
  const c = snapshot.context;
  if (snapshot.matches('loading')) {
    return [
      done('loadCart', STORED),
      done('loadCart', null),
      error('loadCart', new Error('IndexedDB unavailable')),
      ...(c.deferredAdds.length === 0
        ? [{ type: 'cart.connect', token: null } as const, { type: 'cart.disconnect' } as const]
        : []),
      // SPEC 4 "The cart loads once": an add before that is deferred (a product page's button pressed early). Before
      // the session is known only, so that the deferred add does not run beside every server state (a story each).
      // Issue 15: the order converted the cart, or its paid return was verified, before storage answered: applied
      // in turn to the loaded cart (converted, then cleared with sync).
      ...(c.deferredAdds.length === 0 && c.pendingSession !== null && c.pendingOrderEnds.length === 0
        ? [{ type: 'cart.converted' } as const]
        : []),
      ...(c.deferredAdds.length === 0 && c.pendingSession !== null && c.pendingOrderEnds.length <= 1
        ? [{ type: 'cart.clear', sync: true } as const]
        : []),
      ...(c.deferredAdds.length === 0 && c.pendingSession === null
        ? [
            { type: 'cart.add', product: DRESS, qty: 1 } as const,
            { type: 'cart.add', product: PRICELESS, qty: 1 } as const,
          ]
        : []),
    ];
  }
  if (!isResting(snapshot)) {
    const head = c.calls[0];
    const server = c.items.map(serverLineOf);
    const at = '2026-11-21T12:00:00.000Z';
    // Failures are explored from simple carts only (one line, nothing merged or chosen yet), to bound the graph.
    const simple = c.items.length <= 1 && c.mergedGuestCartId === null && !c.couponCode && !c.shippingMethods.length;
    const failures = simple
      ? [
          error('checkStock', ERRORS.network),
          error('createCart', ERRORS.unauthorized),
          error('createCart', ERRORS.server),
          error('pullCart', ERRORS.network),
          error('pullCart', ERRORS.server),
          error('updateItem', ERRORS.refused),
          error('updateItem', ERRORS.network),
          error('deleteItem', ERRORS.refused),
          error('deleteItem', ERRORS.network),
          error('pullTotals', ERRORS.server),
          error('pullTotals', ERRORS.network),
        ]
      : [];
    // Issue 12: the checkout asks for methods and saves its shipping choice while the cart is still connecting (a
    // reload of /checkout): kept until the cart is idle.
    const asksEarly =
      simple &&
      c.methodsRequest === null &&
      !c.shippingWaiting &&
      snapshot.matches({ ready: { server: 'connecting' } }) &&
      !c.token
        ? [
            { type: 'cart.loadMethods', address: { country_id: 'EE' } } as const,
            { type: 'cart.setShipping', method: SHIPPING, address: { country_id: 'EE' } } as const,
          ]
        : [];
    // Another add while the first one's stock is checked: deferred, then taken in turn.
    const addsMeanwhile =
      simple &&
      !c.sessionKnown &&
      c.deferredAdds.length === 0 &&
      snapshot.matches({ ready: { adding: 'checkingStock' } })
        ? [{ type: 'cart.add', product: DRESS, qty: 1 } as const]
        : [];
    // SPEC 4 "Stock status": the lines asked about (SPEC 7: up to 15) are in stock, or the dress went out of stock.
    const asked = stockChunk(c.stockPending);
    const lineStock = snapshot.matches({ ready: { server: 'checkingLineStock' } })
      ? [
          done(
            'checkLineStock',
            asked.map((sku) => ({ ...STOCK.ok, product_sku: sku })),
          ),
          ...(simple
            ? [
                done(
                  'checkLineStock',
                  asked.map((sku) => (sku === DRESS.sku ? STOCK.outOfStock : { ...STOCK.ok, product_sku: sku })),
                ),
                error('checkLineStock', ERRORS.network),
              ]
            : []),
        ]
      : [];
    return [
      ...asksEarly,
      ...addsMeanwhile,
      ...lineStock,
      done('checkStock', STOCK.ok),
      ...(c.items.length === 0 ? [done('checkStock', STOCK.outOfStock), done('checkStock', STOCK.volatile)] : []),
      done('createCart', c.token ? CUSTOMER_CART : NEW_GUEST_CART),
      ...(c.guestMerge || c.syncedCartId !== c.cartServerToken ? [done('pullCart', { items: [], at })] : []),
      done('pullCart', { items: server, at }),
      // The customer's server cart holds a shirt of an earlier visit: seen at the login's merge.
      ...(c.guestMerge && !c.items.some((item) => item.sku === SHIRT_LINE.sku)
        ? [done('pullCart', { items: [...server, SHIRT_LINE], at })]
        : []),
      ...(head?.kind === 'update'
        ? [
            done(
              'updateItem',
              serverLineOf({ ...storedLine, ...head.item, server_item_id: head.item.item_id ?? 800 }, 0),
            ),
          ]
        : []),
      done('deleteItem', true),
      done('pullTotals', totalsOf(snapshot)),
      ...failures,
      done('applyCoupon', true),
      error('applyCoupon', cartCallError(400, 'The coupon code "WRONG" is not valid.')),
      done('removeCoupon', true),
      error('removeCoupon', ERRORS.network),
      done('loadShippingMethods', [METHOD]),
      error('loadShippingMethods', ERRORS.server),
      done('loadPaymentMethods', [PAYMENT]),
      error('loadPaymentMethods', ERRORS.server),
      done('saveShippingInformation', { totals: totalsOf(snapshot), payment_methods: [PAYMENT] }),
      error('saveShippingInformation', ERRORS.server),
    ];
  }
  const firstRest = !c.sessionKnown && c.items.length === 0;
  const disabled = snapshot.matches({ ready: { server: 'disabled' } });
  const waiting = snapshot.matches({ ready: { server: 'waiting' } });
  const qty = dressQty(snapshot);
  // To bound the graph, each kind of situation offers only the events that lead somewhere new from it.
  if (disabled) {
    return [
      { type: 'cart.connect', token: TOKEN },
      { type: 'cart.disconnect' },
      ...(qty
        ? [{ type: 'cart.clear', sync: false } as const, { type: 'cart.converted' } as const]
        : [{ type: 'cart.add', product: DRESS, qty: 1 } as const]),
      { type: 'cart.externalChange', cart: OTHER_TAB },
    ];
  }
  if (waiting) return [{ type: 'network.online' }, { type: RETRY_DELAY_EVENT_TYPE } as never];
  if (!c.online)
    return [...(qty === 0 ? [{ type: 'cart.add', product: DRESS, qty: 1 } as const] : []), { type: 'network.online' }];
  if (firstRest) {
    return [
      { type: 'cart.connect', token: null },
      { type: 'cart.connect', token: TOKEN },
      { type: 'cart.add', product: DRESS, qty: 1 },
      { type: 'cart.add', product: PRICELESS, qty: 1 },
      { type: 'cart.openMicrocart' },
      { type: 'cart.toggleMicrocart' },
      { type: 'cart.closeMicrocart' },
      { type: 'network.offline' },
    ];
  }
  // A line marked out of stock: the shopper opens the mini cart (its lines are checked again) or removes it.
  if (hasOutOfStockLine(c.items)) {
    return [{ type: 'cart.openMicrocart' }, { type: 'cart.remove', sku: DRESS.parentSku }];
  }
  if (c.bypassCount > 0 || !c.sessionKnown)
    return c.token ? [{ type: 'cart.disconnect' }] : [{ type: 'cart.connect', token: TOKEN }];
  if (c.token === null) {
    // A guest: builds a cart, then logs in.
    return [
      ...(qty < 2 ? [{ type: 'cart.add', product: DRESS, qty: 1 } as const] : []),
      ...(qty > 0 ? [{ type: 'cart.connect', token: TOKEN } as const] : []),
      ...(qty === 1
        ? [{ type: 'cart.changeQty', sku: DRESS.sku, qty: '12' } as const, { type: 'network.offline' } as const]
        : []),
      // Another tab made a guest cart of its own for the same lines at the same time: the smaller id is kept.
      ...(c.guestCart && c.cartServerToken !== null && c.cartServerToken < RACING_GUEST_CART
        ? [
            {
              type: 'cart.externalChange',
              cart: { ...persistedCart(c), cartServerToken: RACING_GUEST_CART },
            } as const,
          ]
        : []),
      // Another tab's copy of this very cart (it synced the same change): ignored.
      ...(qty === 1 && c.cartServerToken !== null
        ? [{ type: 'cart.externalChange', cart: persistedCart(c) } as const]
        : []),
    ];
  }
  // A customer: edits, coupons, methods, other tabs, clearing, logout.
  const customerCart = c.cartServerToken === CUSTOMER_CART;
  if (c.couponCode || c.shippingMethods.length) {
    return [
      { type: 'cart.disconnect' },
      ...(c.couponCode
        ? [{ type: 'cart.removeCoupon' } as const, { type: 'cart.applyCoupon', code: 'WRONG' } as const]
        : []),
      ...(c.shippingMethods.length && !c.shippingMethod
        ? [{ type: 'cart.setShipping', method: SHIPPING, address: { country_id: 'EE' } } as const]
        : []),
      ...(c.paymentMethods.length && !c.paymentMethod
        ? [{ type: 'cart.setPayment', method: { code: PAYMENT.code } } as const]
        : []),
    ];
  }
  return [
    { type: 'cart.disconnect' },
    { type: 'cart.connect', token: null },
    ...(qty === 0 ? [{ type: 'cart.add', product: DRESS, qty: 1 } as const] : []),
    ...(qty === 10 ? [{ type: 'cart.add', product: DRESS, qty: 1 } as const] : []),
    ...(qty > 0 ? [{ type: 'cart.remove', sku: DRESS.parentSku } as const] : []),
    ...(customerCart && qty > 0 && !c.couponCode && !c.shippingMethods.length
      ? [
          { type: 'cart.clear', sync: false } as const,
          { type: 'cart.clear', sync: true } as const,
          { type: 'cart.converted' } as const,
          { type: 'cart.sync' } as const,
          { type: 'cart.checkLineStock' } as const,
          { type: 'cart.externalChange', cart: OTHER_TAB } as const,
          { type: 'cart.applyCoupon', code: 'UUDIS10' } as const,
          // SPEC 5: Apply with no code is refused by the cart; typing a code clears the message.
          ...(c.couponProblem
            ? [{ type: 'cart.typeCoupon', code: 'U' } as const]
            : [{ type: 'cart.applyCoupon', code: ' ' } as const]),
          { type: 'cart.loadMethods', address: { country_id: 'EE' } } as const,
        ]
      : []),
    ...(c.couponCode
      ? [{ type: 'cart.removeCoupon' } as const, { type: 'cart.applyCoupon', code: 'WRONG' } as const]
      : []),
    ...(c.shippingMethods.length && !c.shippingMethod
      ? [{ type: 'cart.setShipping', method: SHIPPING, address: { country_id: 'EE' } } as const]
      : []),
    ...(c.paymentMethods.length && !c.paymentMethod
      ? [{ type: 'cart.setPayment', method: { code: PAYMENT.code } } as const]
      : []),
  ];
}

const cartName = (id: string | null) =>
  id === null ? 'none' : id === CUSTOMER_CART ? 'customer' : id === STORED_GUEST_CART ? 'stored guest' : 'new guest';

/** The lines as `sku×qty`, `#` and the confirmed quantity when the server confirmed them. */
export const lineSignature = (items: readonly CartItem[]) =>
  items
    .map((item) => `${item.sku}×${item.qty}${item.server_item_id === undefined ? '' : `#${item.prev_qty ?? ''}`}`)
    .join(',');

/** The notices an event must raise (SPEC 5, SPEC 8), from the state before it; null: not checked here. */
function expectedNotices(previous: Snapshot, event: Event): string[] | null {
  const type: string = event.type;
  const output = (event as unknown as { output?: unknown }).output;
  // A deferred add refused by validation says so when its turn comes (the cart loaded).
  if (/^xstate\.(done|error)\.actor\.loadCart$/.test(type) && previous.context.deferredAdds[0]?.product === PRICELESS) {
    return [CART_NOTICES.priceUnknown.message];
  }
  if (event.type === 'cart.add' && previous.matches({ ready: { adding: 'idle' } })) {
    if (event.product === PRICELESS) return [CART_NOTICES.priceUnknown.message];
    return dressQty(previous) >= 10 ? [CART_NOTICES.maxQtyExceeded.message] : [];
  }
  if (type === 'xstate.done.actor.checkStock' && output === STOCK.outOfStock) return [CART_NOTICES.outOfStock.message];
  if (type === 'xstate.done.actor.checkStock' || type === 'xstate.error.actor.checkStock') {
    const success = dressQty(previous) > 0 ? CART_NOTICES.quantityUpdated : CART_NOTICES.productAdded;
    const volatile = output === STOCK.volatile || type === 'xstate.error.actor.checkStock';
    return [...(volatile ? [CART_NOTICES.volatileStock.message] : []), success.message];
  }
  if (event.type === 'cart.changeQty') return previous.matches('ready') ? [CART_NOTICES.maxQtyExceeded.message] : [];
  if (type === 'xstate.error.actor.updateItem' || type === 'xstate.error.actor.deleteItem') {
    const reason = (event as unknown as { error: Error }).error;
    return reason === ERRORS.network ? [] : [reason.message];
  }
  if (/^xstate\.error\.actor\.(applyCoupon|removeCoupon|saveShippingInformation)$/.test(type)) {
    return [(event as unknown as { error: Error }).error.message];
  }
  return [];
}

export const cartModel: ModelEntry<CartMachine> = {
  machine: cartMachine,
  inputs: [{ storeCode: 'ee', maxBypassAttempts: MAX_BYPASS_ATTEMPTS, online: true }],
  events: cartEvents,
  // About 10,000 bounded states: a path per state would take minutes to generate and drive; a transition cover
  // reaches every state and transition, and every state online and offline, with lines and without, with a line
  // out of stock and without (what the stories show).
  strategy: 'transition-cover',
  coverGoals: (snapshot) => {
    const c = snapshot.context;
    const push = c.calls[0];
    return [
      [
        stateName(snapshot),
        c.online ? 'online' : 'offline',
        c.items.length ? 'lines' : 'empty',
        hasOutOfStockLine(c.items) ? 'out of stock' : '',
      ].join(' '),
      ...(push
        ? [`${push.kind} ${push.item.sku}×${'qty' in push.item ? push.item.qty : ''} of ${c.items.length}`]
        : []),
    ];
  },
  serializeState: (snapshot) => {
    const c = snapshot.context;
    // Everything the guards and the events offered read; totals, messages, the microcart and timestamps are left out.
    return JSON.stringify([
      snapshot.value,
      lineSignature(c.items),
      cartName(c.cartServerToken),
      c.guestCart,
      c.token !== null,
      c.sessionKnown,
      c.online,
      c.bypassCount,
      c.forceSync,
      c.couponProblem,
      hasLocalChanges(c),
      c.syncedCartId === c.cartServerToken,
      c.knownServer === null ? null : c.knownServer.map((line) => `${line.sku}×${line.qty}`).join(','),
      c.calls.map((call) => `${call.kind} ${call.item.sku} ${call.item.item_id ?? 'new'}`),
      c.guestMerge?.guestCartId ?? (c.guestMerge ? 'local' : null),
      c.mergedGuestCartId,
      c.couponCode !== null,
      c.pendingCoupon !== null,
      c.shippingMethods.length > 0,
      c.paymentMethods.length > 0,
      c.shippingMethod !== null,
      c.paymentMethod !== null,
      c.pendingSession?.kind ?? null,
      c.pendingOrderEnds.map((end) => end.type),
      c.clientIsTruth === true,
      c.methodsRequest?.waiting ?? null,
      c.shippingWaiting,
      c.deferredAdds.map((add) => add.product.sku),
      c.stockPending.length > 0,
      c.items.filter((item) => item.errors?.[LINE_STOCK_ERROR_KEY]).map((item) => item.sku),
    ]);
  },
  describeEvent: (event) => {
    const type: string = event.type;
    const [, kind, id] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type) ?? [];
    const detail = event as unknown as { output?: unknown; error?: Error };
    if (kind === 'done' && id === 'loadCart') return detail.output ? 'a stored guest cart loads' : 'nothing is stored';
    if (kind === 'done' && id === 'checkStock') {
      const status = (detail.output as StockItem).status;
      return `the stock is ${status}`;
    }
    if (kind === 'done' && id === 'pullCart') {
      const items = (detail.output as { items: ServerCartItem[] }).items;
      return `the server holds [${items.map((line) => `${line.sku}×${line.qty}`).join(', ')}]`;
    }
    if (kind === 'done') return `${id} answers`;
    if (kind === 'error') {
      const reason = detail.error === ERRORS.network ? 'no answer' : (detail.error as Error).message;
      return `${id} fails (${reason})`;
    }
    if (type === RETRY_DELAY_EVENT_TYPE) return `the ${CART_RETRY_DELAY_MS} ms retry delay runs out`;
    if (event.type === 'cart.connect') return event.token ? 'connect as the customer' : 'connect as a guest';
    if (event.type === 'cart.add') return `add ${event.product === PRICELESS ? 'a priceless' : 'the'} dress`;
    if (event.type === 'cart.changeQty') return `set the dress to ${event.qty}`;
    if (event.type === 'cart.converted') return 'the server cart became an order (paid on the provider page)';
    if (event.type === 'cart.clear') return event.sync ? 'clear with sync' : 'clear without sync (after an order)';
    if (event.type === 'cart.externalChange') return 'another tab changes the cart';
    if (event.type === 'cart.applyCoupon')
      return event.code.trim() ? `apply coupon ${event.code}` : 'apply no coupon code';
    if (event.type === 'cart.typeCoupon') return `type the coupon code ${event.code}`;
    return type.replace(/^cart\./, '');
  },
  describeState: (snapshot) => {
    const c = snapshot.context;
    const facts = [
      `[${lineSignature(c.items)}]`,
      `cart ${cartName(c.cartServerToken)}`,
      c.token ? 'customer' : c.sessionKnown ? 'guest' : 'session unknown',
      c.online ? '' : 'offline',
      c.bypassCount ? `bypass ${c.bypassCount}` : '',
    ];
    return `${stateName(snapshot)} (${facts.filter(Boolean).join(', ')})`;
  },
  legend: [
    `dress ${DRESS.sku}; stored: a guest cart with one dress; another tab: the customer's cart with two dresses;`,
    `the customer's server cart may hold a shirt; max bypass attempts ${MAX_BYPASS_ATTEMPTS}`,
  ],
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the cart keeps running').toBe('active');
      const c = snapshot.context;
      const skus = c.items.map((item) => item.sku);
      expect(new Set(skus).size, 'no line doubled').toBe(skus.length);
      for (const item of c.items) expect(item.qty, 'SPEC 5: 1..10 per line').toBeGreaterThanOrEqual(1);
      if (event?.type === 'cart.converted' && previous) {
        expect(
          c.items.map((item) => [item.sku, item.qty]),
          'issue 15: the lines stay when the server cart became an order',
        ).toEqual(previous.context.items.map((item) => [item.sku, item.qty]));
        expect(c.cartServerToken, 'issue 15: the converted server cart is never pulled again').toBeNull();
      }
      for (const item of c.items) expect(item.qty).toBeLessThanOrEqual(10);
      if (!previous || !event) return;
      const list = emitted as CartEmitted[];
      const notices = list.flatMap((entry) => (entry.type === 'cart.notify' ? [entry.notice.message] : []));
      const expected = expectedNotices(previous, event);
      if (expected) expect(notices, 'the notifications SPEC 5 and 8 ask for').toEqual(expected);
      const persists = list.flatMap((entry) => (entry.type === 'cart.persist' ? [entry.cart] : []));
      const type: string = event.type;
      if (type === 'xstate.done.actor.checkLineStock') {
        // SPEC 4 "Stock status": out of stock marks the line with an error, in stock clears it.
        for (const record of (event as unknown as { output: StockItem[] }).output) {
          const line = c.items.find((item) => item.sku === record.product_sku);
          if (line) expect(line.errors?.[LINE_STOCK_ERROR_KEY] !== undefined).toBe(record.status === 'out_of_stock');
        }
      }
      if (event.type === 'cart.externalChange' || type === 'xstate.done.actor.loadCart') {
        if (event.type === 'cart.externalChange') expect(persists, 'another tab’s cart is not echoed').toEqual([]);
        return;
      }
      if (JSON.stringify(persistedCart(previous.context)) !== JSON.stringify(persistedCart(c))) {
        expect(persists.at(-1), 'SPEC 4: every change is persisted and broadcast').toEqual(persistedCart(c));
      }
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('loading')).toBe(true);
      expect(snapshot.context.cartIsLoaded).toBe(false);
      expect(snapshot.context.items).toEqual([]);
    },
    ready: ({ snapshot }, expect) => {
      expect(snapshot.context.cartIsLoaded, 'SPEC 4: loaded once').toBe(true);
      expect(snapshot.context.pendingSession).toBeNull();
      expect(snapshot.context.pendingOrderEnds, 'issue 15: an order end while loading is applied once loaded').toEqual(
        [],
      );
    },
    'ready.adding.idle': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('adding')).toBe(false);
      expect(snapshot.context.pendingAdd).toBeNull();
      expect(snapshot.context.deferredAdds, 'a deferred add is taken as soon as nothing else is added').toEqual([]);
    },
    'ready.adding.checkingStock': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('adding'), 'SPEC 4: the adding flag is on').toBe(true);
      expect(snapshot.context.pendingAdd?.product.sku).toBe(DRESS.sku);
    },
    'ready.server.idle': ({ snapshot }, expect) => {
      const c = snapshot.context;
      expect(c.calls).toEqual([]);
      const active = c.sessionKnown && c.online;
      if (active && c.cartServerToken !== null) {
        expect(
          c.forceSync || c.syncedCartId !== c.cartServerToken || hasLocalChanges(c),
          'idle only when in sync',
        ).toBe(false);
      }
      if (active && c.cartServerToken === null) {
        expect(c.token === null && c.items.length === 0, 'SPEC 4: a cart is created when items exist').toBe(true);
      }
      if (c.online) expect(c.stockPending, 'SPEC 4: no line waits for its stock check').toEqual([]);
    },
    'ready.server.checkingLineStock': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('stockChecking')).toBe(true);
      expect(snapshot.context.online).toBe(true);
      expect(snapshot.context.stockPending.length, 'SPEC 4: the lines are checked').toBeGreaterThan(0);
    },
    'ready.server.connecting': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('syncing')).toBe(true);
      expect(snapshot.context.online).toBe(true);
    },
    'ready.server.syncing': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('syncing')).toBe(true);
      expect(snapshot.context.cartServerToken).not.toBeNull();
    },
    'ready.server.syncing.pulling': ({ snapshot }, expect) => {
      expect(snapshot.context.calls).toEqual([]);
    },
    'ready.server.syncing.updating': ({ snapshot }, expect) => {
      expect(snapshot.context.calls[0]?.kind).toBe('update');
    },
    'ready.server.syncing.deleting': ({ snapshot }, expect) => {
      expect(snapshot.context.calls[0]?.kind).toBe('delete');
    },
    'ready.server.syncing.totals': ({ snapshot }, expect) => {
      expect(snapshot.context.calls, 'totals come after the plan’s calls').toEqual([]);
      expect(snapshot.context.syncingHash, 'the hash to save once totals answer').not.toBeNull();
    },
    'ready.server.applyingCoupon': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('couponBusy')).toBe(true);
      expect(snapshot.context.pendingCoupon).not.toBeNull();
    },
    'ready.server.removingCoupon': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('couponBusy')).toBe(true);
    },
    'ready.server.loadingShippingMethods': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('methodsLoading')).toBe(true);
    },
    'ready.server.loadingPaymentMethods': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('methodsLoading')).toBe(true);
      expect(snapshot.context.shippingMethods.length).toBeGreaterThan(0);
    },
    'ready.server.savingShipping': ({ snapshot }, expect) => {
      expect(snapshot.context.pendingShipping?.method).toEqual(SHIPPING);
    },
    'ready.server.waiting': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('waitingForNetwork')).toBe(true);
      expect(snapshot.context.calls).toEqual([]);
    },
    'ready.server.disabled': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('syncDisabled')).toBe(true);
      expect(snapshot.context.bypassCount, 'SPEC 4: disabled only at the maximum').toBe(MAX_BYPASS_ATTEMPTS);
    },
  },
};
