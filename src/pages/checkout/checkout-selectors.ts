// Selectors of the checkout (STYLE "Views": containers select, Views render): the checkout machine's snapshot, with
// the cart's lines, totals and methods flag, -> CheckoutView's props; the checkout snapshot -> ThankYouView's props.
// Used by the containers (src/pages/checkout/checkout-page.tsx, thank-you-page.tsx) and by the machine stories, so
// both show the same thing for the same state. Each call builds new objects: with useSelector, pass a deep compare.
import { isKnownServerMessage, translateServerMessage } from '../../app/messages/account-messages';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SnapshotFrom } from 'xstate';
import { OFFLINE_PAYMENT, type checkoutMachine, isOnlinePayment } from '../../../machines/checkout.machine';
import type { CartLineItem } from '../../components/cart/cart-line';
import type { TotalsSummaryValues } from '../../components/cart/totals-summary';
import { CHECKOUT_STEPS, type CheckoutStep } from '../../domain/checkout/details';
import type { ParcelMachine } from '../../domain/contract/cart';
import { SHOP_EMAIL, STORE_VIEWS, type StoreCode, type StoreView } from '../../domain/store-views';
import { confirmationLines } from '../../domain/order/confirmation-lines';
import type { CheckoutViewProps } from './checkout-view';
import type { ThankYouViewProps } from './thank-you-view';
import type { GiftCardView } from './gift-card-field';
import { type GiftCardError, giftCardErrorOf, giftCardShare } from '../../domain/checkout/gift-card';
import { type CartSnapshot, cartLines, cartSummary } from '../../app/header/cart-selectors';
import { translateCommerceMessage, translateOrderError } from '../../app/messages/commerce-messages';
import { getHref } from '../../app/routing/routes';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The open step: the machine's editing sub-state; the review while the order is placed. */
export function currentStep(snapshot: CheckoutSnapshot): CheckoutStep {
  // Issue 17: the gift card's balance is checked on the payment step.
  if (snapshot.matches({ editing: 'checkingGiftCard' })) return 'payment';
  // Issue 17: the personal details passed; the next step waits for the cart's lines (virtual or not).
  if (snapshot.matches({ editing: 'awaitingCart' })) return 'personal';
  return CHECKOUT_STEPS.find((step) => snapshot.matches({ editing: step })) ?? 'review';
}

/** What the checkout shows of the cart. */
export interface CheckoutCartView {
  lines: CartLineItem[];
  totals: TotalsSummaryValues | null;
  /** The cart is asking the server for its shipping or payment methods. */
  methodsLoading: boolean;
  /** Issue 17: a downloadable product is in the cart (its link is given to a customer's account only). */
  hasDownloads?: boolean;
}

export function checkoutCartView(cart: CartSnapshot, storeCode: StoreCode, i18n: I18n): CheckoutCartView {
  return {
    lines: cartLines(cart, storeCode, i18n),
    totals: cartSummary(cart),
    methodsLoading: cart.hasTag('methodsLoading'),
    hasDownloads: cart.context.items.some((item) => item.product_type === 'downloadable'),
  };
}

/** Everything of CheckoutView the machines and the store view know; the container adds the events. */
export type CheckoutViewData = Omit<
  CheckoutViewProps,
  | 'onSubmitPersonalDetails'
  | 'onSubmitShippingDetails'
  | 'onSubmitPaymentDetails'
  | 'onEditStep'
  | 'onShippingCountryChange'
  | 'onShippingMethodChange'
  | 'onPaymentMethodChange'
  | 'onPlaceOrder'
  | 'onFieldChange'
  | 'onLogIn'
  | 'onLiisiChange'
  | 'onGiftCardCode'
  | 'onApplyGiftCard'
  | 'onRemoveGiftCard'
>;

export interface CheckoutSelection {
  storeView: StoreView;
  i18n: I18n;
  /** The parcel machines of the chosen carrier (the parcel-machines machine). */
  parcelMachines: readonly ParcelMachine[];
}

