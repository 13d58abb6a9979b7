// Search engines (issue 16): robots.txt, the sitemap index and one sitemap per store view (home, categories,
// products, CMS pages, each with its hreflang alternates), and a rendered page's head: canonical link, hreflang
// alternates to the same product/category/CMS page in the other store view, Open Graph tags.
import type { FastifyInstance } from 'fastify';
import {
  type HreflangAlternate,
  type SeoSubject,
  canonicalCategoryPath,
  canonicalCmsPath,
  canonicalProductPath,
  equivalentCmsIdentifier,
  categoryTag,
  hreflangOf,
  STORE_SWITCH_PATH,
} from '../../src/domain/seo';
import type { OutputCache } from './output-cache';
import { chooseEncoding, sendVariant, storedPage, variantOf } from './page-variants';
import { HttpError, parseOr400 } from '../http/reply';
import * as z from 'zod/mini';
import { imageUrl } from '../../src/domain/images';
import { SEARCH_PAGE_MAX_SIZE } from '../../src/domain/search';
import { STORE_CODES, type StoreCode } from '../../src/domain/store-views';
import type { Product } from '../../src/domain/contract/catalog';
import type { Services } from '../services';

type SeoServices = Pick<Services, 'catalog' | 'cms'>;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Category ids up to 2 are the tree's roots (never a page of their own). */
const ROOT_CATEGORY_MAX_ID = 2;

async function categoryPath(services: SeoServices, storeCode: StoreCode, id: number): Promise<string | null> {
  const category = (await services.catalog.categories(storeCode)).byId.get(id);
  return category?.is_active && category.id > ROOT_CATEGORY_MAX_ID
    ? canonicalCategoryPath(storeCode, category.slug)
    : null;
}

/**
 * Through the search's result cache, with the two fields the path needs (issue 18: two uncached product loads of
 * three queries each, one per store view, were most of an uncached product page's database work).
 */
async function productPath(services: SeoServices, storeCode: StoreCode, sku: string): Promise<string | null> {
  const { items } = await services.catalog.searchProducts(storeCode, {
    filters: { sku },
    size: 1,
    includeFields: ['sku', 'slug'],
  });
  const [product] = items;
  return product ? canonicalProductPath(storeCode, product) : null;
}

async function cmsPath(services: SeoServices, storeCode: StoreCode, identifier: string): Promise<string | null> {
  const page = await services.cms.byIdentifier('page', storeCode, identifier);
  return page?.active ? canonicalCmsPath(storeCode, identifier) : null;
}

/** The path of the subject's page in a store view, or null when that store view does not have it. */
async function subjectPath(
  services: SeoServices,
  subject: SeoSubject,
  from: StoreCode,
  to: StoreCode,
): Promise<string | null> {
  switch (subject.type) {
    case 'home':
      return `/${to}/`;
    case 'product':
      return productPath(services, to, subject.sku);
    case 'category':
      return categoryPath(services, to, subject.id);
    case 'cms':
      return cmsPath(services, to, equivalentCmsIdentifier(subject.identifier, from, to));
  }
}

export interface PageHead {
  canonical: string;
  alternates: HreflangAlternate[];
  ogType: 'website' | 'product' | 'article';
  image?: string;
}

/**
 * The head of a rendered page: canonical (the subject's own path: a variant URL names its product; a page without a
 * subject: its path without the query) and the alternates in every store view that has the same page.
 */
export async function pageHead(
  services: SeoServices,
  storeCode: StoreCode,
  pathname: string,
  subject: SeoSubject | undefined,
): Promise<PageHead> {
  if (!subject) return { canonical: pathname, alternates: [], ogType: 'website' };
  const alternates: HreflangAlternate[] = [];
  for (const to of STORE_CODES) {
    const href = await subjectPath(services, subject, storeCode, to);
    if (href) alternates.push({ storeCode: to, hreflang: hreflangOf(to), href });
  }
  const own = alternates.find((alternate) => alternate.storeCode === storeCode)?.href ?? pathname;
  return {
    canonical: own,
    // hreflang only names pages that exist in more than one store view.
    alternates: alternates.length > 1 ? alternates : [],
    ogType: subject.type === 'product' ? 'product' : subject.type === 'cms' ? 'article' : 'website',
    ...(subject.type === 'product' && subject.image ? { image: imageUrl(subject.image, 'gallery') } : {}),
  };
}

