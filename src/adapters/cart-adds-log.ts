// SPEC 4 "Add flow", "Cart changes persist to local storage": an add must survive a reload that comes right after the
// click. The cart's IndexedDB write is asynchronous (and the stock check before it takes a round trip), so a reload
// within milliseconds could lose the add. This is the add's write-ahead record: written synchronously to
// localStorage before the add reaches the cart machine (even before the cart's code has loaded), it stays until the
// stored cart records the add as taken (`takenAdds` of the persisted cart, written in the same IndexedDB record as
// the line itself), and an add still in it when the page loads again is sent to the cart once more. Only the adds
// of this tab are replayed (a tab is known by a sessionStorage id, which a reload keeps): another tab's add in
// flight is that tab's. Without storage (private modes that refuse it, SSR) the adds go as before, unrecorded.
import type { CartProduct } from '../domain/cart/cart-item';
import type { StoreCode } from '../domain/store-views';

/** An add the shopper asked for, recorded before the cart took it. */
export interface LoggedAdd {
  id: string;
  /** The tab that asked for it (sessionStorage survives a reload of the same tab, not another tab). */
  tab: string;
  /** ms since the epoch: records of a closed tab are dropped after a day. */
  at: number;
  product: CartProduct;
  qty: number | string;
}

/** A record older than this is never replayed (its tab is long gone). */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
const TAB_KEY = 'cart-tab-id';

export const cartAddsKey = (storeCode: StoreCode) => `${storeCode}-cart-adds`;

export interface CartAddsLogIo {
  local: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  newId(): string;
  now(): number;
}

function browserIo(): CartAddsLogIo | null {
  try {
    if (typeof window === 'undefined' || !window.localStorage || !window.sessionStorage) return null;
    return {
      local: window.localStorage,
      session: window.sessionStorage,
      newId: () => crypto.randomUUID(),
      now: () => Date.now(),
    };
  } catch {
    // A browser that refuses storage (blocked cookies) throws on the very access.
    return null;
  }
}

export interface CartAddsLog {
  /** Records the adds (synchronously) and answers their ids; [] when storage refuses. */
  record(adds: readonly { product: CartProduct; qty: number | string }[]): string[];
  /** This tab's adds still recorded, oldest first. */
  unfinished(): LoggedAdd[];
  /** Drops the records of these ids (the stored cart holds their outcome). */
  forget(ids: readonly string[]): void;
}

export function cartAddsLog(storeCode: StoreCode, io: CartAddsLogIo | null = browserIo()): CartAddsLog {
  const key = cartAddsKey(storeCode);
  const read = (): LoggedAdd[] => {
    if (!io) return [];
    try {
      const parsed = JSON.parse(io.local.getItem(key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as LoggedAdd[]).filter((add) => typeof add?.id === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (adds: readonly LoggedAdd[]) => {
    if (!io) return;
    try {
      if (adds.length) io.local.setItem(key, JSON.stringify(adds));
      else io.local.removeItem(key);
    } catch {
      // Quota or a refusing browser: the add still goes to the cart, only unrecorded.
    }
  };
  const tabId = (): string | null => {
    if (!io) return null;
    try {
      let id = io.session.getItem(TAB_KEY);
      if (!id) {
        id = io.newId();
        io.session.setItem(TAB_KEY, id);
      }
      return id;
    } catch {
      return null;
    }
  };
  const fresh = (adds: readonly LoggedAdd[]) => {
    const now = io?.now() ?? 0;
    return adds.filter((add) => now - add.at < MAX_AGE_MS);
  };
  return {
    record(adds) {
      const tab = tabId();
      if (!io || !tab || adds.length === 0) return [];
      const at = io.now();
      const logged = adds.map((add) => ({ id: io.newId(), tab, at, product: add.product, qty: add.qty }));
      write([...fresh(read()), ...logged]);
      // Read back: a write the browser refused records nothing, and nothing is then waited for.
      const stored = new Set(read().map((add) => add.id));
      return logged.map((add) => (stored.has(add.id) ? add.id : ''));
    },
    unfinished() {
      const tab = tabId();
      return tab ? fresh(read()).filter((add) => add.tab === tab) : [];
    },
    forget(ids) {
      if (!ids.length) return;
      const drop = new Set(ids);
      const adds = read();
      const kept = fresh(adds).filter((add) => !drop.has(add.id));
      if (kept.length !== adds.length) write(kept);
    },
  };
}

/** Whether this tab left adds the stored cart has not taken (the commerce code then starts with the page). */
export function hasUnfinishedCartAdds(storeCode: StoreCode): boolean {
  return cartAddsLog(storeCode).unfinished().length > 0;
}
