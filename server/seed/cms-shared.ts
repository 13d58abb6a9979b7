// What the Estonian and Latvian CMS pages share: the shop's own shipping prices (src/domain/shipping.ts) and the size
// tables of SPEC 9's size-table categories (women, men, kids; src/domain/size-guide.ts), so the pages never quote
// another price or size than the checkout and the product page use.
import { formatPrice } from '../../src/domain/money';
import { FREE_COURIER_SUBTOTAL, shippingMethodsFor } from '../../src/domain/shipping';
import type { SizeTable } from '../../src/domain/size-guide';
import { SHOP_EMAIL, STORE_VIEWS, type StoreCode } from '../../src/domain/store-views';

export interface SeedPage {
  identifier: string;
  title: string;
  metaDescription: string;
  body: string;
}

export interface ShippingPrices {
  courier: string;
  parcelMachine: string;
  pickup: string;
  freeFrom: string;
}

/** The shop's shipping prices in the store view's number format ('4,99 €'); a free method says `free`. */
export function shippingPrices(store: StoreCode, free: string): ShippingPrices {
  const { locale, taxCountry } = STORE_VIEWS[store];
  const methods = shippingMethodsFor({ subtotalInclTax: 0, productTypes: ['simple'], countryId: taxCountry });
  const price = (carrier: string) => {
    const amount = methods.find((method) => method.carrier_code === carrier)?.price_incl_tax ?? 0;
    return amount === 0 ? free : formatPrice(amount, locale);
  };
  return {
    courier: price('courier'),
    parcelMachine: price('omniva'),
    pickup: price('pickup'),
    freeFrom: formatPrice(FREE_COURIER_SUBTOTAL, locale),
  };
}

export const mailLink = (store: StoreCode) => `<a href="mailto:${SHOP_EMAIL[store]}">${SHOP_EMAIL[store]}</a>`;
export const PHONE: Record<StoreCode, string> = { ee: '+372 620 4400', lv: '+371 6720 4400' };
export const phoneLink = (store: StoreCode) => `<a href="tel:${PHONE[store].replaceAll(' ', '')}">${PHONE[store]}</a>`;

/** Body measurements in centimetres for each size (chest, waist, hips; kids: height and chest). */
const SIZE_ROWS: Record<SizeTable, readonly (readonly (string | number)[])[]> = {
  women: [
    ['XS', '32–34', '80–84', '62–66', '88–92'],
    ['S', '36', '85–88', '67–70', '93–96'],
    ['M', '38', '89–92', '71–74', '97–100'],
    ['L', '40', '93–97', '75–79', '101–105'],
    ['XL', '42', '98–103', '80–85', '106–110'],
  ],
  men: [
    ['S', '46', '90–94', '78–82', '92–96'],
    ['M', '48–50', '95–100', '83–88', '97–102'],
    ['L', '52', '101–106', '89–94', '103–108'],
    ['XL', '54', '107–112', '95–100', '109–114'],
    ['XXL', '56', '113–118', '101–106', '115–120'],
  ],
  kids: [
    ['92', '2 a', '92', '53'],
    ['104', '4 a', '104', '56'],
    ['116', '6 a', '116', '60'],
    ['128', '8 a', '128', '64'],
    ['140', '10 a', '140', '68'],
    ['152', '12 a', '152', '72'],
  ],
};

/** One size table: a caption, its column headings and the rows of SIZE_ROWS (the kids' age suffix translated). */
export function sizeTable(table: SizeTable, caption: string, headings: readonly string[], yearSuffix: string): string {
  const head = headings.map((heading) => `<th scope="col">${heading}</th>`).join('');
  const rows = SIZE_ROWS[table]
    .map(
      (row) =>
        `<tr>${row
          .map((cell, index) => {
            const text = String(cell).replace(/ a$/, ` ${yearSuffix}`);
            return index === 0 ? `<th scope="row">${text}</th>` : `<td>${text}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('');
  return `<table class="size-table"><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
