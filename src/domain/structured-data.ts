// SPEC 9 and ARCHITECTURE §6: product pages carry JSON-LD: a schema.org Product with its Offer, the price in EUR with
// 2 decimals as a string, availability InStock or OutOfStock, and the image at the structured-data size (644x644).
import type { Product } from './contract/catalog';
import { imageUrl } from './images';
import { CURRENCY_FRACTION_DIGITS, roundMoney } from './money';
import type { ConfigurableChild } from './variants';

/** SPEC 9: structured data prices are in euros. */
export const STRUCTURED_DATA_CURRENCY = 'EUR';

export const SCHEMA_AVAILABILITY = {
  inStock: 'https://schema.org/InStock',
  outOfStock: 'https://schema.org/OutOfStock',
} as const;

export type SchemaAvailability = (typeof SCHEMA_AVAILABILITY)[keyof typeof SCHEMA_AVAILABILITY];

export interface OfferJsonLd {
  '@type': 'Offer';
  price: string;
  priceCurrency: typeof STRUCTURED_DATA_CURRENCY;
  availability: SchemaAvailability;
  sku: string;
  url?: string;
}

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  sku: string;
  image: string;
  description?: string;
  brand?: { '@type': 'Brand'; name: string };
  offers: OfferJsonLd;
}

export interface StructuredDataOptions {
  /** 'https://shop.example': makes the image (and page) URLs absolute, as search engines expect. */
  origin?: string;
  /** The page's path, for the offer's url. */
  path?: string;
}

/** '29.9' -> '29.90': the price as schema.org wants it, a dot and 2 decimals, no currency sign. */
export function structuredDataPrice(amount: number): string {
  return roundMoney(amount).toFixed(CURRENCY_FRACTION_DIGITS);
}

/**
 * The JSON-LD of a product page: of the chosen child when there is one (its sku, price, image and stock), otherwise
 * of the product itself, which is then out of stock when it has children but none was chosen.
 */
export function productStructuredData(
  product: Product,
  variant: ConfigurableChild | null,
  options: StructuredDataOptions = {},
): ProductJsonLd {
  const origin = options.origin ?? '';
  const offered = variant ?? product;
  const hasChildren = (product.configurable_children ?? []).length > 0;
  const inStock = variant ? variant.stock.is_in_stock : product.stock.is_in_stock && !hasChildren;
  const offer: OfferJsonLd = {
    '@type': 'Offer',
    price: structuredDataPrice(offered.final_price_incl_tax),
    priceCurrency: STRUCTURED_DATA_CURRENCY,
    availability: inStock ? SCHEMA_AVAILABILITY.inStock : SCHEMA_AVAILABILITY.outOfStock,
    sku: offered.sku,
  };
  if (options.path !== undefined) offer.url = `${origin}${options.path}`;
  const data: ProductJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: offered.sku,
    image: `${origin}${imageUrl(variant?.image || product.image, 'structuredData')}`,
    offers: offer,
  };
  if (product.description) data.description = product.description;
  if (product.brand_name) data.brand = { '@type': 'Brand', name: product.brand_name };
  return data;
}

/** The text of a `<script type="application/ld+json">`: '<' escaped so no value can close the script element. */
export function jsonLdScriptText(data: ProductJsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
