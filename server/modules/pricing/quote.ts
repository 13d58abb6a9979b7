// One price computation for carts and orders (SPEC 7 "Cart" totals, ARCHITECTURE §4 "the server recomputes every
// price, tax and total from its own data"): the priced lines, the available shipping and payment methods, the chosen
// ones, the coupon and the totals.
import { and, eq, sql } from 'drizzle-orm';
import { computeTotals, type Totals } from '../../../src/domain/cart-totals';
import type { PaymentMethod, ShippingMethod } from '../../../src/domain/contract/cart';
import { findShippingMethod, paymentMethodsFor, STORE_PICKUP, shippingMethodsFor } from '../../../src/domain/shipping';
import type { StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { parcelMachines, shopStores } from '../../db/schema';
import type { TypedProductOption } from '../../../src/domain/product-types/schema';
import type { Coupon } from './coupons';
import type { StockPart } from './typed-lines';
import { type PricedItem, priceItems, priceKeptItems, STANDARD_TAX_CLASS_ID, storeTaxRates } from './products';

export interface QuoteLine {
  /** The item with the line's unit price (issue 17: options included) and its readable options. */
  item: PricedItem;
  qty: number;
  /** Issue 17: the skus whose stock one unit takes (a bundle: its chosen links); absent: the item's own sku. */
  parts?: StockPart[];
  /** Issue 17: the options kept for the line (ids only). */
  kept?: TypedProductOption;
}

export interface Selection {
  shippingCarrierCode?: string | null;
  shippingMethodCode?: string | null;
  paymentMethodCode?: string | null;
  countryId?: string | null;
  coupon?: Coupon | null;
}

export interface Quote {
  lines: QuoteLine[];
  totals: Totals;
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
  /** The chosen shipping method when it is in the list (undefined: none chosen, or no longer offered). */
  shippingMethod?: ShippingMethod;
  paymentMethod?: PaymentMethod;
  /** Issue 17: the gift card that pays part of the order (totals.grandTotal is what is left to pay). */
  giftCard?: { code: string; amount: number };
}

export interface Pricer {
  /** The priced items by sku (missing: not sold in the store view). */
  items(skus: readonly string[]): Promise<Map<string, PricedItem>>;
  quote(lines: readonly QuoteLine[], selection: Selection): Quote;
}

/**
 * Prices for one store view at `now`, reading the tax rules once. `kept` (issue 18, a new order outside a
 * transaction): the items' price sources from the per-process kept prices (priceKeptItems), without their stock.
 */
export async function createPricer(
  db: Db,
  storeCode: StoreCode,
  now: Date,
  options: { kept?: boolean } = {},
): Promise<Pricer> {
  const rateOf = await storeTaxRates(db, storeCode);
  const storeRate = rateOf(STANDARD_TAX_CLASS_ID);
  const load = options.kept ? priceKeptItems : priceItems;
  return {
    items: (skus) => load(db, storeCode, skus, now, rateOf),
    quote(lines, selection) {
      const productTypes = lines.map((line) => line.item.productType);
      const subtotalInclTax = computeTotals({
        lines: lines.map(toPricedLine),
        shipping: 0,
        paymentCost: 0,
        storeTaxRatePercent: storeRate,
      }).subtotalInclTax;
      const shippingMethods = shippingMethodsFor({
        subtotalInclTax,
        productTypes,
        countryId: selection.countryId ?? undefined,
      });
      const paymentMethods = paymentMethodsFor({ productTypes });
      const shippingMethod = findShippingMethod(
        shippingMethods,
        selection.shippingCarrierCode,
        selection.shippingMethodCode,
      );
      const paymentMethod = paymentMethods.find((method) => method.code === selection.paymentMethodCode);
      const totals = computeTotals({
        lines: lines.map(toPricedLine),
        shipping: shippingMethod?.price_incl_tax ?? 0,
        paymentCost: paymentMethod?.cost_incl_tax ?? 0,
        storeTaxRatePercent: storeRate,
        coupon: selection.coupon,
      });
      return { lines: [...lines], totals, shippingMethods, paymentMethods, shippingMethod, paymentMethod };
    },
  };
}

const toPricedLine = (line: QuoteLine) => ({
  qty: line.qty,
  priceInclTax: line.item.priceInclTax,
  taxRatePercent: line.item.taxRatePercent,
});

/** The parcel machine with this id of the carrier, if any. */
/** The shop stores that hand out orders (issue 16 store pickup), in a country, as the checkout's locations. */
export async function pickupStores(db: Db, countryId?: string) {
  const rows = await db
    .select()
    .from(shopStores)
    .where(
      and(
        sql`${shopStores.services} @> '["pickup"]'::jsonb`,
        countryId === undefined ? undefined : eq(shopStores.countryId, countryId),
      ),
    )
    .orderBy(shopStores.city, shopStores.position);
  return rows.map((row) => ({
    id: String(row.id),
    carrierCode: STORE_PICKUP.carrier,
    countryId: row.countryId,
    name: row.name,
    address: row.street,
    city: row.city,
    postcode: row.postcode,
  }));
}

export async function findParcelMachine(db: Db, carrierCode: string, id: string) {
  // Issue 16: store pickup names one of the shop's stores (its id) that hands out orders.
  if (carrierCode === STORE_PICKUP.carrier) return (await pickupStores(db)).find((store) => store.id === id);
  const [machine] = await db
    .select()
    .from(parcelMachines)
    .where(and(eq(parcelMachines.id, id), eq(parcelMachines.carrierCode, carrierCode)));
  return machine;
}
