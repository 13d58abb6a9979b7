// SPEC 8 "Order and cart notifications": what the cart asks the notifications stack to show, as SPEC's English
// text with a stable key the app translates (STYLE "Views"), like SESSION_NOTICES. The success notices carry SPEC 8's
// 'Proceed to checkout' action: the app turns `action` into the notification's action1 (translated label, event).
import { CART_ERRORS } from '../contract/cart';
import type { NotificationType } from '../notifications';
import { INVALID_QTY_MESSAGE, PRICE_UNKNOWN_MESSAGE } from './validation';

export type CartNoticeKey =
  | 'priceUnknown'
  | 'productError'
  | 'invalidQty'
  | 'maxQtyExceeded'
  | 'outOfStock'
  | 'volatileStock'
  | 'productAdded'
  | 'quantityUpdated'
  | 'serverMessage';

import { PROCEED_TO_CHECKOUT_EVENT } from './events';

export { PROCEED_TO_CHECKOUT_EVENT };

export interface CartNoticeAction {
  key: 'proceedToCheckout';
  /** SPEC 8's English label; the app shows its translation. */
  label: string;
  event: string;
}

export interface CartNotice {
  key: CartNoticeKey;
  type: NotificationType;
  message: string;
  action?: CartNoticeAction;
}

export const PROCEED_TO_CHECKOUT: CartNoticeAction = {
  key: 'proceedToCheckout',
  label: 'Proceed to checkout',
  event: PROCEED_TO_CHECKOUT_EVENT,
};

export const CART_NOTICES = {
  priceUnknown: { key: 'priceUnknown', type: 'error', message: PRICE_UNKNOWN_MESSAGE },
  invalidQty: { key: 'invalidQty', type: 'error', message: INVALID_QTY_MESSAGE },
  maxQtyExceeded: { key: 'maxQtyExceeded', type: 'error', message: CART_ERRORS.maxQtyExceeded },
  outOfStock: { key: 'outOfStock', type: 'error', message: CART_ERRORS.outOfStock },
  volatileStock: {
    key: 'volatileStock',
    type: 'warning',
    message:
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  },
  productAdded: {
    key: 'productAdded',
    type: 'success',
    message: 'Product has been added to the cart!',
    action: PROCEED_TO_CHECKOUT,
  },
  quantityUpdated: {
    key: 'quantityUpdated',
    type: 'success',
    message: 'Product quantity has been updated!',
    action: PROCEED_TO_CHECKOUT,
  },
} as const satisfies Record<string, CartNotice>;

/** SPEC 5: an entry of the product's errors map, shown as it is. */
export function productErrorNotice(message: string): CartNotice {
  return message === PRICE_UNKNOWN_MESSAGE
    ? CART_NOTICES.priceUnknown
    : { key: 'productError', type: 'error', message };
}

/** SPEC 8 "Sync": a server's message (a refused coupon, a refused line) shown as it came. */
export function cartServerNotice(message: string): CartNotice {
  return { key: 'serverMessage', type: 'error', message };
}