export function checkoutViewProps(
  snapshot: CheckoutSnapshot,
  cart: CheckoutCartView,
  { storeView, i18n, parcelMachines }: CheckoutSelection,
): CheckoutViewData {
  const { details, errors, error, shippingMethods, paymentMethods, customer, online, cartPaymentMethods } =
    snapshot.context;
  const code = storeView.storeCode;
  const step = currentStep(snapshot);
  const translate = (message: string) => translateCommerceMessage(i18n, message);
  return {
    step,
    completedSteps: CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step)),
    // SPEC 4 / issue 17: nothing to ship, no shipping step.
    virtualCart: snapshot.context.virtualCart,
    status:
      snapshot.hasTag('processing') || snapshot.hasTag('redirecting')
        ? 'placing'
        : snapshot.hasTag('waiting')
          ? 'waiting'
          : snapshot.matches({ editing: 'awaitingCart' })
            ? 'saving'
            : 'editing',
    loggedIn: customer !== null,
    // Issue 17: download links are given to customers only: a guest is told to sign in first.
    downloadsNeedAccount: customer === null && cart.hasDownloads === true,
    locale: storeView.locale,
    termsHref: `/${code}${storeView.links.terms}`,
    privacyHref: `/${code}${storeView.links.privacy}`,
    continueHref: `/${code}/`,
    personalDetails: details.personalDetails,
    shippingDetails: details.shippingDetails,
    paymentDetails: details.paymentDetails,
    fieldErrors: step === 'review' ? {} : { [step]: errors },
    shippingMethods: shippingMethods.map((method) => ({
      ...method,
      carrier_title: translate(method.carrier_title),
      method_title: translate(method.method_title),
    })),
    shippingMethodsStatus: cart.methodsLoading && shippingMethods.length === 0 ? 'loading' : 'ready',
    parcelMachines,
    paymentMethods: paymentMethods.map((method) => ({ ...method, title: translate(method.title) })),
    lines: cart.lines,
    totals: cart.totals,
    // The order's or payment's message, or the account's: always in the shopper's language (issue 12).
    // Issue 15: offline, the methods paid online are not offered; the payment step says why.
    offlinePayment: !online && cartPaymentMethods.some((method) => isOnlinePayment(method.code)),
    liisi: snapshot.context.liisi,
    giftCard: giftCardView(snapshot, cart.totals, i18n),
    orderError: error
      ? error === OFFLINE_PAYMENT
        ? i18n._(msg`You are offline: pay online when you are back online, or choose cash on delivery.`)
        : // Issue 17: the card was spent or expired between the check and the order (the server's 400).
          error.startsWith('gift_card_code:')
          ? giftCardMessage(i18n, giftCardErrorOf(Object.assign(new Error(error), { code: 400 })))
          : isKnownServerMessage(error)
            ? translateServerMessage(i18n, error)
            : translateOrderError(i18n, error, SHOP_EMAIL[code])
      : null,
  };
}

/** Issue 17: SPEC-style messages of a refused gift card code, in the shopper's language. */
function giftCardMessage(i18n: I18n, error: GiftCardError): string {
  switch (error) {
    case 'unknown':
      return i18n._(msg`No gift card has this code. Check the code and try again.`);
    case 'expired':
      return i18n._(msg`This gift card has expired.`);
    case 'spent':
      return i18n._(msg`This gift card has no balance left.`);
    case 'malformed':
      return i18n._(msg`This is not a gift card code. Check the code and try again.`);
    default:
      return i18n._(msg`The gift card could not be checked. Please try again.`);
  }
}

/** Issue 17: the gift card code on the payment step, and what the applied card pays of the cart's total. */
export function giftCardView(snapshot: CheckoutSnapshot, totals: TotalsSummaryValues | null, i18n: I18n): GiftCardView {
  const { giftCard, cart } = snapshot.context;
  const total = totals?.grandTotal ?? cart?.grandTotal ?? 0;
  return {
    code: giftCard.code,
    applied: giftCard.applied
      ? { code: giftCard.applied.code, ...giftCardShare(giftCard.applied.balance, total) }
      : null,
    error: giftCard.error ? giftCardMessage(i18n, giftCard.error) : null,
    checking: snapshot.matches({ editing: 'checkingGiftCard' }),
  };
}

/** The thank-you page's confirmation (SPEC 3 "Order confirmation"), or null when no order is to be confirmed. */
export function thankYouViewProps(snapshot: CheckoutSnapshot, storeCode: StoreCode): ThankYouViewProps | null {
  const { isThankYouPage, confirmation, details, customer, order } = snapshot.context;
  if (!isThankYouPage) return null;
  return {
    // SPEC 2 /thankyou: the order's lines and totals as the server confirmed them; a queued order's known lines.
    lines: confirmationLines(confirmation, order, STORE_VIEWS[storeCode].locale),
    totals: confirmation?.totals ?? null,
    locale: STORE_VIEWS[storeCode].locale,
    orderNumber: confirmation?.orderNumber ?? null,
    email: details.personalDetails.emailAddress || null,
    queued: confirmation === null,
    loggedIn: customer !== null,
    continueHref: `/${storeCode}/`,
    ordersHref: getHref('my-orders', {}, storeCode),
  };
}
