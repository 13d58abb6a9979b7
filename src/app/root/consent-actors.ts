// The I/O of the consent machine (issue 16, SPEC 5; ARCHITECTURE §1: machines pure, actors provided here): the
// visitor's choice in localStorage, and the tag manager: window.dataLayer and the one script from
// www.googletagmanager.com, injected only when the machine is in 'granted'. Events the shop tracks before that (the
// thank-you page's purchase) wait in memory and reach the dataLayer only once the tag manager starts.
import { fromPromise } from 'xstate';
import { type ConsentChoice, consentMachine } from '../../../machines/consent.machine';
import type { PurchaseEvent } from '../../domain/analytics/purchase';
import { TAG_MANAGER_SCRIPT_ORIGIN } from './initial-state';

/** The browser storage key of the visitor's choice (one per browser, both stores). */
export const CONSENT_KEY = 'roivas:consent';
/** The order numbers whose purchase was already handed over (a reload of the thank-you page tracks nothing more). */
export const TRACKED_ORDERS_KEY = 'roivas:tracked-orders';
const TRACKED_ORDERS_KEPT = 20;

export interface ChoiceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type DataLayerEntry = Record<string, unknown>;

interface TagManagerWindow {
  dataLayer?: DataLayerEntry[];
  document: Document;
}

let started = false;
const waiting: DataLayerEntry[] = [];

/** Starts the tag manager once per page load: the dataLayer's start event, what waited, then the script. */
export function startTagManager(id: string, win: TagManagerWindow = window as unknown as TagManagerWindow): void {
  if (started) return;
  started = true;
  win.dataLayer ??= [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  for (const entry of waiting.splice(0)) win.dataLayer.push(entry);
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
}

/** The cookies Google Analytics sets through the tag manager (_ga, _ga_<id>, _gid, _gat…). */
const ANALYTICS_COOKIE = /^_(ga|gid|gat)(_|$)/;

/**
 * Consent withdrawn (the footer's "Cookie settings", SPEC 5): the tag manager's script element is removed, nothing
 * more reaches the dataLayer (events wait in memory, as before consent), and the analytics cookies are expired on
 * this host and its parent domains. What the script already ran stays in this page's memory until it is left; the
 * next page load reads 'denied' and loads nothing.
 */
export function stopTagManager(win: TagManagerWindow = window as unknown as TagManagerWindow): void {
  started = false;
  for (const script of win.document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src.startsWith(`${TAG_MANAGER_SCRIPT_ORIGIN}/`)) script.remove();
  }
  const host = win.document.location?.hostname ?? '';
  // A host's own name and its parents short of the top-level domain (www.shop.ee, shop.ee); an address has none.
  const labels = /^[\d.]+$|:/.test(host) ? [] : host.split('.');
  const domains = ['', ...labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'))];
  for (const cookie of win.document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim() ?? '';
    if (!ANALYTICS_COOKIE.test(name)) continue;
    for (const domain of domains) {
      win.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

function handOver(entries: DataLayerEntry[]): void {
  const win = window as unknown as TagManagerWindow;
  if (started && win.dataLayer) win.dataLayer.push(...entries);
  else waiting.push(...entries);
}

/**
 * The thank-you page's GA4 purchase, once per order: the order number is noted in the browser when handed over, so
 * a remount or reload of the page does not count the order twice. Without consent it never leaves the page.
 */
export function trackPurchase(
  purchase: PurchaseEvent,
  storage: () => ChoiceStorage = () => globalThis.localStorage,
): void {
  let tracked: string[] = [];
  try {
    const stored: unknown = JSON.parse(storage().getItem(TRACKED_ORDERS_KEY) ?? '[]');
    if (Array.isArray(stored)) tracked = stored.filter((entry): entry is string => typeof entry === 'string');
  } catch {
    tracked = [];
  }
  const id = purchase.ecommerce.transaction_id;
  if (tracked.includes(id)) return;
  try {
    storage().setItem(TRACKED_ORDERS_KEY, JSON.stringify([...tracked, id].slice(-TRACKED_ORDERS_KEPT)));
  } catch {
    // Storage blocked: the in-memory hand-over below still happens once for this page.
  }
  // GA4: the previous ecommerce object is cleared before a new one.
  handOver([{ ecommerce: null }, { ...purchase }]);
}

export function consentIo(tagManagerId: string, storage: () => ChoiceStorage = () => globalThis.localStorage) {
  return consentMachine.provide({
    actors: {
      loadChoice: fromPromise<ConsentChoice | null>(async () => {
        const stored = storage().getItem(CONSENT_KEY);
        return stored === 'granted' || stored === 'denied' ? stored : null;
      }),
      rememberChoice: fromPromise<void, { choice: ConsentChoice }>(async ({ input }) => {
        try {
          storage().setItem(CONSENT_KEY, input.choice);
        } catch {
          // Storage full or blocked: the visitor is asked again on the next visit; nothing else to do.
        }
      }),
      startTagManager: fromPromise<void>(async () => startTagManager(tagManagerId)),
      stopTagManager: fromPromise<void>(async () => stopTagManager()),
    },
  });
}
