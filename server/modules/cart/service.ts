// The server cart (SPEC 7 "Cart", SPEC 3 "Cart state and cart item"): lines by child sku, priced on every read from
// the catalogue of the cart's store view, the chosen shipping method (and parcel machine), the coupon, and the
// totals, shipping and payment methods computed by server/modules/pricing.
import { and, asc, eq } from 'drizzle-orm';
import { totalSegments } from '../../../src/domain/cart-totals';
import {
  type CartItemInput,
  type CartTotals,
  invalidCouponMessage,
  type ParcelMachine,
  type PaymentMethod,
  type ServerCartItem,
  type ShippingMethod,
} from '../../../src/domain/contract/cart';
import { STORE_VIEWS, type StoreCode } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { parcelMachines } from '../../db/schema';
import { HttpError } from '../../http/reply';
import { findCoupon } from '../pricing/coupons';
import { STORE_PICKUP } from '../../../src/domain/shipping';
import { createPricer, findParcelMachine, pickupStores, type Quote, type Selection } from '../pricing/quote';
import { type CartRow, customerCart, guestCart, openCart } from './access';
import { cartLines, deleteItem, toServerItem, touch, updateItem } from './items';

export interface ChosenMethods {
  shipping_method_code?: string;
  shipping_carrier_code?: string;
  payment_method_code?: string;
}

export interface ShippingInformation {
  shippingAddress: { country_id: string };
  shipping_method_code: string;
  shipping_carrier_code: string;
  shipping_location_id?: string;
}

export interface CartService {
  /** A guest cart, or the customer's active cart of the store view (created when there is none). */
  create(input: { customerId?: number; storeCode: StoreCode }): Promise<string>;
  /** 404 unknown cart, 401 a customer's cart without that customer's token. */
  open(cartId: string, token: string | undefined): Promise<CartRow>;
  pull(cart: CartRow): Promise<ServerCartItem[]>;
  update(cart: CartRow, input: CartItemInput): Promise<ServerCartItem>;
  remove(cart: CartRow, itemId: number): Promise<true>;
  /** The totals with the stored methods, or with `methods` instead (a preview: nothing is stored). */
  totals(cart: CartRow, methods?: ChosenMethods): Promise<CartTotals>;
  shippingMethods(cart: CartRow, address?: { country_id: string }): Promise<ShippingMethod[]>;
  paymentMethods(cart: CartRow): Promise<PaymentMethod[]>;
  setShippingInformation(
    cart: CartRow,
    info: ShippingInformation,
  ): Promise<{ totals: CartTotals; payment_methods: PaymentMethod[] }>;
  applyCoupon(cart: CartRow, code: string): Promise<true>;
  deleteCoupon(cart: CartRow): Promise<true>;
  parcelMachines(countryId: string, carrierCode?: string): Promise<ParcelMachine[]>;
}

