// SPEC 2 /thankyou, SPEC 3 "Order confirmation": the lines the thank-you page lists. A transmitted order: the server's
// lines (name, options, qty, unit price and row total as it priced them). An order queued offline (SPEC 4 "Order
// placing" 4, no confirmation yet): what is known of it — each line's name, options and quantity, no prices, since
// the server prices the order only when it arrives.
import type { OrderRequest } from '../contract/order';
import { productOptionSchema } from '../contract/cart';
import type { ProductOption } from '../contract/cart';
import { COLOR_ATTRIBUTE_ID } from '../colours';
import { configurableName } from '../configurable-labels';
import { type LineOption, lineOptionsOf } from '../product-options';
import { SIZE_ATTRIBUTE_ID } from '../sizes';
import type { OrderConfirmation } from './outcome';

export interface ConfirmationLine {
  /** Unique in the list: one sku may be ordered twice with other options (two monograms). */
  key: string;
  name: string;
  qty: number;
  /** The server's unit price and row total (tax included); null while the order is queued. */
  price: number | null;
  rowTotal: number | null;
  colour: string | null;
  size: string | null;
  options: LineOption[];
}

/** Issue 17: a configurable child's colour and size as stored, else named from their values in the shop's language
 * (orders placed before the server stored the names). */
function described(option: ProductOption | undefined, locale: string) {
  return {
    colour: configurableName(option, COLOR_ATTRIBUTE_ID, locale),
    size: configurableName(option, SIZE_ATTRIBUTE_ID, locale),
    options: lineOptionsOf(option),
  };
}

const keyOf = (sku: string, option: unknown, index: number) =>
  `${index}:${sku}:${JSON.stringify((option as ProductOption | undefined)?.extension_attributes ?? {})}`;

export function confirmationLines(
  confirmation: OrderConfirmation | null,
  order: Pick<OrderRequest, 'products'> | null,
  /** The store view's locale (the colour names' language). */
  locale = 'en-US',
): ConfirmationLine[] {
  if (confirmation?.lines?.length) {
    return confirmation.lines.map((line, index) => ({
      key: keyOf(line.sku, line.product_option, index),
      name: line.name,
      qty: line.qty,
      price: line.price,
      rowTotal: line.row_total,
      ...described(line.product_option, locale),
    }));
  }
  return (order?.products ?? []).map((product, index) => {
    const option = productOptionSchema.safeParse(product.product_option);
    return {
      key: keyOf(product.sku, product.product_option, index),
      name: product.name ?? product.sku,
      qty: product.qty,
      price: null,
      rowTotal: null,
      ...described(option.success ? option.data : undefined, locale),
    };
  });
}
