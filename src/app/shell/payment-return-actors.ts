// Issue 15, SPEC 2 "Return pages": the payment-return machine with the app's side of it, so the page only renders
// and sends. The server call comes from the commerce actors (src/adapters/payment.ts through commerce-deps); a paid
// order clears the cart (with sync: the cart already forgot the converted server cart and keeps its lines on a new
// one, which must be emptied too, or a customer would find them again at the next login), completes the checkout (it waits in
// `redirected`, or starts afresh after the provider's page) and opens /thankyou; a failure is SPEC 8's notification
// with OK (Montonio: on /checkout, the cart intact).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/notifications.machine';
import { type PaymentReturnDestination, paymentReturnMachine } from '../../../machines/payment-return.machine';
import type { OrderConfirmation } from '../../domain/order/outcome';
import type { StoreCode } from '../../domain/store-views';
import type { CommerceActors } from '../root/commerce-actors';
import { translateCommerceMessage } from '../messages/commerce-messages';
import { preloadPage } from '../routing/page-preload';
import { getHref } from '../routing/routes';

export interface PaymentReturnPorts {
  storeCode: StoreCode;
  i18n: I18n;
  notifications: ActorRefFrom<typeof notificationsMachine>;
  /** The router's navigation (an in-app path). */
  navigate(href: string): void;
}

export function paymentReturnLogic(commerce: CommerceActors, ports: PaymentReturnPorts) {
  const { storeCode, i18n } = ports;
  return paymentReturnMachine.provide({
    actors: { verifyPayment: commerce.payments.verifyPayment },
    actions: {
      clearCart: () => commerce.cart.send({ type: 'cart.clear', sync: true }),
      // The checkout waits in `redirected` for the verified outcome (machines/checkout.machine.ts).
      completeOrder: (_, confirmation: OrderConfirmation) =>
        commerce.checkout.send({ type: 'checkout.paymentVerified', confirmation }),
      failOrder: (_, message: string) => commerce.checkout.send({ type: 'checkout.paymentFailed', message }),
      // The next page's code first, so the shopper never sees an empty page between the two (nor a page without
      // its heading).
      navigate: (_, destination: PaymentReturnDestination | null) => {
        if (!destination) return;
        const go = () => ports.navigate(getHref(destination, {}, storeCode));
        preloadPage(destination).then(go, go);
      },
      notify: (_, message: string) =>
        ports.notifications.send({
          type: 'notification.add',
          notification: {
            type: 'error',
            message: translateCommerceMessage(i18n, message),
            action1: { label: i18n._(msg`OK`) },
            hasNoTimeout: true,
          },
        }),
    },
  });
}
