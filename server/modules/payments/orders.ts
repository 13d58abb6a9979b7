// Issue 15: the orders the payment adapters act on, read from the database only (the client's word is never
// taken), SPEC 7's view of an order in a return reply, and the exactly-once settlement of a verified provider event:
// one transaction records the event under its unique key and moves the order with a conditional
// UPDATE ... WHERE status = 'pending', so any number of returns and notifications, in any order and at once,
// change the order once. A payment that will not come releases the reserved stock (SPEC 3 statuses).
import { and, asc, desc, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaidOrder } from '../../../src/domain/contract/payment';
import type { OrderStatus } from '../../../src/domain/contract/order';
import type { Db } from '../../db/client';
import { orderPayments, orders, paymentEvents } from '../../db/schema';
import { HttpError } from '../../http/reply';
import type { MailOutbox } from '../mail/outbox';
import { releaseStock } from '../order/stock';
import { issueDownloads } from '../download/service';
import { issueGiftCards, restoreGiftCards } from '../gift-card/service';
import { confirmedLines, confirmedTotals } from '../order/confirmed-order';
import { type OnlineProvider, type PayableOrder, type PaymentEvent, PaymentRefused, sameAmount } from './provider';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof orderPayments.$inferSelect;
export interface OrderWithPayment {
  order: OrderRow;
  payment: PaymentRow;
}

export function payableOrder(order: OrderRow): PayableOrder {
  const address = (which: 'billing' | 'shipping') => {
    const a = order.payload.addresses[which];
    return a
      ? {
          firstname: a.firstname,
          lastname: a.lastname,
          street: a.street,
          city: a.city,
          postcode: a.postcode,
          countryId: a.countryId,
          telephone: a.telephone ?? null,
        }
      : null;
  };
  return {
    id: order.id,
    incrementId: order.incrementId,
    storeCode: order.storeCode === 'lv' ? 'lv' : 'ee',
    grandTotal: order.grandTotal,
    currency: order.currency,
    email: order.email,
    paymentMethodCode: order.payload.payment_method_code ?? '',
    lines: order.payload.products.map((line) => ({
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      price: line.price,
      rowTotal: line.row_total ?? Math.round(line.price * line.qty * 100) / 100,
    })),
    billing: address('billing'),
    shipping: address('shipping'),
  };
}

/** SPEC 7: result.order of a return reply (entity_id, items). */
export function paidOrderView(order: OrderRow): PaidOrder {
  return {
    entity_id: order.id,
    increment_id: order.incrementId,
    status: order.status as OrderStatus,
    grand_total: order.grandTotal,
    currency: order.currency,
    items: order.payload.products.map((line) => ({
      sku: line.sku,
      name: line.name,
      qty: line.qty,
      row_total_incl_tax: line.row_total ?? Math.round(line.price * line.qty * 100) / 100,
    })),
    lines: confirmedLines(order.payload),
    totals: confirmedTotals(order.payload, order),
  };
}

/** The order shown in a return: a guest order (the signed return proves it) or the caller's own. */
export function visibleOrder(order: OrderRow, customerId: number | undefined): PaidOrder | null {
  if (order.customerId === null || order.customerId === customerId) return paidOrderView(order);
  return null;
}

export interface SettleDeps {
  db: Db;
  clock: () => Date;
  /** Issue 18: the paid order's confirmation and gift card mails are recorded in the settling transaction. */
  mail?: Pick<MailOutbox, 'enqueue' | 'enqueueOrderConfirmation' | 'nudge'>;
}

/** SPEC 3: the order status each outcome gives (a decline's depends on the provider; pending changes nothing). */
function targetStatus(event: PaymentEvent): OrderStatus | null {
  switch (event.outcome) {
    case 'paid':
      return 'complete';
    case 'canceled':
      return 'canceled';
    case 'declined':
      return event.declinedStatus ?? 'payment failed';
    case 'pending':
      return null;
  }
}

