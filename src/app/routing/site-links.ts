// Header and footer links, built from the route table so a renamed path changes everywhere at once.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { STORE_CODES, STORE_VIEWS, type StoreCode } from '../../domain/store-views';
import { type PageKind, ROUTES, type RouteMatch, getHref } from './routes';
import { type SeoSubject, storeSwitchHref } from '../../domain/seo';
import type { FooterProps } from '../../components/layout/footer';
import type { HeaderLink } from '../../components/layout/header';
import type { StoreSwitchOption } from '../../components/layout/store-switch';

const titleOf = (i18n: I18n, name: string) => {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  return i18n._(route.title);
};

const links = (i18n: I18n, storeCode: StoreCode, names: string[]) =>
  names.map((name) => ({ href: getHref(name, {}, storeCode), label: titleOf(i18n, name) }));

export function headerLinks(i18n: I18n, storeCode: StoreCode): HeaderLink[] {
  // The categories are the header's navigation (navigation-container.tsx); sale, magazine and stores are in the
  // footer, the account is a button: the header fits one row at 1280 px.
  return links(i18n, storeCode, []);
}

/** The store switch's options; `hrefs` leads to the same page in each store view (storeSwitchHrefs), else home. */
export function storeSwitchOptions(hrefs?: Partial<Record<StoreCode, string>>): StoreSwitchOption[] {
  return STORE_CODES.map((code) => ({
    storeCode: code,
    label: STORE_VIEWS[code].name,
    lang: STORE_VIEWS[code].lang,
    href: hrefs?.[code] ?? `/${code}/`,
  }));
}

/** Pages that are the same page at the same path in every store view (their content is the visitor's own). */
const SAME_IN_EVERY_STORE: ReadonlySet<PageKind> = new Set([
  'search',
  'compare',
  'recently-viewed',
  'account',
  'sale',
  'store-locator',
  'order-tracking',
  'contact',
]);

/**
 * SPEC 2 languages modal: where the store switch leads from the shown page, per store view: the same product,
 * category or CMS page there (through the server's hreflang look-up), the same path for pages every store has, else
 * that store's home.
 */
export function storeSwitchHrefs(
  match: RouteMatch,
  page: PageKind,
  subject: SeoSubject | null,
): Record<StoreCode, string> {
  const samePath = SAME_IN_EVERY_STORE.has(page) ? match.path : null;
  return Object.fromEntries(
    STORE_CODES.map((to) => [to, storeSwitchHref(subject, match.storeCode, to, samePath, match.params.childSku)]),
  ) as Record<StoreCode, string>;
}

export function footerLinks(i18n: I18n, storeCode: StoreCode): Omit<FooterProps, 'email'> {
  const view = STORE_VIEWS[storeCode];
  return {
    shopLinks: links(i18n, storeCode, ['sale', 'magazine', 'gift-card', 'order-from-catalog', 'store-locator']),
    serviceLinks: links(i18n, storeCode, [
      'customer-service',
      'delivery',
      'returns',
      'size-guide',
      'order-tracking',
      'contact',
      'about-us',
    ]),
    // SPEC 2: the terms and privacy pages differ by store view.
    legalLinks: [
      { href: `/${storeCode}${view.links.terms}`, label: i18n._(msg`Terms and conditions`) },
      { href: `/${storeCode}${view.links.privacy}`, label: i18n._(msg`Personal data protection`) },
      ...links(i18n, storeCode, ['legal', 'privacy']),
    ],
  };
}
