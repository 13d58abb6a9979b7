// Search engines and the output cache (issue 16, SPEC 9 "Cache tags"): what a rendered page is about (its subject),
// the tags it is cached under, the meta description a crawler reads and the format of a tag /invalidate accepts.
// Pure: the server resolves the subject's equivalent page in the other store view (hreflang) from its services.
import type { StoreCode } from './store-views';
import { STORE_VIEWS } from './store-views';
import { STATIC_CMS_ROUTES } from './cms';

/** What a page shows, for its canonical URL, hreflang alternates, Open Graph tags and the sitemap. */
export type SeoSubject =
  | { type: 'home' }
  | { type: 'product'; id: number; sku: string; name: string; description: string; image?: string }
  | { type: 'category'; id: number; name: string }
  | { type: 'cms'; identifier: string };

/** SPEC 9 cache tags for a product and a category: P<id>, C<id>. */
export const productTag = (id: number) => `P${id}`;
export const categoryTag = (id: number) => `C${id}`;

/** The product tags of a list a page shows (home lists, a category's page): invalidating one clears that page. */
export function listedProductTags(items: readonly { id?: number }[]): string[] {
  return [...new Set(items.flatMap((item) => (typeof item.id === 'number' ? [productTag(item.id)] : [])))];
}

/**
 * A tag /invalidate accepts: '*' (everything), P<id>, C<id>, or a SPEC 9 / route tag (lowercase words joined by '-',
 * e.g. home, product, cms-tellimistingimused). At most 50 tags in one call.
 */
export const CACHE_TAG_PATTERN = /^(\*|[PC][1-9]\d{0,9}|[a-z][a-z0-9]*(-[a-z0-9]+)*)$/;
export const MAX_INVALIDATE_TAGS = 50;

/**
 * CMS pages that are the same page under another identifier in the other store view (hreflang): the terms and
 * privacy links of SPEC 2 "Static links" and the magazine's articles. Identifiers not listed are shared.
 */
const CMS_EQUIVALENTS: readonly Record<StoreCode, string>[] = [
  {
    ee: STORE_VIEWS.ee.links.terms.replace(/^\/i\//, ''),
    lv: STORE_VIEWS.lv.links.terms.replace(/^\/i\//, ''),
  },
  {
    ee: STORE_VIEWS.ee.links.privacy.replace(/^\/i\//, ''),
    lv: STORE_VIEWS.lv.links.privacy.replace(/^\/i\//, ''),
  },
  { ee: 'linane-suvi', lv: 'lina-vasara' },
  { ee: 'villase-hooldus', lv: 'vilnas-kopsana' },
  { ee: 'kapsli-garderoob', lv: 'kapsulas-garderobe' },
];

/** The identifier of the same CMS page in store view `to` (the identifier itself when it is shared). */
export function equivalentCmsIdentifier(identifier: string, from: StoreCode, to: StoreCode): string {
  return CMS_EQUIVALENTS.find((pair) => pair[from] === identifier)?.[to] ?? identifier;
}

const META_DESCRIPTION_MAX = 160;

/** A meta description from an HTML or plain text: tags dropped, spaces collapsed, cut at a word within 160 chars. */
export function metaDescription(text: string): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= META_DESCRIPTION_MAX) return plain;
  const cut = plain.slice(0, META_DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 80 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Issue 16 "a real meta description per product/category/CMS page (not the title repeated)": categories carry no text
 * of their own, so their description names the category and what the shop offers, in the store view's language.
 */
export function categoryDescription(storeCode: StoreCode, name: string): string {
  return storeCode === 'lv'
    ? `${name} Rõivas interneta veikalā: izvēlieties krāsu un izmēru un saņemiet pirkumu ar kurjeru, pakomātā vai veikalā.`
    : `${name} Rõivase e-poes: vali värv ja suurus ning telli kulleriga koju, pakiautomaati või kauplusesse.`;
}

/** The home page's meta description per store view (issue 16: not the title repeated). */
export const HOME_DESCRIPTION: Record<StoreCode, string> = {
  ee: 'Rõivas – naiste, meeste ja laste riided Baltikumi aastaaegadeks. Tarne kulleriga, pakiautomaati või kauplusesse.',
  lv: 'Rõivas – sieviešu, vīriešu un bērnu apģērbi Baltijas gadalaikiem. Piegāde ar kurjeru, uz pakomātu vai veikalu.',
};

/** The alternate of a page in one store view: hreflang is the store view's language (et, lv). */
export interface HreflangAlternate {
  storeCode: StoreCode;
  hreflang: string;
  href: string;
}

export const hreflangOf = (storeCode: StoreCode) => STORE_VIEWS[storeCode].lang;

const segment = encodeURIComponent;

/** Canonical paths (SPEC 2 route table): a variant's URL is canonical to its product's. */
export const canonicalProductPath = (storeCode: StoreCode, product: { sku: string; slug: string }) =>
  `/${storeCode}/p/${segment(product.sku)}/${segment(product.slug)}`;
export const canonicalCategoryPath = (storeCode: StoreCode, slug: string) => `/${storeCode}/c/${segment(slug)}`;

/** A CMS page's path: its static route when it has one (/delivery, /privacy), else /i/{identifier}. */
export function canonicalCmsPath(storeCode: StoreCode, identifier: string): string {
  if (identifier === STORE_VIEWS[storeCode].links.privacy.replace(/^\/i\//, '')) return `/${storeCode}/privacy`;
  if ((STATIC_CMS_ROUTES as readonly string[]).includes(identifier)) return `/${storeCode}/${identifier}`;
  return `/${storeCode}/i/${segment(identifier)}`;
}

/**
 * SPEC 2 languages modal (issue 16): the store switch leads to the same page in the other store view. The server
 * knows where that is (the hreflang look-up of server/ssr/seo.ts), so a product, category or CMS page links to this
 * path, which redirects there (or to the other store's home when it has no such page).
 */
export const STORE_SWITCH_PATH = '/switch-store';

/**
 * Where the store switch leads from a page to store view `to`: the same page there. `samePath` is the page's path
 * below the store code when the route is the same page in every store view (search, account, service pages), else
 * null.
 */
export function storeSwitchHref(
  subject: SeoSubject | null,
  from: StoreCode,
  to: StoreCode,
  samePath: string | null,
  /** The variant chosen on a product page (its child sku): the other store's page opens on the same one. */
  childSku?: string,
): string {
  if (to === from) return `/${from}${samePath ?? '/'}`;
  if (!subject) return `/${to}${samePath ?? '/'}`;
  if (subject.type === 'home') return `/${to}/`;
  const query = new URLSearchParams({ from, to, type: subject.type });
  if (subject.type === 'product') {
    query.set('sku', subject.sku);
    if (childSku) query.set('child', childSku);
  } else if (subject.type === 'category') query.set('id', String(subject.id));
  else query.set('identifier', subject.identifier);
  return `${STORE_SWITCH_PATH}?${query}`;
}