export function createPaymentOrders({ db, clock, mail }: SettleDeps) {
  async function withPayment(where: SQL | undefined): Promise<OrderWithPayment | undefined> {
    const [row] = await db
      .select({ order: orders, payment: orderPayments })
      .from(orders)
      .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.id))
      .limit(1);
    return row;
  }

  /**
   * Applies a verified event once. Returns whether this delivery changed the order. A duplicate (the same event
   * key) or an event for an order that already left `pending` changes nothing.
   */
  async function apply(
    orderId: number,
    provider: string,
    eventKey: string,
    source: string,
    providerStatus: string,
    target: OrderStatus | null,
  ): Promise<boolean> {
    const now = clock();
    const changed = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [event] = await tx
        .insert(paymentEvents)
        .values({ provider, eventKey, orderId, source, providerStatus, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id });
      if (!event || target === null) return false;
      const [moved] = await tx
        .update(orders)
        .set({ status: target, updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .returning({
          payload: orders.payload,
          storeCode: orders.storeCode,
          incrementId: orders.incrementId,
          customerId: orders.customerId,
        });
      if (!moved) return false;
      await tx.update(paymentEvents).set({ applied: true }).where(eq(paymentEvents.id, event.id));
      await tx.update(orderPayments).set({ updatedAt: now }).where(eq(orderPayments.orderId, orderId));
      // SPEC 3: an order that will not be paid gives its reserved stock back.
      // Issue 17: what the order reserved per sku (a bundle's items); older orders reserved their products.
      if (target !== 'complete') {
        const reserved = moved.payload.stock_lines as { sku: string; qty: number; parent_sku: string }[] | undefined;
        await releaseStock(tx, reserved ?? moved.payload.products);
        await restoreGiftCards(tx, orderId, now);
      } else {
        // Issue 17: a paid order issues the gift cards it bought.
        const giftMails = await issueGiftCards(tx, { id: orderId, ...moved }, now);
        // Issue 17: and gives its customer the download links of what it bought.
        await issueDownloads(tx, { id: orderId, ...moved }, now);
        // Issue 15: the confirmation is mailed when the payment is confirmed. Issue 18: the mails are recorded in
        // this transaction (the durable outbox) and delivered after the commit, once.
        await mail?.enqueue(tx, giftMails, now);
        await mail?.enqueueOrderConfirmation(tx, orderId, now);
      }
      return true;
    });
    if (changed && target === 'complete') mail?.nudge();
    return changed;
  }

  /** Issue 15: an unpaid order whose reservation ended is canceled and its stock released. */
  async function expireIfDue(found: OrderWithPayment, _log?: FastifyBaseLogger): Promise<OrderWithPayment> {
    if (found.order.status !== 'pending' || found.payment.reservedUntil.getTime() > clock().getTime()) return found;
    const key = `reservation-expired:${found.order.id}`;
    await apply(found.order.id, found.payment.provider, key, 'sweep', 'TIMEOUT', 'canceled');
    return (await withPayment(eq(orders.id, found.order.id))) ?? found;
  }

  return {
    byNumber: (incrementId: string) => withPayment(eq(orders.incrementId, incrementId)),
    /** SPEC 7 Montonio redirect: the newest order placed from this server cart. */
    byCart: (cartId: string, provider: OnlineProvider) =>
      withPayment(and(sql`${orders.payload}->>'cart_id' = ${cartId}`, eq(orderPayments.provider, provider))),
    expireIfDue,

    /**
     * Keeps the first payment created for the order; a concurrent second one (a double click) loses and its
     * caller gets the first's page, so the shopper never holds a page whose return the shop would refuse.
     */
    async recordPaymentUrl(orderId: number, providerReference: string, paymentUrl: string): Promise<string> {
      const [kept] = await db
        .update(orderPayments)
        .set({ providerReference, paymentUrl, updatedAt: clock() })
        .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.paymentUrl)))
        .returning({ paymentUrl: orderPayments.paymentUrl });
      if (kept?.paymentUrl) return kept.paymentUrl;
      const [first] = await db
        .select({ paymentUrl: orderPayments.paymentUrl })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId));
      return first?.paymentUrl ?? paymentUrl;
    },

    /**
     * Liisi: the application once per order, with the lender's id and page in one write. Answers the application
     * the order keeps: this one, or the one a concurrent call (a double click, a retry) stored first.
     */
    async storeApplication(
      orderId: number,
      application: Record<string, unknown>,
      providerReference: string,
      applicationUrl: string | undefined,
    ): Promise<{ providerReference: string; paymentUrl: string | null }> {
      await db
        .update(orderPayments)
        .set({ application, providerReference, paymentUrl: applicationUrl ?? null, updatedAt: clock() })
        .where(and(eq(orderPayments.orderId, orderId), isNull(orderPayments.providerReference)));
      const [kept] = await db
        .select({ providerReference: orderPayments.providerReference, paymentUrl: orderPayments.paymentUrl })
        .from(orderPayments)
        .where(eq(orderPayments.orderId, orderId));
      return { providerReference: kept?.providerReference ?? providerReference, paymentUrl: kept?.paymentUrl ?? null };
    },

    /**
     * Checks a verified provider event against the stored order and applies it once. Refused (400, nothing
     * changes): an order of another provider, another payment attempt than the one the shop created (a replay of
     * another payment), another amount or currency. Unknown order: 404.
     */
    async settle(event: PaymentEvent, source: string, log?: FastifyBaseLogger): Promise<OrderWithPayment> {
      const found = await withPayment(eq(orders.incrementId, event.orderNumber));
      if (!found) throw new HttpError(404, `order ${event.orderNumber} not found`);
      const { order, payment } = found;
      if (payment.provider !== event.provider) {
        throw new PaymentRefused(`order ${order.incrementId} is not paid with ${event.provider}`);
      }
      if (!payment.providerReference || payment.providerReference !== event.providerReference) {
        throw new PaymentRefused(
          `the ${event.provider} payment ${event.providerReference} is not the payment of order ${order.incrementId}`,
        );
      }
      if (event.currency !== order.currency || !sameAmount(event.amount, order.grandTotal)) {
        throw new PaymentRefused(
          `the amount ${event.amount} ${event.currency} is not the order's ${order.grandTotal} ${order.currency}`,
        );
      }
      const current = await expireIfDue(found, log);
      const target = targetStatus(event);
      const key = `${event.providerReference}:${event.providerStatus}`;
      const changed = await apply(order.id, event.provider, key, source, event.providerStatus, target);
      const settled = (await withPayment(eq(orders.id, order.id))) ?? current;
      if (!changed && event.outcome === 'paid' && settled.order.status !== 'complete') {
        // Paid after the reservation ended or after a decline: the money must go back (logged for the shop).
        log?.warn(
          { orderNumber: order.incrementId, status: settled.order.status },
          'payment for an order no longer pending',
        );
      }
      return settled;
    },

    /** Cancels every unpaid order whose reservation ended (a few at a time, oldest first). */
    async sweep(_log?: FastifyBaseLogger): Promise<number> {
      const due = await db
        .select({ id: orders.id, provider: orderPayments.provider })
        .from(orders)
        .innerJoin(orderPayments, eq(orderPayments.orderId, orders.id))
        .where(and(eq(orders.status, 'pending'), lt(orderPayments.reservedUntil, clock())))
        .orderBy(asc(orderPayments.reservedUntil))
        .limit(100);
      let canceled = 0;
      for (const row of due) {
        const key = `reservation-expired:${row.id}`;
        if (await apply(row.id, row.provider, key, 'sweep', 'TIMEOUT', 'canceled')) canceled++;
      }
      return canceled;
    },
  };
}

export type PaymentOrders = ReturnType<typeof createPaymentOrders>;
