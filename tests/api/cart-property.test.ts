// Issue 5 "Must show": any sequence of add, change quantity, remove, reload, go offline, come online, log in and act
// in a second tab, run against the real API on PGlite, ends with the client cart equal to the server cart, no line
// doubled, no line lost, and totals equal to the server's. The client is the real one: the cart machine built by
// createCartActor (src/app/root/cart-actor.ts, as the app builds it) over cartApi and ky against the server listening on
// 127.0.0.1, the cart stored in the store view's IndexedDB (fake-indexeddb: one database, one connection per tab),
// the tabs joined by the real crossTabChannel (Node's BroadcastChannel) and told of the network by a network machine
// each. The browser's fetch fails while it is offline. A fresh browser profile (IndexedDB) per run; the customer's
// server cart starts each run with generated lines, so a login has something to sum the guest's lines into (once).
// The model is what the shopper did: quantities by sku, the guest's lines summed into the customer's cart at login.
// fast-check: CART_PROPERTY_SEED=<n> replays a run; CART_PROPERTY_SHRINK=1 shrinks a failure (slow: each try is a
// real run).
import 'fake-indexeddb/auto';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { IDBFactory } from 'fake-indexeddb';
import type { KyInstance } from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ActorRefFrom, type SnapshotFrom, createActor, waitFor } from 'xstate';
import type { cartMachine } from '../../machines/cart.machine';
import type { PersistedCart } from '../../machines/cart/cart-types';
import { networkMachine } from '../../machines/network.machine';
import { cartApi } from '../../src/adapters/cart';
import { loadProductBySku } from '../../src/adapters/catalog';
import { CART_KEY, recordStorage } from '../../src/adapters/commerce-storage';
import { crossTabChannel } from '../../src/adapters/cross-tab';
import { createHttp } from '../../src/adapters/http';
import { openShopDb } from '../../src/adapters/storage';
import { userApi } from '../../src/adapters/user';
import { type CartActor, createCartActor } from '../../src/app/root/cart-actor';
import type { CartProduct } from '../../src/domain/cart/cart-item';
import { cartProductFromChild } from '../../src/domain/cart-product';
import { CART_ITEM_MAX_QTY } from '../../src/domain/contract/cart';
import { DEMO_PASSWORD } from '../../server/seed/accounts';
import { engines } from '../helpers/db';
import { type AccountApp, openAccountApp, sql } from './user-fixtures';