/** The head's tags: hrefs absolute when the public origin is known (PUBLIC_URL), root-relative otherwise. */
export function headHtml(
  head: PageHead,
  page: { title: string; description: string; siteName: string; lang: string },
  origin = '',
): string {
  const url = (path: string) => escapeXml(origin + path);
  const og = (property: string, content: string) => `<meta property="og:${property}" content="${escapeXml(content)}">`;
  return [
    `<link rel="canonical" href="${url(head.canonical)}">`,
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${alternate.hreflang}" href="${url(alternate.href)}">`,
    ),
    og('type', head.ogType),
    og('site_name', page.siteName),
    og('locale', page.lang),
    og('title', page.title),
    og('description', page.description),
    `<meta property="og:url" content="${url(head.canonical)}">`,
    ...(head.image ? [`<meta property="og:image" content="${url(head.image)}">`] : []),
  ].join('\n');
}

// ── Sitemaps ────────────────────────────────────────────────────────────────────────────────────────────────────

interface SitemapEntry {
  path: string;
  lastmod?: string;
  alternates: HreflangAlternate[];
}

async function allProducts(services: SeoServices, storeCode: StoreCode): Promise<Product[]> {
  const items: Product[] = [];
  for (;;) {
    const page = await services.catalog.searchProducts(storeCode, { from: items.length, size: SEARCH_PAGE_MAX_SIZE });
    items.push(...page.items);
    if (!page.items.length || items.length >= page.total) return items;
  }
}

/** Every indexable page of a store view: home, active categories, listed products, active CMS pages. */
export async function sitemapEntries(services: SeoServices, storeCode: StoreCode): Promise<SitemapEntry[]> {
  const other = STORE_CODES.filter((code) => code !== storeCode);
  const pair = async (subject: SeoSubject, path: string, lastmod?: string): Promise<SitemapEntry> => {
    const alternates: HreflangAlternate[] = [{ storeCode, hreflang: hreflangOf(storeCode), href: path }];
    for (const to of other) {
      const href = await subjectPath(services, subject, storeCode, to);
      if (href) alternates.push({ storeCode: to, hreflang: hreflangOf(to), href });
    }
    return { path, alternates: alternates.length > 1 ? alternates : [], ...(lastmod ? { lastmod } : {}) };
  };
  const entries: SitemapEntry[] = [await pair({ type: 'home' }, `/${storeCode}/`)];
  const index = await services.catalog.categories(storeCode);
  for (const category of index.all) {
    if (!category.is_active || category.id <= ROOT_CATEGORY_MAX_ID) continue;
    entries.push(
      await pair(
        { type: 'category', id: category.id, name: category.name },
        canonicalCategoryPath(storeCode, category.slug),
      ),
    );
  }
  const otherSkus = new Map<StoreCode, Map<string, Product>>();
  for (const to of other) otherSkus.set(to, new Map((await allProducts(services, to)).map((p) => [p.sku, p])));
  for (const product of await allProducts(services, storeCode)) {
    const path = canonicalProductPath(storeCode, product);
    const alternates: HreflangAlternate[] = [{ storeCode, hreflang: hreflangOf(storeCode), href: path }];
    for (const to of other) {
      const twin = otherSkus.get(to)?.get(product.sku);
      if (twin) alternates.push({ storeCode: to, hreflang: hreflangOf(to), href: canonicalProductPath(to, twin) });
    }
    entries.push({ path, alternates: alternates.length > 1 ? alternates : [] });
  }
  for (const page of await services.cms.all('page', storeCode)) {
    if (!page.active) continue;
    entries.push(
      await pair(
        { type: 'cms', identifier: page.identifier },
        canonicalCmsPath(storeCode, page.identifier),
        page.updated_at.slice(0, 10),
      ),
    );
  }
  return entries;
}

