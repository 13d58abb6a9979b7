// Container of /{store}/montonio-return, /esto-return and /modena-return (SPEC 2 "Return pages"): runs the
// payment-return machine as the composition root provides it (src/app/payment-return-actors.ts: the server's
// verification, the cart, the checkout, the notification and the navigation) and renders its snapshot. The return
// query goes to the machine once the page is in the browser and the commerce actors are loaded (a paid order clears
// the cart).
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CommerceActors } from '../../app/root/commerce-actors';
import { translateCommerceMessage } from '../../app/messages/commerce-messages';
import { paymentReturnLogic } from '../../app/shell/payment-return-actors';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { useCommerce } from '../../app/root/hooks/use-commerce';
import type { ReturnProvider } from '../../domain/payment/return-rules';
import { type PaymentReturnStatus, PaymentReturnView } from './payment-return-view';

function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

function PaymentReturn({ provider, commerce }: { provider: ReturnProvider; commerce: CommerceActors }) {
  const { storeView, actors } = useShop();
  const storeCode = storeView.storeCode;
  const { i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const actor = useActorRef(
    paymentReturnLogic(commerce, { storeCode, i18n, notifications: actors.notifications, navigate }),
    { input: { provider, storeCode } },
  );
  const status = useSelector(actor, (snapshot): PaymentReturnStatus => {
    if (snapshot.hasTag('processing')) return 'processing';
    return snapshot.matches('paid') ? 'paid' : 'failed';
  });
  const message = useSelector(actor, (snapshot) => snapshot.context.message);

  // The return is verified once.
  useEffect(() => {
    actor.send({ type: 'payment.start', query: queryOf(search) });
  }, [actor, search]);

  return (
    <PaymentReturnView
      status={status}
      message={message ? translateCommerceMessage(i18n, message) : null}
      checkoutHref={getHref('checkout', {}, storeCode)}
      homeHref={`/${storeCode}/`}
    />
  );
}

export function PaymentReturnPage({ provider }: { provider: ReturnProvider }) {
  const { storeView } = useShop();
  const storeCode = storeView.storeCode;
  const commerce = useCommerce(true);
  // Before the commerce actors are in the browser (and during SSR): 'Processing payment, please wait ...'.
  if (!commerce) {
    return (
      <PaymentReturnView
        status="processing"
        message={null}
        checkoutHref={getHref('checkout', {}, storeCode)}
        homeHref={`/${storeCode}/`}
      />
    );
  }
  return <PaymentReturn provider={provider} commerce={commerce} />;
}