const SEED = Number(process.env.CART_PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const SHRINK = process.env.CART_PROPERTY_SHRINK === '1';
const RUNS = 25;
const MAX_COMMANDS = 12;
const STORE = 'ee' as const;
const CUSTOMER = 'mari.maasikas@example.ee';
/** Children the shopper adds: from a few seeded products, with stock that never limits a line (SPEC 9 max 10). */
const PRODUCTS = 5;
const TABS = 2;
/** A tab is settled when nothing changed in it for this long (a broadcast to the other tab lands well within). */
const QUIET_MS = 25;
const SETTLE_TIMEOUT_MS = 15_000;

type Command =
  | { kind: 'add'; tab: number; product: number; qty: number }
  | { kind: 'changeQty'; tab: number; line: number; qty: number | 'same' }
  | { kind: 'remove'; tab: number; line: number }
  | { kind: 'reload'; tab: number }
  | { kind: 'offline' }
  | { kind: 'online' }
  | { kind: 'login'; tab: number };

interface Scenario {
  /** The customer's server cart when the run starts: product index -> qty. */
  customerLines: { product: number; qty: number }[];
  commands: Command[];
}

const tabArb = fc.nat({ max: TABS - 1 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      tab: tabArb,
      product: fc.nat({ max: PRODUCTS - 1 }),
      qty: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('changeQty' as const),
      tab: tabArb,
      line: fc.nat({ max: 9 }),
      qty: fc.oneof(fc.integer({ min: 1, max: CART_ITEM_MAX_QTY }), fc.constant('same' as const)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), tab: tabArb, line: fc.nat({ max: 9 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reload' as const), tab: tabArb }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('offline' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('online' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('login' as const), tab: tabArb }) },
);
const scenarioArb: fc.Arbitrary<Scenario> = fc.record({
  customerLines: fc.uniqueArray(
    fc.record({ product: fc.nat({ max: PRODUCTS - 1 }), qty: fc.integer({ min: 1, max: 5 }) }),
    { maxLength: 3, selector: (line) => line.product },
  ),
  commands: fc.array(commandArb, { minLength: 1, maxLength: MAX_COMMANDS }),
});

/** What the shopper did: quantities by sku (SPEC 4 "The same item merges quantity on add", capped at SPEC 9's 10). */
interface Model {
  lines: Map<string, number>;
  loggedIn: boolean;
  online: boolean;
}

const sortedLines = (lines: Iterable<[string, number]>) =>
  [...lines].map(([sku, qty]) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku));

type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/** Nothing left to do: loaded, no add waiting for its stock answer, and (online) the server work done. */
function isSettled(snapshot: CartSnapshot, online: boolean): boolean {
  if (snapshot.status !== 'active' || !snapshot.matches('ready')) return false;
  if (!snapshot.matches({ ready: { adding: 'idle' } })) return false;
  return !online || snapshot.matches({ ready: { server: 'idle' } });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Tab {
  name: string;
  cart: CartActor;
  network: ActorRefFrom<typeof networkMachine>;
  lastChange: number;
  /** Other tabs' changes this tab took (for the failure message). */
  received: number;
  close(): void;
}

describe('the cart against the real API on pglite, as a property (issue 5)', () => {
  const engine = engines().find((candidate) => candidate.name === 'pglite');
  if (!engine) throw new Error('PGlite engine missing');
  let t: AccountApp;
  let prefixUrl = '';
  let products: CartProduct[] = [];
  /** A plain client (no faults) for the checks and for preparing the customer's server cart. */
  let verifier: ReturnType<typeof cartApi>;
  let customerToken = '';
  let customerCartId = '';

  /** The browser: online or not (the fetch of every tab fails while offline), and the session's token. */
  const browser = { online: true, token: null as string | null };
  const stats = { runs: 0, commands: {} as Record<string, number>, requests: 0, refused: 0, serverNotices: 0 };

  const browserFetch: typeof fetch = async (input, init) => {
    if (!browser.online) throw new TypeError('fetch failed');
    stats.requests += 1;
    return fetch(input, init);
  };
  let http: KyInstance;

  async function openTab(name: string): Promise<Tab> {
    const db = await openShopDb(STORE);
    const channel = crossTabChannel<PersistedCart>(STORE, 'current-cart');
    const network = createActor(networkMachine, { input: { online: browser.online } }).start();
    const cart = createCartActor(
      {
        cartApi: cartApi(http, STORE),
        cartStorage: recordStorage<PersistedCart>(db, CART_KEY),
        cartChannel: {
          post: (cart) => channel.post(cart),
          listen: (receive) =>
            channel.listen((cart) => {
              tab.received += 1;
              receive(cart);
            }),
        },
        now: () => new Date(),
      },
      {
        storeCode: STORE,
        online: browser.online,
        network,
        notify: (notice) => {
          if (notice.key === 'serverMessage') stats.serverNotices += 1;
        },
      },
    );
    const tab: Tab = {
      name,
      cart,
      network,
      lastChange: Date.now(),
      received: 0,
      close() {
        cart.stop();
        network.stop();
        channel.close();
        db.close();
      },
    };
    cart.subscribe(() => {
      tab.lastChange = Date.now();
    });
    // As the app: the session (restored from IndexedDB on a page load) says who the shopper is, then the cart starts.
    cart.send({ type: 'cart.connect', token: browser.token });
    cart.start();
    return tab;
  }

  /** Until every tab rests (online: its server work done) and nothing moved in any tab for QUIET_MS. */
  async function settle(tabs: readonly Tab[], label: string): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      for (const tab of tabs) {
        const timeout = deadline - Date.now();
        if (timeout <= 0) {
          const { value, context } = tab.cart.getSnapshot();
          throw new Error(
            `${label}: ${tab.name} did not settle (${browser.online ? 'online' : 'offline'}): ${JSON.stringify(value)} ${context.error}, other tabs' changes taken: ${tabs.map((other) => `${other.name} ${other.received}`).join(', ')}`,
          );
        }
        await waitFor(tab.cart, (snapshot) => isSettled(snapshot, browser.online), { timeout }).catch(() => undefined);
      }
      await sleep(QUIET_MS);
      const now = Date.now();
      const resting = tabs.every(
        (tab) => isSettled(tab.cart.getSnapshot(), browser.online) && now - tab.lastChange >= QUIET_MS,
      );
      if (resting) return;
    }
  }

  /** The customer's one active cart holds exactly these lines (set through the API, as another device would). */
  async function prepareCustomerCart(lines: Scenario['customerLines']): Promise<void> {
    await t.rows(sql`delete from cart_items where cart_id = ${customerCartId}`);
    await t.rows(sql`update carts set coupon_code = null where id = ${customerCartId}`);
    const ref = { token: customerToken, cartId: customerCartId };
    for (const line of lines) {
      const product = products[line.product] as CartProduct;
      await verifier.update(ref, { sku: product.sku, qty: line.qty, product_option: product.product_option });
    }
  }

  /** The model's step for a command, and what to send; null: the shopper could not do it (nothing to change). */
  function lineSku(model: Model, line: number): string | null {
    const skus = sortedLines(model.lines).map((entry) => entry.sku);
    return skus.length ? (skus[line % skus.length] as string) : null;
  }

  async function runScenario(scenario: Scenario): Promise<void> {
    stats.runs += 1;
    // A fresh browser profile: empty IndexedDB, online, nobody logged in.
    globalThis.indexedDB = new IDBFactory();
    browser.online = true;
    browser.token = null;
    await prepareCustomerCart(scenario.customerLines);
    const customerLines = new Map(
      scenario.customerLines.map((line) => [(products[line.product] as CartProduct).sku, line.qty]),
    );
    const model: Model = { lines: new Map(), loggedIn: false, online: true };
    const tabs: Tab[] = [];
    const trace: string[] = [];
    try {
      for (let index = 0; index < TABS; index++) tabs.push(await openTab(`tab ${index + 1}`));
      await settle(tabs, 'start');
      for (const [step, command] of scenario.commands.entries()) {
        stats.commands[command.kind] = (stats.commands[command.kind] ?? 0) + 1;
        trace.push(JSON.stringify(command));
        await apply(command, tabs, model, customerLines);
        await settle(tabs, `step ${step + 1} ${JSON.stringify(command)}`);
        // Every tab shows what the shopper did (the other tab through the broadcast, online or not).
        for (const tab of tabs) {
          const shown = tab.cart.getSnapshot().context.items.map(({ sku, qty }) => ({ sku, qty }));
          expect(
            shown.sort((a, b) => a.sku.localeCompare(b.sku)),
            `step ${step + 1} ${JSON.stringify(command)}: ${tab.name} shows the shopper's cart`,
          ).toEqual(sortedLines(model.lines));
        }
      }
      // The end: back online in every tab, settled; then each tab's cart is the server's.
      if (!browser.online) await apply({ kind: 'online' }, tabs, model, customerLines);
      await settle(tabs, 'end');
      await checkAgainstServer(tabs, model);
    } catch (error) {
      (error as Error).message +=
        `\n  customer cart at start: ${JSON.stringify(scenario.customerLines)}\n  commands:\n    ${trace.join('\n    ')}`;
      throw error;
    } finally {
      for (const tab of tabs) tab.close();
    }
  }

  async function apply(command: Command, tabs: Tab[], model: Model, customerLines: Map<string, number>) {
    switch (command.kind) {
      case 'add': {
        const product = products[command.product] as CartProduct;
        const existing = model.lines.get(product.sku) ?? 0;
        // SPEC 5: a line at the maximum blocks the add; otherwise the quantities sum, capped at 10.
        if (existing < CART_ITEM_MAX_QTY) {
          model.lines.set(product.sku, Math.min(CART_ITEM_MAX_QTY, existing + command.qty));
        }
        (tabs[command.tab] as Tab).cart.send({ type: 'cart.add', product, qty: command.qty });
        return;
      }
      case 'changeQty': {
        const sku = lineSku(model, command.line);
        if (!sku) return;
        const qty = command.qty === 'same' ? (model.lines.get(sku) as number) : command.qty;
        model.lines.set(sku, qty);
        (tabs[command.tab] as Tab).cart.send({ type: 'cart.changeQty', sku, qty });
        return;
      }
      case 'remove': {
        const sku = lineSku(model, command.line);
        if (!sku) return;
        model.lines.delete(sku);
        (tabs[command.tab] as Tab).cart.send({ type: 'cart.remove', sku });
        return;
      }
      case 'reload': {
        // The page goes away (its last write has been made) and loads again over the same IndexedDB and session.
        const old = tabs[command.tab] as Tab;
        old.close();
        tabs[command.tab] = await openTab(old.name);
        return;
      }
      case 'offline':
      case 'online': {
        const online = command.kind === 'online';
        if (browser.online === online) return;
        browser.online = online;
        model.online = online;
        // Each tab's network machine hears it (the window's online/offline events) and tells its cart.
        for (const tab of tabs) tab.network.send({ type: online ? 'network.online' : 'network.offline' });
        return;
      }
      case 'login': {
        // Logging in needs the server; logged in already: nothing to do.
        if (!browser.online || model.loggedIn) return;
        const { token } = await userApi(http, async () => {
          throw new Error('no refresh in this test');
        }).logIn({ username: CUSTOMER, password: DEMO_PASSWORD });
        browser.token = token;
        model.loggedIn = true;
        // Issue 5 "guest → customer": the guest's lines are summed into the customer's cart once (capped at 10).
        for (const [sku, qty] of customerLines) {
          model.lines.set(sku, Math.min(CART_ITEM_MAX_QTY, (model.lines.get(sku) ?? 0) + qty));
        }
        // The session is the browser's: the tab the shopper logged in on connects, and the other tabs with it. (The
        // app does not share the session across tabs yet: another tab learns of it on its next page load; a guest
        // tab acting on the customer's cart meanwhile is the gap the report names.)
        const first = tabs[command.tab] as Tab;
        first.cart.send({ type: 'cart.connect', token });
        for (const tab of tabs) if (tab !== first) tab.cart.send({ type: 'cart.connect', token });
        return;
      }
    }
  }

  async function checkAgainstServer(tabs: readonly Tab[], model: Model): Promise<void> {
    const expected = sortedLines(model.lines);
    const cartIds = new Set(tabs.map((tab) => tab.cart.getSnapshot().context.cartServerToken));
    expect(cartIds.size, 'every tab has the same server cart').toBe(1);
    for (const tab of tabs) {
      const context = tab.cart.getSnapshot().context;
      const client = context.items.map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku));
      const skus = context.items.map((item) => item.sku);
      expect(new Set(skus).size, `${tab.name}: no line doubled on the client`).toBe(skus.length);
      expect(client, `${tab.name}: the client cart is what the shopper did`).toEqual(expected);
      if (context.cartServerToken === null) {
        // Nothing was ever added while online: no server cart, nothing to compare.
        expect(expected, `${tab.name}: lines without a server cart`).toEqual([]);
        continue;
      }
      const ref = { token: browser.token, cartId: context.cartServerToken };
      if (model.loggedIn) expect(context.cartServerToken, `${tab.name}: the customer's cart`).toBe(customerCartId);
      const server = await verifier.pull(ref);
      const serverLines = server.map(({ sku, qty }) => ({ sku, qty })).sort((a, b) => a.sku.localeCompare(b.sku));
      expect(new Set(server.map((line) => line.sku)).size, `${tab.name}: no line doubled on the server`).toBe(
        server.length,
      );
      expect(client, `${tab.name}: the client cart equals the server cart`).toEqual(serverLines);
      const totals = await verifier.totals(ref);
      expect(
        { grand_total: context.totals?.grand_total, subtotal_incl_tax: context.totals?.subtotal_incl_tax },
        `${tab.name}: the totals are the server's`,
      ).toEqual({ grand_total: totals.grand_total, subtotal_incl_tax: totals.subtotal_incl_tax });
    }
  }

  beforeAll(async () => {
    t = await openAccountApp(engine);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    prefixUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/`;
    http = createHttp(prefixUrl).extend({ fetch: browserFetch });
    verifier = cartApi(createHttp(prefixUrl), STORE);
    // A few sellable children of seeded products sold in the store view, as the product page offers them; stock
    // that never limits a line (the stock rules have their own tests), so the model is the shopper's quantities.
    const parents = await t.rows<{ parent_sku: string }>(
      sql`select v.parent_sku from product_variants v
          where v.status = 1
            and exists (select 1 from products p where p.sku = v.parent_sku and p.status = 1 and p.store_code = ${STORE})
          group by v.parent_sku having count(*) >= 3 order by v.parent_sku limit 2`,
    );
    const plain = createHttp(prefixUrl);
    for (const { parent_sku } of parents) {
      const product = await loadProductBySku(plain, STORE, parent_sku);
      const children = (product?.configurable_children ?? []).filter((child) => child.status === 1).slice(0, 3);
      for (const child of children) if (product) products.push(cartProductFromChild(product, child));
    }
    products = products.slice(0, PRODUCTS);
    if (products.length < PRODUCTS) throw new Error(`only ${products.length} seeded children found`);
    const skus = products.map((product) => product.sku);
    await t.rows(sql`update stock_items set qty = 1000000, is_in_stock = true, manage_stock = true
                     where sku in (${sql.join(
                       skus.map((sku) => sql`${sku}`),
                       sql`, `,
                     )})`);
    customerToken = (await t.login(CUSTOMER, DEMO_PASSWORD)).token;
    customerCartId = await verifier.create(customerToken);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends every sequence of shopper actions with the client cart equal to the server cart, lines and totals', async () => {
    const started = Date.now();
    console.log(`cart property: seed ${SEED} (CART_PROPERTY_SEED=${SEED} to replay)`);
    await fc.assert(
      fc.asyncProperty(scenarioArb, (scenario) => runScenario(scenario)),
      { numRuns: RUNS, seed: SEED, endOnFailure: !SHRINK },
    );
    console.log(
      [
        `cart property (seed ${SEED}): ${stats.runs} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        `  commands ${JSON.stringify(stats.commands)}`,
        `  requests ${stats.requests}, server messages shown ${stats.serverNotices}`,
      ].join('\n'),
    );
  }, 120_000);
});
