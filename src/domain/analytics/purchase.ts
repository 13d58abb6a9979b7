// The GA4 `purchase` event the thank-you page hands the tag manager (issue 16; SPEC 5: only with an id configured
// and the visitor's consent). SPEC 1: the purchase tracking currency is EUR in both store views.
import { roundMoney } from '../money';

export const PURCHASE_CURRENCY = 'EUR';

/** One line of the order as placed (SPEC 7 POST /api/order `products`). */
export interface PurchasedLine {
  sku: string;
  qty: number;
  /** Absent on a line the server priced itself; counted as 0 here. */
  price_incl_tax?: number;
}

export interface PurchaseItem {
  item_id: string;
  price: number;
  quantity: number;
}

/** What goes into window.dataLayer (GA4 ecommerce `purchase`). */
export interface PurchaseEvent {
  event: 'purchase';
  ecommerce: {
    transaction_id: string;
    value: number;
    currency: typeof PURCHASE_CURRENCY;
    items: PurchaseItem[];
  };
}

/** The event of an order with its number; the value is the lines' incl-tax total in euros, to the cent. */
export function purchaseEvent(orderNumber: string, lines: readonly PurchasedLine[]): PurchaseEvent {
  const items = lines
    .filter((line) => line.qty > 0)
    .map((line) => ({ item_id: line.sku, price: roundMoney(line.price_incl_tax ?? 0), quantity: line.qty }));
  const value = roundMoney(items.reduce((sum, item) => sum + item.price * item.quantity, 0));
  return { event: 'purchase', ecommerce: { transaction_id: orderNumber, value, currency: PURCHASE_CURRENCY, items } };
}
