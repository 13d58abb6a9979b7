// SPEC 7 POST /api/order, SPEC 3 "Order", SPEC 4 "Order placing", ARCHITECTURE §4 "Orders are created exactly once":
// the client's order_id is an idempotency key (unique, kept as long as the order: orders are never deleted, so far
// longer than ORDER_ID_RETENTION_DAYS); a replay of the same request returns the first result, another request with
// the same key is refused (409). The server prices every line from its own data, adds shipping, payment cost and the
// coupon, then reserves the stock and inserts the order in one atomic statement (./place-statement.ts, issue 18);
// the client's figures are only compared.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
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
import { typedProductOptionSchema, type TypedProductOption } from '../../../src/domain/product-types/schema';
import { CASH_ON_DELIVERY, initialOrderStatus, isVirtualCart, NO_SHIPPING } from '../../../src/domain/shipping';
import { STORE_VIEWS } from '../../../src/domain/store-views';
import type { Db } from '../../db/client';
import { cartItems, carts, type OrderPayload, type OrderPayloadAddress, orderPayments, orders } from '../../db/schema';
import { HttpError } from '../../http/reply';
import type { MailOutbox } from '../mail/outbox';
import { TYPED_SKUS } from '../../seed/typed-products';
import { issueDownloads } from '../download/service';
import { GIFT_CARD_ERRORS, giftCardShare, issueGiftCards, redeemGiftCard } from '../gift-card/service';
import { roundMoney } from '../../../src/domain/money';
import { findCoupon, redeemCoupon } from '../pricing/coupons';
import type { PricedItem } from '../pricing/products';
import { createPricer, findParcelMachine, type Pricer, type Quote, type QuoteLine } from '../pricing/quote';
import { keptChecksum, keptOption, linkedSkus, priceTypedLine, stockParts } from '../pricing/typed-lines';
import { confirmedLines, confirmedTotals } from './confirmed-order';
import { withConfigurableLabels } from '../../../src/domain/configurable-labels';
import { orderRequestHash } from './request-hash';
import { placeOrderStatement } from './place-statement';
import { reserveStock, stockLines } from './stock';

export type PlaceOrderOutcome =
  | { code: 200; result: OrderResult }
  /** SPEC 8: stock could not be reserved; nothing was written. */
  | { code: 500; result: typeof ORDER_OUT_OF_STOCK_ERROR };

export interface OrderService {
  place(request: OrderRequest, customerId: number | undefined, log?: FastifyBaseLogger): Promise<PlaceOrderOutcome>;
}

export const ORDER_ID_REUSED = 'order_id: this order id was already used for a different order';

class OrderIdTaken extends Error {}
class OutOfStock extends Error {}

/** 'EE000123': the store view's code and its own sequence. */
export function incrementId(storeCode: 'ee' | 'lv', n: number): string {
  return `${storeCode.toUpperCase()}${String(n).padStart(6, '0')}`;
}

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

/**
 * The ordered lines, priced and merged (issue 17, SPEC 5: the same sku with the same options is one line, other
 * options another), each with the skus whose stock it takes. 400 naming the field for a product not sold, a grouped
 * product (its products are ordered), options the product does not have, or more than 10 of one line.
 */
