// SPEC 7 POST /api/order, SPEC 3 "Order", SPEC 4 "Order placing", ARCHITECTURE §4 "Orders are created exactly once":
// the client's order_id is an idempotency key (unique, kept as long as the order: orders are never deleted, so far
// longer than ORDER_ID_RETENTION_DAYS); a replay of the same request returns the first result, another request with
// the same key is refused (409). The server prices every line from its own data, adds shipping, payment cost and the
// coupon, then reserves the stock and inserts the order in one atomic statement (./place-statement.ts, issue 18);
// the client's figures are only compared.
import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invalidCouponMessage } from '../../../src/domain/contract/cart';
import { CART_ITEM_MAX_QTY, CART_ERRORS } from '../../../src/domain/contract/cart';
import {
  ORDER_OUT_OF_STOCK_ERROR,
  type OrderAddress,
  type OrderRequest,
  type OrderResult,
  orderResultSchema,
} from '../../../src/domain/contract/order';
import { paymentProviderOf } from '../../../src/domain/contract/payment';
import { initialOrderStatus } from '../../../src/domain/shipping';
import { STORE_VIEWS } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { carts, type OrderPayload, type OrderPayloadAddress, orders } from '../../db/schema';
import { HttpError } from '../../http/reply';
import type { MailService } from '../mail/service';
import { findCoupon } from '../pricing/coupons';
import { createPricer, findParcelMachine, type Quote, type QuoteLine } from '../pricing/quote';
import { type ConfirmedOrder, orderConfirmationMail } from './confirmation-mail';
import { orderRequestHash } from './request-hash';
import { placeOrderStatement } from './place-statement';
import { stockLines } from './stock';

export type PlaceOrderOutcome =
  | { code: 200; result: OrderResult }
  /** SPEC 8: stock could not be reserved; nothing was written. */
  | { code: 500; result: typeof ORDER_OUT_OF_STOCK_ERROR };

export interface OrderService {
  place(request: OrderRequest, customerId: number | undefined, log?: FastifyBaseLogger): Promise<PlaceOrderOutcome>;
}

export const ORDER_ID_REUSED = 'order_id: this order id was already used for a different order';

function payloadAddress(address: OrderAddress): OrderPayloadAddress {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    city: address.city,
    postcode: address.postcode,
    street: address.street,
    telephone: address.telephone ?? null,
    email: address.email ?? null,
    countryId: address.countryId,
    company: address.company ?? null,
  };
}

/** The ordered quantities by sku, in the order first named (a sku named twice is one line). */
function mergeProducts(request: OrderRequest): { sku: string; qty: number; index: number }[] {
  const bySku = new Map<string, { sku: string; qty: number; index: number }>();
  request.products.forEach((product, index) => {
    const line = bySku.get(product.sku);
    if (line) line.qty += product.qty;
    else bySku.set(product.sku, { sku: product.sku, qty: product.qty, index });
  });
  for (const line of bySku.values()) {
    if (line.qty > CART_ITEM_MAX_QTY)
      throw new HttpError(400, `products.${line.index}.qty: ${CART_ERRORS.maxQtyExceeded}`);
  }
  return [...bySku.values()];
}

export interface OrderServiceDeps {
  /** Issue 12: every accepted order gets its confirmation mail (the outbox without SMTP). */
  mail?: Pick<MailService, 'send'>;
  /** Issue 15: how long an online-payment order keeps its stock while unpaid (PAYMENT_RESERVATION_MINUTES). */
  reservationMinutes?: number;
}

/** Issue 15: the methods paid at an online provider (SPEC 4 table); their orders wait `pending` for the payment. */
export function isOnlinePayment(paymentMethodCode: string): boolean {
  const provider = paymentProviderOf(paymentMethodCode);
  return provider !== null && provider !== 'cashondelivery';
}

export const DEFAULT_RESERVATION_MINUTES = 30;