export function sitemapXml(entries: SitemapEntry[], origin: string): string {
  const url = (path: string) => escapeXml(origin + path);
  const body = entries
    .map(
      (entry) =>
        `<url><loc>${url(entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${entry.alternates
          .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${url(a.href)}"/>`)
          .join('')}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>`;
}

/** Paths a crawler has no business in: the account, checkout, one-off returns, search results, the API. */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/invalidate',
  // Issue 16: the store switch only redirects to a page that is in the sitemap already.
  STORE_SWITCH_PATH,
  // Issue 16: the newsletter's confirm and unsubscribe links (from the mails), the payment sandboxes' pages the
  // checkout leads to without provider credentials, the development outbox and the health check: none is a page.
  '/newsletter/',
  '/sandbox/',
  '/dev/',
  '/health',
  '/*/cart',
  '/*/checkout',
  '/*/thankyou',
  '/*/my-account',
  '/*/search',
  '/*/compare',
  '/*/reset-password/',
  '/*/create-password',
  '/*/montonio-return',
  '/*/esto-return',
  '/*/modena-return',
  '/*/abandoned-cart-return',
];

const storeCode = z.enum(STORE_CODES as unknown as [StoreCode, ...StoreCode[]]);
const noNul = (text: string) => !text.includes('\u0000');
/** SPEC 2 languages modal: the page whose equivalent in store view `to` is wanted (storeSwitchHref builds it). */
const storeSwitchQuerySchema = z.object({
  from: storeCode,
  to: storeCode,
  type: z.enum(['product', 'category', 'cms']),
  sku: z.optional(z.string().check(z.minLength(1), z.maxLength(64), z.refine(noNul))),
  id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647))),
  identifier: z.optional(z.string().check(z.minLength(1), z.maxLength(128), z.refine(noNul))),
  /** Issue 16: the variant chosen on the product page (its child sku): the other store's page opens on it too. */
  child: z.optional(z.string().check(z.minLength(1), z.maxLength(64), z.refine(noNul))),
});

/** Output cache tags of a store's sitemap: 'sitemap' (clears every sitemap), 'cms' (an owner's page change) and the
 * C<id> of its categories; '*' clears them too, and they expire with the pages (SPEC 9, 86400 s). */
function sitemapTags(entries: SitemapEntry[], categoryIds: number[]): string[] {
  return ['sitemap', 'cms', ...(entries.length ? categoryIds.map(categoryTag) : [])];
}

export async function seoRoutes(
  app: FastifyInstance,
  opts: { services: SeoServices; publicUrl?: string; cache?: OutputCache },
) {
  // SPEC 2 languages modal: the store switch's link to the same page in the other store view (its hreflang
  // alternate), or that store's home when it has no such page. Only paths of the shop itself: no open redirect.
  app.get(STORE_SWITCH_PATH, async (request, reply) => {
    const query = parseOr400(storeSwitchQuerySchema, request.query);
    const subject: SeoSubject | null =
      query.type === 'product' && query.sku
        ? { type: 'product', id: 0, sku: query.sku, name: '', description: '' }
        : query.type === 'category' && query.id
          ? { type: 'category', id: query.id, name: '' }
          : query.type === 'cms' && query.identifier
            ? { type: 'cms', identifier: query.identifier }
            : null;
    if (!subject) {
      const missing = query.type === 'product' ? 'sku' : query.type === 'category' ? 'id' : 'identifier';
      throw new HttpError(400, `${missing}: Required for type ${query.type}`);
    }
    let target = (await subjectPath(opts.services, subject, query.from, query.to)) ?? `/${query.to}/`;
    // The same variant (colour/size) there: a child of that very product only, else the product's own page.
    if (subject.type === 'product' && query.child && target.startsWith(`/${query.to}/p/`)) {
      const parent = await opts.services.catalog.parentSkuOf(query.child);
      if (parent === subject.sku) target = `${target}/${encodeURIComponent(query.child)}`;
    }
    return reply.header('Cache-Control', 'no-store').redirect(target, 302);
  });

  // Absolute URLs (sitemaps require them): the configured public origin, else the one the request came to.
  const originOf = (request: { protocol: string; host: string }) =>
    (opts.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request);
    const lines = [
      'User-agent: *',
      ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const maps = STORE_CODES.map(
      (code) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${code}.xml`)}</loc></sitemap>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>`,
      );
  });

  for (const storeCode of STORE_CODES) {
    app.get(`/sitemap-${storeCode}.xml`, async (request, reply) => {
      // Every product of the store is read to write it: kept in the output cache, cleared by its tags (/invalidate).
      const origin = originOf(request);
      const key = `sitemap:${origin}/sitemap-${storeCode}.xml`;
      const type = 'application/xml; charset=utf-8';
      // Issue 18: kept with its brotli and gzip codings; a hit sends the one the client accepts (ETag, 304).
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      const cached = await opts.cache?.get(key, encoding);
      if (cached) return sendVariant(request, reply.header('x-output-cache', 'hit'), cached);
      const entries = await sitemapEntries(opts.services, storeCode);
      const xml = sitemapXml(entries, origin);
      const categories = [...(await opts.services.catalog.categories(storeCode)).byId.keys()];
      if (opts.cache) {
        const page = storedPage(xml, { status: 200, type });
        await opts.cache.set(key, page, sitemapTags(entries, categories));
        return sendVariant(request, reply.header('x-output-cache', 'miss'), variantOf(page, encoding));
      }
      return reply.type(type).header('x-output-cache', 'off').send(xml);
    });
  }
}
