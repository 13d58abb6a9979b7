// Container of /{store}/montonio-return, /esto-return and /modena-return (SPEC 2 "Return pages"): runs the
// payment-return machine with the app's side of it. The return query goes to the server once the page is in the
// browser and the cart is loaded (src/adapters/payment.ts); a paid order clears the cart (without sync: the server
// turned it into the order), marks the checkout's thank-you state with the confirmation and opens /thankyou; a
// failure is SPEC 8's notification with OK (Montonio: on /checkout, the cart intact).
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fromPromise, waitFor } from 'xstate';
import {
  type PaymentReturnDestination,
  type VerifyPaymentInput,
  paymentReturnMachine,
} from '../../../machines/payment-return.machine';
import { createHttp } from '../../adapters/http';
import { paymentApi } from '../../adapters/payment';
import { translateCommerceMessage } from '../../app/messages/commerce-messages';
import { preloadPage } from '../../app/routing/page-preload';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { useCommerce } from '../../app/root/hooks/use-commerce';
import type { PaymentReturnResult } from '../../domain/contract/payment';
import type { OrderConfirmation } from '../../domain/order/outcome';
import type { ReturnProvider } from '../../domain/payment/return-rules';
import { type PaymentReturnStatus, PaymentReturnView } from './payment-return-view';

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

export function PaymentReturnPage({ provider }: { provider: ReturnProvider }) {
  const { storeView, actors } = useShop();
  const storeCode = storeView.storeCode;
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const commerce = useCommerce(true);
  const commerceRef = useRef(commerce);
  commerceRef.current = commerce;

  const machine = paymentReturnMachine.provide({
    actors: {
      verifyPayment: fromPromise<PaymentReturnResult, VerifyPaymentInput>(async ({ input, signal }) => {
        // A customer's order is shown only with the customer's token: the stored session first (the account's
        // chunk loads after the page), then the call.
        const account = await actors.account.load();
        const session = await waitFor(account.session, (snapshot) => !snapshot.matches('restoring'));
        const token = session.context.tokens?.token ?? null;
        return paymentApi(createHttp('/')).verifyReturn(input.provider, input.storeCode, input.query, token, signal);
      }),
    },
    actions: {
      clearCart: () => commerceRef.current?.cart.send({ type: 'cart.clear', sync: false }),
      // The checkout waits in `redirected` for the verified outcome (machines/checkout.machine.ts).
      completeOrder: (_, confirmation: OrderConfirmation) =>
        commerceRef.current?.checkout.send({ type: 'checkout.paymentVerified', confirmation }),
      failOrder: (_, message: string) =>
        commerceRef.current?.checkout.send({ type: 'checkout.paymentFailed', message }),
      // The next page's code first, so the shopper never sees an empty page between the two (nor a page without
      // its heading).
      navigate: (_, destination: PaymentReturnDestination | null) => {
        if (!destination) return;
        const go = () => navigate(getHref(destination, {}, storeCode));
        preloadPage(destination).then(go, go);
      },
      notify: (_, message: string) =>
        actors.notifications.send({
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
  const actor = useActorRef(machine, { input: { provider, storeCode } });
  const status = useSelector(actor, (snapshot): PaymentReturnStatus => {
    if (snapshot.hasTag('processing')) return 'processing';
    return snapshot.matches('paid') ? 'paid' : 'failed';
  });
  const message = useSelector(actor, (snapshot) => snapshot.context.message);

  // In the browser, with the cart loaded (a paid order clears it): the return is verified once.
  useEffect(() => {
    if (commerce) actor.send({ type: 'payment.start', query: queryOf(search) });
  }, [actor, commerce, search]);

  return (
    <PaymentReturnView
      status={status}
      message={message ? translateCommerceMessage(i18n, message) : null}
      checkoutHref={getHref('checkout', {}, storeCode)}
      homeHref={`/${storeCode}/`}
    />
  );
}
