// SPEC 8 "Order and cart notifications" and "Order request outcomes", SPEC 4 "Order placing" step 3: the order
// notices as stable English text with a key the app translates (STYLE "Views"), the shop's e-mail ({email}, SPEC 1)
// filled in per store view. All are shown with an OK button (SPEC 8), so the notice carries no timeout of its own.
import type { NotificationType } from '../notifications';
import { SHOP_EMAIL, STORE_CODES, type StoreCode } from '../store-views';

/** SPEC 4 step 3: the progress text while an order is placed. */
export const ORDER_PROCESSING_MESSAGE = 'Processing order...';

/** SPEC 8 "Order request outcomes": an order-request result none of the rules expects. */
export const UNHANDLED_PLACE_ORDER_ERROR = 'Unhandled place order request error';

/** SPEC 8 "Order and cart notifications": the order rows, `{email}` standing for the shop's address. */
export const ORDER_MESSAGES = {
  /** Order result 400 while placing. */
  validationError:
    'Internal validation error. Please check if all required fields are filled in. Please contact us on {email}',
  /** Any other failure while placing (SPEC's spelling, 'transfered', kept: the catalogues key on it). */
  queuedAfterServerError: 'The order can not be transfered because of server error. Order has been queued',
  /** A queued order answered 400: cancelled. */
  invalidAddressCancelled:
    'Address provided in checkout contains invalid data. Please check if all required fields are filled in and also contact us on {email} to resolve this issue for future. Your order has been canceled.',
  /** A queued order answered 500 'Error: Error while adding products': cancelled. */
  outOfStockCancelled: "Some products you've ordered are out of stock. Your order has been canceled.",
} as const;

export type OrderNoticeKey = keyof typeof ORDER_MESSAGES;

/** What the order machines ask the notifications stack to show; the same shape as src/domain/notice.ts Notice. */
export interface OrderNotice {
  key: OrderNoticeKey;
  type: NotificationType;
  message: string;
}

function noticesFor(storeCode: StoreCode): Record<OrderNoticeKey, OrderNotice> {
  const entries = (Object.keys(ORDER_MESSAGES) as OrderNoticeKey[]).map((key) => [
    key,
    { key, type: 'error', message: ORDER_MESSAGES[key].replace('{email}', SHOP_EMAIL[storeCode]) } as OrderNotice,
  ]);
  return Object.fromEntries(entries) as Record<OrderNoticeKey, OrderNotice>;
}

/** SPEC 8: every order notice per store view, the shop's e-mail already in the text. */
export const ORDER_NOTICES: Record<StoreCode, Record<OrderNoticeKey, OrderNotice>> = Object.fromEntries(
  STORE_CODES.map((code) => [code, noticesFor(code)]),
) as Record<StoreCode, Record<OrderNoticeKey, OrderNotice>>;