async function orderLines(pricer: Pricer, request: OrderRequest): Promise<QuoteLine[]> {
  const items = await pricer.items(request.products.map((product) => product.sku));
  const merged = new Map<string, { item: PricedItem; qty: number; index: number; kept?: TypedProductOption }>();
  request.products.forEach((product, index) => {
    const item = items.get(product.sku);
    // A product no longer sold (unknown in the store view, or status >= 2, SPEC 3) cannot be ordered.
    if (!item || item.status >= 2) throw new HttpError(400, `products.${index}.sku: ${CART_ERRORS.productNotFound}`);
    if (item.productType === 'grouped') {
      throw new HttpError(400, `products.${index}.sku: a grouped product is ordered as its products`);
    }
    const option =
      product.product_option === undefined ? undefined : typedProductOptionSchema.safeParse(product.product_option);
    if (option && !option.success) {
      const issue = option.error.issues[0];
      throw new HttpError(
        400,
        `products.${index}.product_option.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      );
    }
    const kept = keptOption(item, option?.data, `products.${index}`);
    const key = `${item.sku}\u0000${keptChecksum(kept)}`;
    const line = merged.get(key);
    if (line) line.qty += product.qty;
    else merged.set(key, { item, qty: product.qty, index, ...(kept ? { kept } : {}) });
  });
  for (const line of merged.values()) {
    if (line.qty > CART_ITEM_MAX_QTY)
      throw new HttpError(400, `products.${line.index}.qty: ${CART_ERRORS.maxQtyExceeded}`);
  }
  const linked = [...merged.values()].flatMap((line) => linkedSkus(line.item, line.kept));
  const links = linked.length ? await pricer.items(linked) : new Map<string, PricedItem>();
  return [...merged.values()].map((line) => {
    const priced = priceTypedLine(line.item, line.kept, links);
    // SPEC 8: a missing grouped or bundle child is 'Product not found'.
    if (priced.missing.length) throw new HttpError(400, `products.${line.index}.sku: ${CART_ERRORS.productNotFound}`);
    return {
      item: priced.item,
      qty: line.qty,
      parts: stockParts(line.item, line.kept).map((part) => ({
        ...part,
        parentSku: links.get(part.sku)?.parentSku ?? line.item.parentSku,
      })),
      ...(line.kept ? { kept: line.kept } : {}),
    };
  });
}

export interface OrderServiceDeps {
  /**
   * Issue 12: every accepted order gets its confirmation mail. Issue 18: recorded in the durable mail outbox by the
   * order's own statement (or transaction) and delivered in the background (../mail/outbox.ts).
   */
  outbox?: Pick<MailOutbox, 'enqueue' | 'enqueueOrderConfirmation' | 'nudge'>;
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

  /**
   * Prices the lines and checks the methods, the parcel machine and the coupon: 400 naming the field. `kept` (issue
   * 18, the one-statement path): the prices from the per-process kept prices, cleared by every /invalidate.
   */
  async function price(tx: Db, request: OrderRequest, customerId: number | undefined, now: Date, kept = false) {
    const info = request.addressInformation;
    const pricer = await createPricer(tx, request.store_code, now, { kept });
    const lines = await orderLines(pricer, request);
    // Issue 17, SPEC 4: a virtual cart ships nothing: no shipping address or method needed (its only method is
    // 'freeshipping'); any other order needs both.
    const virtual = isVirtualCart(lines.map((line) => line.item.productType));
    if (!virtual && !info.shippingAddress) {
      throw new HttpError(400, 'addressInformation.shippingAddress: required for an order with goods to ship');
    }
    if (!virtual && (!info.shipping_method_code || !info.shipping_carrier_code)) {
      throw new HttpError(400, 'addressInformation.shipping_method_code: required for an order with goods to ship');
    }
    if (virtual && info.payment_method_code === CASH_ON_DELIVERY) {
      throw new HttpError(
        400,
        'addressInformation.payment_method_code: cash on delivery is not available for virtual and downloadable products',
      );
    }
    const serverCart = request.cart_id ? await ownCart(tx, request.cart_id, customerId) : undefined;
    const couponCode = request.coupon_code ?? serverCart?.couponCode ?? null;
    const coupon = couponCode ? await findCoupon(tx, couponCode) : undefined;
    if (couponCode && !coupon) throw new HttpError(400, `coupon_code: ${invalidCouponMessage(couponCode)}`);
    const quote = pricer.quote(lines, {
      shippingCarrierCode: info.shipping_carrier_code ?? (virtual ? NO_SHIPPING.carrier : undefined),
      shippingMethodCode: info.shipping_method_code ?? (virtual ? NO_SHIPPING.method : undefined),
      paymentMethodCode: info.payment_method_code,
      countryId: (info.shippingAddress ?? info.billingAddress).countryId,
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
        // Issue 17: the type and the chosen options with their labels (order history and detail show them); a
        // configurable child's colour and size named in the store view's language (the server knows their values).
        product_type: line.item.productType,
        ...(line.item.productOption
          ? { product_option: withConfigurableLabels(line.item.productOption, STORE_VIEWS[request.store_code].locale) }
          : {}),
      })),
      // Issue 17: what the order reserved, per sku (a bundle: its chosen items); a canceled payment gives it back.
      stock_lines: stockLines(quote.lines),
      addresses: {
        shipping: info.shippingAddress ? payloadAddress(info.shippingAddress) : null,
        billing: payloadAddress(info.billingAddress),
      },
      shipping_method_code: quote.shippingMethod?.method_code ?? info.shipping_method_code,
      shipping_carrier_code: quote.shippingMethod?.carrier_code ?? info.shipping_carrier_code,
      shipping_location_id: info.shipping_location_id ?? null,
      payment_method_code: info.payment_method_code,
      payment_method_additional: info.payment_method_additional ?? null,
      payment_cost: quote.totals.paymentCost,
      ...(quote.giftCard ? { gift_card: quote.giftCard } : {}),
      coupon_code: quote.totals.couponCode,
      cart_id: request.cart_id ?? null,
      client_created_at: request.created_at,
      ...(request.grand_total !== undefined && request.grand_total !== quote.totals.grandTotal
        ? { client_grand_total: request.grand_total }
        : {}),
    };
  }

  async function insertOrder(
    tx: Db,
    request: OrderRequest,
    customerId: number | undefined,
    hash: string,
    quote: Quote,
    now: Date,
  ) {
    const storeCode = request.store_code;
    const sequence = storeCode === 'lv' ? 'order_number_lv' : 'order_number_ee';
    const numbered = (await tx.execute(sql`select nextval(${sequence})::int as n`)) as unknown as {
      rows: { n: number | string }[];
    };
    const number = incrementId(storeCode, Number(numbered.rows[0]?.n));
    const billing = request.addressInformation.billingAddress;
    const status = initialOrderStatus(request.addressInformation.payment_method_code);
    const { totals } = quote;
    const payload = buildPayload(request, quote);
    // The unique order_id claims the key: a concurrent twin waits here for the first to commit, then inserts nothing.
    const [row] = await tx
      .insert(orders)
      .values({
        incrementId: number,
        orderId: request.order_id,
        customerId: customerId ?? null,
        email: billing.email ?? request.addressInformation.shippingAddress?.email ?? null,
        storeCode,
        status,
        currency: STORE_VIEWS[storeCode].currencyCode,
        subtotal: totals.subtotalInclTax,
        tax: totals.tax,
        shipping: totals.shipping,
        discount: totals.discount,
        grandTotal: totals.grandTotal,
        payload,
        requestHash: hash,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.orderId })
      .returning({ id: orders.id });
    if (!row) throw new OrderIdTaken();
    const result: OrderResult = {
      backendOrderId: row.id,
      orderNumber: number,
      status,
      grand_total: totals.grandTotal,
      currency: STORE_VIEWS[storeCode].currencyCode,
      // SPEC 2 /thankyou: what the page shows, as the server priced it.
      lines: confirmedLines(payload),
      totals: confirmedTotals(payload, { ...totals, subtotal: totals.subtotalInclTax }),
    };
    await tx
      .update(orders)
      .set({ result: { ...result } })
      .where(eq(orders.id, row.id));
    return result;
  }

  /** Issue 17: the order with a gift card, in one transaction (the fast path is ./place-statement.ts). */
  async function placeInTransaction(
    request: OrderRequest,
    customerId: number | undefined,
    hash: string,
    now: Date,
    log: FastifyBaseLogger | undefined,
  ): Promise<PlaceOrderOutcome> {
    try {
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const { quote, coupon, serverCart } = await price(tx, request, customerId, now);
        if (request.grand_total !== undefined && request.grand_total !== quote.totals.grandTotal) {
          log?.warn(
            { orderId: request.order_id, client: request.grand_total, server: quote.totals.grandTotal },
            'order grand_total differs from the client’s; the server’s is used',
          );
        }
        // Issue 17: a gift card pays what its balance covers; taken in this transaction by a conditional UPDATE.
        const gift = request.gift_card_code
          ? await giftCardShare(tx, request.gift_card_code, quote.totals.grandTotal, now)
          : undefined;
        if (gift) {
          quote.totals = { ...quote.totals, grandTotal: roundMoney(quote.totals.grandTotal - gift.amount) };
          quote.giftCard = gift;
        }
        const placed = await insertOrder(tx, request, customerId, hash, quote, now);
        if (gift && !(await redeemGiftCard(tx, gift.code, gift.amount, placed.backendOrderId, now))) {
          throw new HttpError(400, GIFT_CARD_ERRORS.spent);
        }
        if (coupon && !(await redeemCoupon(tx, coupon, now))) {
          throw new HttpError(400, `coupon_code: ${invalidCouponMessage(coupon.code)}`);
        }
        if (!(await reserveStock(tx, stockLines(quote.lines)))) throw new OutOfStock();
        const paymentCode = request.addressInformation.payment_method_code;
        if (isOnlinePayment(paymentCode)) {
          // Issue 15: the stock stays reserved until the payment settles, or until the reservation ends.
          const minutes = deps.reservationMinutes ?? DEFAULT_RESERVATION_MINUTES;
          await tx.insert(orderPayments).values({
            orderId: placed.backendOrderId,
            provider: paymentProviderOf(paymentCode) ?? paymentCode,
            reservedUntil: new Date(now.getTime() + minutes * 60_000),
            createdAt: now,
            updatedAt: now,
          });
        }
        if (serverCart) {
          await tx.delete(cartItems).where(eq(cartItems.cartId, serverCart.id));
          await tx.update(carts).set({ active: false, updatedAt: now }).where(eq(carts.id, serverCart.id));
        }
        // Issue 17: a complete order issues the gift cards it bought.
        const giftMails =
          placed.status === 'complete'
            ? await issueGiftCards(
                tx,
                {
                  id: placed.backendOrderId,
                  storeCode: request.store_code,
                  incrementId: placed.orderNumber,
                  payload: buildPayload(request, quote),
                },
                now,
              )
            : [];
        // Issue 17: a complete order gives its customer the download links of what it bought.
        if (placed.status === 'complete') {
          await issueDownloads(
            tx,
            {
              id: placed.backendOrderId,
              customerId: customerId ?? null,
              storeCode: request.store_code,
              payload: buildPayload(request, quote),
            },
            now,
          );
        }
        // Issue 18: the gift cards' mails and the confirmation are recorded in this transaction (the durable mail
        // outbox) and delivered after the commit. Issue 15: an online payment's confirmation waits for the payment.
        await deps.outbox?.enqueue(tx, giftMails, now);
        const email =
          request.addressInformation.billingAddress.email ?? request.addressInformation.shippingAddress?.email;
        if (email && placed.status === 'complete') {
          await deps.outbox?.enqueueOrderConfirmation(tx, placed.backendOrderId, now);
        }
        return placed;
      });
      deps.outbox?.nudge();
      return { code: 200, result };
    } catch (error) {
      if (error instanceof OutOfStock) return { code: 500, result: ORDER_OUT_OF_STOCK_ERROR };
      if (error instanceof OrderIdTaken || error instanceof HttpError) {
        const first = await replay(request.order_id, hash);
        if (first) return first;
      }
      throw error;
    }
  }

  return {
    async place(request, customerId, log) {
      const hash = orderRequestHash(request, customerId);
      const now = clock();
      // Issue 18: no look-up before the work: a new order (the usual case) is priced and written at once; a replay
      // is recognised by its taken order_id, or, when its request no longer prices or fits the stock, just below.
      let priced: Awaited<ReturnType<typeof price>>;
      try {
        // Issue 17: an order that redeems or buys a gift card takes the transactional path (the card's balance is
        // spent, or its code issued, in the same transaction as the order); every other order the one statement.
        if (request.gift_card_code || request.products.some((product) => product.sku === TYPED_SKUS.giftCard)) {
          return await placeInTransaction(request, customerId, hash, now, log);
        }
        // Issue 18: the prices kept in this process (one round trip per order: the statement below).
        priced = await price(db, request, customerId, now, true);
      } catch (error) {
        if (error instanceof HttpError) {
          const earlier = await replay(request.order_id, hash);
          if (earlier) return earlier;
        }
        throw error;
      }
      const { quote, coupon, serverCart } = priced;
      // Issue 17: a customer's order complete at once with a downloadable line gets its download links in the
      // order's own transaction (an online payment's order gets them when the payment is verified).
      if (
        customerId !== undefined &&
        initialOrderStatus(request.addressInformation.payment_method_code) === 'complete' &&
        quote.lines.some((line) => line.item.productType === 'downloadable')
      ) {
        return await placeInTransaction(request, customerId, hash, now, log);
      }
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
      // SPEC 2 /thankyou: what the page shows, as the server priced it (stored with the result for replays).
      const confirmation = {
        lines: confirmedLines(payload),
        totals: confirmedTotals(payload, { ...totals, subtotal: totals.subtotalInclTax }),
      };
      const email = info.billingAddress.email ?? info.shippingAddress?.email ?? null;
      const outcome = await placeOrderStatement(db, {
        order: {
          orderId: request.order_id,
          storeCode,
          customerId: customerId ?? null,
          email,
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
          confirmation,
        },
        stock: stockLines(quote.lines),
        singleUseCoupon: coupon?.singleUse ? coupon.code : null,
        payment: provider ? { provider, reservedUntil: new Date(now.getTime() + minutes * 60_000) } : null,
        cartId: serverCart?.id ?? null,
        // Issue 12, 18: the confirmation is recorded in the mail outbox by the same statement (issue 15: an online
        // payment's waits for the payment).
        mailConfirmation: deps.outbox !== undefined && email !== null && status === 'complete',
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
        ...confirmation,
      };
      if (status === 'complete') deps.outbox?.nudge();
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
