// SPEC 8 "Order and cart notifications", SPEC 4 "Stock status" and the cart's server messages (CART_ERRORS, exact
// English text) in the shopper's language. Machines and the server speak SPEC's stable English; this is where it
// is translated, once. A message the shop does not know is shown as it came.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CART_NOTICES, PROCEED_TO_CHECKOUT } from '../../domain/cart/notices';
import { PRICE_UNKNOWN_MESSAGE } from '../../domain/cart/validation';
import { CART_ERRORS } from '../../domain/contract/cart';
import type { NotificationInput, NotificationType } from '../../domain/notifications';
import { messagePath, withoutPath } from '../../domain/order/error-target';
import { ORDER_MESSAGES } from '../../domain/order/notices';

const COMMERCE_MESSAGES = new Map<string, MessageDescriptor>([
  // The server's shipping and payment method titles (src/domain/shipping.ts), shown in the shopper's language.
  ['Courier', msg`Courier`],
  ['Courier to the door', msg`Courier to the door`],
  ['Parcel machine', msg`Parcel machine`],
  ['Store pickup', msg`Store pickup`],
  ['Pick up in store', msg`Pick up in store`],
  ['No shipping', msg`No shipping`],
  ['Nothing to ship', msg`Nothing to ship`],
  ['Cash on delivery', msg`Cash on delivery`],
  ['Bank link (Montonio)', msg`Bank link (Montonio)`],
  ['Hire purchase (ESTO)', msg`Hire purchase (ESTO)`],
  ['Pay in 3 (Modena)', msg`Pay in 3 (Modena)`],
  ['Instalments (Liisi)', msg`Instalments (Liisi)`],
  // SPEC 8 "Order and cart notifications"
  [
    ORDER_MESSAGES.queuedAfterServerError,
    msg`The order can not be transfered because of server error. Order has been queued`,
  ],
  [
    ORDER_MESSAGES.outOfStockCancelled,
    msg`Some products you've ordered are out of stock. Your order has been canceled.`,
  ],
  [PRICE_UNKNOWN_MESSAGE, msg`Product price is unknown, product cannot be added to the cart!`],
  [CART_ERRORS.outOfStock, msg`The product is out of stock and cannot be added to the cart!`],
  [
    CART_NOTICES.volatileStock.message,
    msg`The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.`,
  ],
  [CART_NOTICES.productAdded.message, msg`Product has been added to the cart!`],
  [CART_NOTICES.quantityUpdated.message, msg`Product quantity has been updated!`],
  [PROCEED_TO_CHECKOUT.label, msg`Proceed to checkout`],
  ['No available product variants', msg`No available product variants`],
  [
    'No such configuration for the product. Please do choose another combination of attributes.',
    msg`No such configuration for the product. Please do choose another combination of attributes.`,
  ],
  // SPEC 4 "Stock status"
  ['Out of the stock!', msg`Out of the stock!`],
  ['In stock!', msg`In stock!`],
  // SPEC 8 "Payment"
  ['Payment failed', msg`Payment failed`],
  ['Payment processing failed.', msg`Payment processing failed.`],
  ['Unable to create payment redirect url', msg`Unable to create payment redirect url`],
  // The cart's server messages (SPEC 8 "Account": quantity over the maximum)
  [CART_ERRORS.maxQtyExceeded, msg`The requested qty exceeds the maximum qty allowed in shopping cart`],
  [CART_ERRORS.productNotFound, msg`Product that you are trying to add is not available.`],
  [CART_ERRORS.notYourCart, msg`You are not authorized to access this cart.`],
]);

/** A template's text with each {placeholder} matching any text, as a whole-message pattern. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('(.+?)')}$`);
}

/**
 * Messages with values: the server's (or the machine's) text with the values filled in. `{email}` may also arrive
 * unfilled (SPEC 1: "shown here as {email}"); the shop's address then takes its place.
 */