export function createOrderService(
  db: Db,
  clock: () => Date = () => new Date(),
  deps: OrderServiceDeps = {},
): OrderService {
  /** Issue 12: the confirmation mail after the order committed; a mail that fails is logged, the order stays. */
  async function confirm(order: ConfirmedOrder | null, log: FastifyBaseLogger | undefined) {
    if (!deps.mail || !order?.email) return;
    try {
      await deps.mail.send(orderConfirmationMail(order));
    } catch (error) {
      log?.error({ orderNumber: order.incrementId, err: error }, 'order confirmation mail not sent');
    }
  }

  async function replay(orderId: string, hash: string): Promise<PlaceOrderOutcome | undefined> {
    const [row] = await db
      .select({ requestHash: orders.requestHash, result: orders.result })
      .from(orders)
      .where(eq(orders.orderId, orderId));
    if (!row) return undefined;
    if (row.requestHash !== hash || !row.result) throw new HttpError(409, ORDER_ID_REUSED);
    // Parsed into the contract's key order: jsonb keeps its own, and a replay is the same reply as the first.
    return { code: 200, result: orderResultSchema.parse(row.result) };
  }

  /** Prices the lines and checks the methods, the parcel machine and the coupon: 400 naming the field. */
  async function price(tx: Db, request: OrderRequest, customerId: number | undefined, now: Date) {
    const info = request.addressInformation;
    const pricer = await createPricer(tx, request.store_code, now);
    const wanted = mergeProducts(request);
    const items = await pricer.items(wanted.map((line) => line.sku));
    const lines: QuoteLine[] = wanted.map((line) => {
      const item = items.get(line.sku);
      // A product no longer sold (unknown in the store view, or status >= 2, SPEC 3) cannot be ordered.
      if (!item || item.status >= 2)
        throw new HttpError(400, `products.${line.index}.sku: ${CART_ERRORS.productNotFound}`);
      return { item, qty: line.qty };
    });
    const serverCart = request.cart_id ? await ownCart(tx, request.cart_id, customerId) : undefined;
    const couponCode = request.coupon_code ?? serverCart?.couponCode ?? null;
    const coupon = couponCode ? await findCoupon(tx, couponCode) : undefined;
    if (couponCode && !coupon) throw new HttpError(400, `coupon_code: ${invalidCouponMessage(couponCode)}`);
    const quote = pricer.quote(lines, {
      shippingCarrierCode: info.shipping_carrier_code,
      shippingMethodCode: info.shipping_method_code,
      paymentMethodCode: info.payment_method_code,
      countryId: info.shippingAddress.countryId,
      coupon,
    });
    if (!quote.shippingMethod) {
      throw new HttpError(
        400,
        `addressInformation.shipping_method_code: no shipping method ${info.shipping_carrier_code}/${info.shipping_method_code} for this order`,
      );
    }
    // SPEC 5: no cash on delivery for a virtual cart (it is then not in the list).
    if (!quote.paymentMethod) {
      throw new HttpError(
        400,
        `addressInformation.payment_method_code: no payment method ${info.payment_method_code} for this order`,
      );
    }
    let parcelMachine: Awaited<ReturnType<typeof findParcelMachine>>;
    if (quote.shippingMethod.needs_location) {
      const location = info.shipping_location_id;
      if (!location)
        throw new HttpError(
          400,
          'addressInformation.shipping_location_id: required for a parcel machine or store pickup',
        );
      parcelMachine = await findParcelMachine(tx, quote.shippingMethod.carrier_code, location);
      if (!parcelMachine) {
        throw new HttpError(
          400,
          `addressInformation.shipping_location_id: no such ${quote.shippingMethod.carrier_code === 'pickup' ? 'store' : 'parcel machine'} ${location}`,
        );
      }
    }
    return { quote, coupon, serverCart, parcelMachine };
  }

  function buildPayload(request: OrderRequest, quote: Quote): OrderPayload {
    const info = request.addressInformation;
    return {
      products: quote.lines.map((line) => ({
        sku: line.item.sku,
        name: line.item.name,
        qty: line.qty,
        price: line.item.priceInclTax,
        row_total: Math.round(line.item.priceInclTax * line.qty * 100) / 100,
        parent_sku: line.item.parentSku,
      })),
      addresses: { shipping: payloadAddress(info.shippingAddress), billing: payloadAddress(info.billingAddress) },
      shipping_method_code: info.shipping_method_code,
      shipping_carrier_code: info.shipping_carrier_code,
      shipping_location_id: info.shipping_location_id ?? null,
      payment_method_code: info.payment_method_code,
      payment_method_additional: info.payment_method_additional ?? null,
      payment_cost: quote.totals.paymentCost,
      coupon_code: quote.totals.couponCode,
      cart_id: request.cart_id ?? null,
      client_created_at: request.created_at,
      ...(request.grand_total !== undefined && request.grand_total !== quote.totals.grandTotal
        ? { client_grand_total: request.grand_total }
        : {}),
    };
  }

  return {
    async place(request, customerId, log) {
      const hash = orderRequestHash(request, customerId);
      const now = clock();
      // Issue 18: no look-up before the work: a new order (the usual case) is priced and written at once; a replay
      // is recognised by its taken order_id, or, when its request no longer prices or fits the stock, just below.
      let priced: Awaited<ReturnType<typeof price>>;
      try {
        priced = await price(db, request, customerId, now);
      } catch (error) {
        if (error instanceof HttpError) {
          const earlier = await replay(request.order_id, hash);
          if (earlier) return earlier;
        }
        throw error;
      }
      const { quote, coupon, serverCart, parcelMachine } = priced;
      if (request.grand_total !== undefined && request.grand_total !== quote.totals.grandTotal) {
        log?.warn(
          { orderId: request.order_id, client: request.grand_total, server: quote.totals.grandTotal },
          'order grand_total differs from the client’s; the server’s is used',
        );
      }
      const storeCode = request.store_code;
      const info = request.addressInformation;
      const status = initialOrderStatus(info.payment_method_code);
      const currency = STORE_VIEWS[storeCode].currencyCode;
      const { totals } = quote;
      const payload = buildPayload(request, quote);
      // Issue 15: the stock of an online payment stays reserved until the payment settles, or the reservation ends.
      const provider = isOnlinePayment(info.payment_method_code) ? paymentProviderOf(info.payment_method_code) : null;
      const minutes = deps.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
      const outcome = await placeOrderStatement(db, {
        order: {
          orderId: request.order_id,
          storeCode,
          customerId: customerId ?? null,
          email: info.billingAddress.email ?? info.shippingAddress.email ?? null,
          status,
          currency,
          subtotal: totals.subtotalInclTax,
          tax: totals.tax,
          shipping: totals.shipping,
          discount: totals.discount,
          grandTotal: totals.grandTotal,
          payload,
          requestHash: hash,
          now,
        },
        stock: stockLines(quote.lines),
        singleUseCoupon: coupon?.singleUse ? coupon.code : null,
        payment: provider ? { provider, reservedUntil: new Date(now.getTime() + minutes * 60_000) } : null,
        cartId: serverCart?.id ?? null,
      });
      if (outcome.kind !== 'placed') {
        // Written by a first request (or a twin that committed first): its result, or 409 for another request.
        const earlier = await replay(request.order_id, hash);
        if (earlier) return earlier;
        if (outcome.kind === 'out-of-stock') return { code: 500, result: ORDER_OUT_OF_STOCK_ERROR };
        if (outcome.kind === 'coupon-spent') {
          throw new HttpError(400, `coupon_code: ${invalidCouponMessage(coupon?.code ?? '')}`);
        }
        throw new Error('the order id was taken, but no order holds it');
      }
      const placed: OrderResult = {
        backendOrderId: outcome.id,
        orderNumber: outcome.incrementId,
        status,
        grand_total: totals.grandTotal,
        currency,
      };
      const email = info.billingAddress.email ?? info.shippingAddress.email;
      // Issue 15: an online payment's confirmation is mailed when the provider confirms it, not now.
      if (email && status === 'complete') {
        await confirm(
          {
            storeCode,
            incrementId: placed.orderNumber,
            email,
            payload,
            totals: {
              subtotal: totals.subtotalInclTax,
              shipping: totals.shipping,
              discount: totals.discount,
              paymentCost: totals.paymentCost,
              tax: totals.tax,
              grandTotal: totals.grandTotal,
            },
            parcelMachine: parcelMachine
              ? {
                  name: parcelMachine.name,
                  address: `${parcelMachine.address}, ${parcelMachine.postcode} ${parcelMachine.city}`,
                }
              : null,
          },
          log,
        );
      }
      return { code: 200, result: placed };
    },
  };
}

/** The cart the order came from, when the caller owns it (a guest cart, or the ordering customer's). */
async function ownCart(tx: Db, cartId: string, customerId: number | undefined) {
  const owner =
    customerId === undefined
      ? isNull(carts.customerId)
      : or(isNull(carts.customerId), eq(carts.customerId, customerId));
  const [cart] = await tx
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.active, true), owner));
  return cart;
}
