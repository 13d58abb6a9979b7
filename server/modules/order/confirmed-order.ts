// SPEC 2 /thankyou, SPEC 3 "Order confirmation": the lines and totals the thank-you page shows, as the server priced
// and stored them. Built from the order's payload and amounts, so the reply to POST /api/order and a verified payment
// return (the order read back) say the same.
import type { ConfirmedLine, ConfirmedTotals } from '../../../src/domain/contract/order';
import { roundMoney } from '../../../src/domain/money';
import type { OrderPayload } from '../../db/schema';

export interface OrderAmounts {
  subtotal: number;
  shipping: number;
  discount: number;
  tax: number;
  /** What is left to pay (after a gift card). */
  grandTotal: number;
}

export function confirmedLines(payload: Pick<OrderPayload, 'products'>): ConfirmedLine[] {
  return payload.products.map((product) => ({
    sku: product.sku,
    name: product.name,
    qty: product.qty,
    price: product.price,
    row_total: product.row_total ?? roundMoney(product.price * product.qty),
    ...(product.product_option ? { product_option: product.product_option } : {}),
  }));
}

export function confirmedTotals(payload: OrderPayload, amounts: OrderAmounts): ConfirmedTotals {
  const giftCard = (payload.gift_card as { amount?: unknown } | undefined)?.amount;
  return {
    subtotal: Number(amounts.subtotal),
    shipping: Number(amounts.shipping),
    payment_cost: Number(payload.payment_cost ?? 0),
    discount: Number(amounts.discount),
    gift_card: typeof giftCard === 'number' ? giftCard : 0,
    tax: Number(amounts.tax),
    grand_total: Number(amounts.grandTotal),
  };
}