const TEMPLATES: readonly [RegExp, (values: string[], shopEmail: string) => MessageDescriptor][] = [
  [
    templatePattern(ORDER_MESSAGES.validationError),
    ([given = ''], shopEmail) => {
      const email = given === '{email}' ? shopEmail : given;
      return msg`Internal validation error. Please check if all required fields are filled in. Please contact us on ${email}`;
    },
  ],
  [
    templatePattern(ORDER_MESSAGES.invalidAddressCancelled),
    ([given = ''], shopEmail) => {
      const email = given === '{email}' ? shopEmail : given;
      return msg`Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on ${email} to resolve this issue for future. Your order has been canceled.`;
    },
  ],
  [templatePattern(CART_ERRORS.onlyAvailable), ([maxQuantity = '']) => msg`Only ${maxQuantity} available`],
  [templatePattern(CART_ERRORS.invalidCoupon), ([code = '']) => msg`The coupon code "${code}" is not valid.`],
  [templatePattern(CART_ERRORS.cartNotFound), () => msg`The shopping cart was not found. A new one is being created.`],
  [templatePattern(CART_ERRORS.itemNotFound), () => msg`This product is no longer in the shopping cart.`],
  // SPEC 2 "Abandoned-cart return"
  [
    templatePattern('Product {sku} removed from cart because is out of stock'),
    ([sku = '']) => msg`Product ${sku} removed from cart because is out of stock`,
  ],
  [
    templatePattern('Product {sku} qty updated {qty1} -> {qty2}'),
    ([sku = '', qty1 = '', qty2 = '']) => msg`Product ${sku} qty updated ${qty1} -> ${qty2}`,
  ],
];

/** Whether the cart or order message is one the shop translates. */
export function isKnownCommerceMessage(message: string): boolean {
  return COMMERCE_MESSAGES.has(message) || TEMPLATES.some(([pattern]) => pattern.test(message));
}

/**
 * Issue 12 "No server error text reaches a shopper untranslated": a refused order's or cart call's message without
 * the server's field path ('products.0.sku: …'), translated; one the shop does not know becomes SPEC 8's 'Order
 * result 400' notice (the field itself is marked by the checkout).
 */
export function translateOrderError(i18n: I18n, message: string, shopEmail: string): string {
  const text = withoutPath(message);
  if (isKnownCommerceMessage(text)) return translateCommerceMessage(i18n, text, shopEmail);
  const email = shopEmail;
  return i18n._(
    msg`Internal validation error. Please check if all required fields are filled in. Please contact us on ${email}`,
  );
}

/** A cart or order message in the shopper's language; unknown ones as sent. `shopEmail` fills an unfilled {email}. */
export function translateCommerceMessage(i18n: I18n, message: string, shopEmail = ''): string {
  const known = COMMERCE_MESSAGES.get(message);
  if (known) return i18n._(known);
  for (const [pattern, describe] of TEMPLATES) {
    const match = pattern.exec(message);
    if (match) return i18n._(describe(match.slice(1), shopEmail));
  }
  // Issue 12: a server refusal naming its field ('products.0.qty: …', 'addressInformation.…: …') is never shown raw.
  if (messagePath(message)) return translateOrderError(i18n, message, shopEmail);
  return message;
}

/**
 * A cart or order notice as a notification in the shopper's language (SPEC 8): the cart's success notices carry the
 * 'Proceed to checkout' action (its app event opens the checkout); the order notices are shown with an OK button
 * until the shopper presses it.
 */
export function commerceNotification(
  i18n: I18n,
  notice: { type: NotificationType; message: string; action?: { label: string; event: string } },
  shopEmail = '',
): NotificationInput {
  const message = translateCommerceMessage(i18n, notice.message, shopEmail);
  if (notice.action) {
    return {
      type: notice.type,
      message,
      action1: { label: translateCommerceMessage(i18n, notice.action.label), event: notice.action.event },
    };
  }
  const isOrderNotice = (Object.values(ORDER_MESSAGES) as string[]).some(
    (text) => text.replace('{email}', shopEmail) === notice.message || text === notice.message,
  );
  return isOrderNotice
    ? { type: notice.type, message, action1: { label: i18n._(msg`OK`) }, hasNoTimeout: true }
    : { type: notice.type, message };
}
