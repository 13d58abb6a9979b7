// SPEC 1: two store views. Store id 2 means Latvia, anything else means Estonia; default locale en-US.

export const STORE_CODES = ['ee', 'lv'] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export type Locale = 'et-EE' | 'lv-LV' | 'en-US';

export interface StoreView {
  storeCode: StoreCode;
  storeId: number;
  name: string;
  locale: Locale;
  /** The html lang attribute. */
  lang: string;
  taxCountry: 'EE' | 'LV';
  currencyCode: 'EUR';
  currencySign: '€';
  /** SPEC 9: HH:mm D-M-YYYY (ee); HH:mm D/M/YYYY default. */
  dateSeparator: '-' | '/';
  /** SPEC 2: static links by store view. */
  links: { terms: string; privacy: string };
  /** SPEC 1: a store view may extend another one (merged recursively). */
  extend?: StoreCode;
}

export const DEFAULT_LOCALE: Locale = 'en-US';
export const DEFAULT_STORE_ID = 1;

export const STORE_VIEWS: Record<StoreCode, StoreView> = {
  ee: {
    storeCode: 'ee',
    storeId: 1,
    name: 'Eesti',
    locale: 'et-EE',
    lang: 'et',
    taxCountry: 'EE',
    currencyCode: 'EUR',
    currencySign: '€',
    dateSeparator: '-',
    links: { terms: '/i/tellimistingimused', privacy: '/i/isikuandmete-kaitse' },
  },
  lv: {
    storeCode: 'lv',
    storeId: 2,
    name: 'Latvija',
    locale: 'lv-LV',
    lang: 'lv',
    taxCountry: 'LV',
    currencyCode: 'EUR',
    currencySign: '€',
    dateSeparator: '/',
    links: { terms: '/i/pasutisanas-noteikumi', privacy: '/i/personas-datu-apstrade' },
  },
};

export const DEFAULT_STORE_CODE: StoreCode = 'ee';

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && (STORE_CODES as readonly string[]).includes(value);
}

/** SPEC 1: store id 2 means Latvia, anything else means Estonia. */
export function storeViewById(storeId: number): StoreView {
  return storeId === 2 ? STORE_VIEWS.lv : STORE_VIEWS.ee;
}

/** SPEC 1: an unknown store code falls back to the default store view. */
export function storeViewByCode(code: string | undefined): StoreView {
  return isStoreCode(code) ? STORE_VIEWS[code] : STORE_VIEWS[DEFAULT_STORE_CODE];
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

/** SPEC 1: values merged recursively; the child wins. */
export function mergeDeep<T extends Plain>(parent: T, child: Partial<T>): T {
  const out: Plain = { ...parent };
  for (const [key, value] of Object.entries(child)) {
    const prev = out[key];
    out[key] = isPlain(prev) && isPlain(value) ? mergeDeep(prev, value) : value;
  }
  return out as T;
}

/**
 * SPEC 1: a store view may extend another; the values are merged recursively and an error is logged
 * (through `logError`) when the parent does not exist.
 */
export function resolveStoreView(
  views: Record<string, Partial<StoreView> & { extend?: string }>,
  code: string,
  logError: (message: string) => void,
): Partial<StoreView> {
  const view = views[code];
  if (!view) return {};
  if (!view.extend) return view;
  const parent = views[view.extend];
  if (!parent) {
    logError(`Store view "${code}" extends "${view.extend}", which does not exist`);
    return view;
  }
  const { extend: _ignored, ...own } = view;
  return mergeDeep(resolveStoreView(views, view.extend, logError) as Plain, own as Plain) as Partial<StoreView>;
}

/** SPEC 1: the contact address shown in some texts as {email}. */
export const SHOP_EMAIL: Record<StoreCode, string> = { ee: 'info@roivas.ee', lv: 'info@roivas.lv' };