export function createCartService(
  db: Db,
  deps: { authenticate: (token: string | undefined) => Promise<number>; clock: () => Date },
): CartService {
  const { clock } = deps;

  async function quoteOf(cart: CartRow, methods: ChosenMethods = {}, countryId?: string) {
    const storeCode = cart.storeCode as StoreCode;
    const now = clock();
    const pricer = await createPricer(db, storeCode, now);
    const rows = await cartLines(db, cart, pricer.items);
    const coupon = cart.couponCode ? await findCoupon(db, cart.couponCode) : undefined;
    const selection: Selection = {
      shippingCarrierCode: methods.shipping_carrier_code ?? cart.shippingCarrierCode,
      shippingMethodCode: methods.shipping_method_code ?? cart.shippingMethodCode,
      paymentMethodCode: methods.payment_method_code ?? cart.paymentMethodCode,
      countryId: countryId ?? cart.shippingCountryId,
      coupon,
    };
    const quote = pricer.quote(
      rows.map((entry) => entry.line),
      selection,
    );
    return { quote, rows };
  }

  function toTotals(cart: CartRow, quote: Quote, rows: Awaited<ReturnType<typeof quoteOf>>['rows']): CartTotals {
    const { totals } = quote;
    return {
      grand_total: totals.grandTotal,
      subtotal_incl_tax: totals.subtotalInclTax,
      tax_amount: totals.tax,
      shipping_incl_tax: totals.shipping,
      discount_amount: totals.discount,
      coupon_code: totals.couponCode,
      base_currency_code: STORE_VIEWS[cart.storeCode as StoreCode].currencyCode,
      items_qty: totals.itemsQty,
      items: rows.map(({ row, line }) => toServerItem(row, line.item)),
      total_segments: totalSegments(totals),
    };
  }

  const service: CartService = {
    async create({ customerId, storeCode }) {
      const now = clock();
      return customerId === undefined ? guestCart(db, storeCode, now) : customerCart(db, customerId, storeCode, now);
    },

    open: (cartId, token) => openCart(db, cartId, token, deps.authenticate),

    async pull(cart) {
      const pricer = await createPricer(db, cart.storeCode as StoreCode, clock());
      const rows = await cartLines(db, cart, pricer.items);
      return rows.map(({ row, line }) => toServerItem(row, line.item));
    },

    update: (cart, input) => updateItem(db, cart, input, clock()),
    remove: (cart, itemId) => deleteItem(db, cart, itemId, clock()),

    async totals(cart, methods) {
      const { quote, rows } = await quoteOf(cart, methods);
      return toTotals(cart, quote, rows);
    },

    async shippingMethods(cart, address) {
      return (await quoteOf(cart, {}, address?.country_id)).quote.shippingMethods;
    },

    async paymentMethods(cart) {
      return (await quoteOf(cart)).quote.paymentMethods;
    },

    async setShippingInformation(cart, info) {
      const country = info.shippingAddress.country_id.toUpperCase();
      const { quote } = await quoteOf(cart, {}, country);
      const method = quote.shippingMethods.find(
        (m) => m.carrier_code === info.shipping_carrier_code && m.method_code === info.shipping_method_code,
      );
      if (!method) {
        throw new HttpError(
          400,
          `addressInformation.shipping_method_code: no shipping method ${info.shipping_carrier_code}/${info.shipping_method_code} for this cart`,
        );
      }
      // Issue 12: a parcel-machine method counts in the totals as soon as it is chosen, before the shopper picks
      // the machine (the order, not the cart, requires it); a machine that is named must exist.
      let locationId: string | null = null;
      if (method.needs_location) {
        locationId = info.shipping_location_id ?? null;
        if (locationId && !(await findParcelMachine(db, method.carrier_code, locationId))) {
          throw new HttpError(400, `addressInformation.shipping_location_id: no such parcel machine ${locationId}`);
        }
      }
      const chosen = {
        shippingCarrierCode: method.carrier_code,
        shippingMethodCode: method.method_code,
        shippingLocationId: locationId,
        shippingCountryId: country,
      };
      await touch(db, cart, clock(), chosen);
      const updated = { ...cart, ...chosen };
      const { quote: after, rows } = await quoteOf(updated);
      return { totals: toTotals(updated, after, rows), payment_methods: after.paymentMethods };
    },

    async applyCoupon(cart, code) {
      const coupon = await findCoupon(db, code);
      if (!coupon) throw new HttpError(400, invalidCouponMessage(code));
      await touch(db, cart, clock(), { couponCode: coupon.code });
      return true;
    },

    async deleteCoupon(cart) {
      await touch(db, cart, clock(), { couponCode: null });
      return true;
    },

    async parcelMachines(countryId, carrierCode) {
      // Issue 16: store pickup's locations are the shop's stores of the country.
      if (carrierCode === STORE_PICKUP.carrier) {
        return (await pickupStores(db, countryId)).map((store) => ({
          id: store.id,
          carrier_code: store.carrierCode,
          name: store.name,
          address: `${store.address}, ${store.postcode} ${store.city}`,
          city: store.city,
          country_id: store.countryId,
        }));
      }
      const rows = await db
        .select()
        .from(parcelMachines)
        .where(
          and(
            eq(parcelMachines.countryId, countryId),
            carrierCode === undefined ? undefined : eq(parcelMachines.carrierCode, carrierCode),
          ),
        )
        .orderBy(asc(parcelMachines.city), asc(parcelMachines.name));
      return rows.map((row) => ({
        id: row.id,
        carrier_code: row.carrierCode,
        name: row.name,
        address: `${row.address}, ${row.postcode} ${row.city}`,
        city: row.city,
        country_id: row.countryId,
      }));
    },
  };
  return service;
}
