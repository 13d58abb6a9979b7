// Container of /thankyou (SPEC 2: shown when the thank-you state is set): the order number of the order just placed,
// or the note that an order placed offline leaves when the shopper is back online. While the page is shown the
// order queue sends what waits (SPEC 4 "Offline orders and going online"). Leaving the page starts a new checkout.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { thankYouViewProps } from './checkout-selectors';
import type { CommerceActors } from '../../app/root/commerce-actors';
import { useShop } from '../../app/root/shop-context';
import { useCommerce } from '../../app/root/hooks/use-commerce';
import { trackPurchase } from '../../app/root/consent-actors';
import { purchaseEvent } from '../../domain/analytics/purchase';
import { ThankYouView } from './thank-you-view';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function ThankYou({ commerce }: { commerce: CommerceActors }) {
  const { storeView, tagManagerId } = useShop();
  const { checkout, orderQueue } = commerce;
  const code = storeView.storeCode;
  const view = useSelector(checkout, (s) => thankYouViewProps(s, code), sameJson);
  // SPEC 5 / SPEC 1: with a tag manager configured, the order's GA4 purchase in EUR, once per order number (it
  // reaches the dataLayer only with the visitor's consent: src/app/root/consent-actors.ts).
  const purchase = useSelector(
    checkout,
    (s) => {
      const number = s.context.isThankYouPage ? s.context.confirmation?.orderNumber : null;
      return number && s.context.order ? purchaseEvent(number, s.context.order.products) : null;
    },
    sameJson,
  );
  useEffect(() => {
    if (tagManagerId && purchase) trackPurchase(purchase);
  }, [tagManagerId, purchase]);

  useEffect(() => {
    orderQueue.send({ type: 'queue.thankYouPage', shown: true });
    return () => {
      orderQueue.send({ type: 'queue.thankYouPage', shown: false });
      if (checkout.getSnapshot().hasTag('thankYou')) checkout.send({ type: 'checkout.restart' });
    };
  }, [orderQueue, checkout]);

  if (!view) {
    // Issue 16 route walk: the page has its heading even with no order to confirm.
    return (
      <div className="thank-you">
        <h1>
          <Trans>Order confirmation</Trans>
        </h1>
        <p className="thank-you__none">
          <Trans>There is no order to confirm here.</Trans>
        </p>
      </div>
    );
  }
  return <ThankYouView {...view} />;
}

export function ThankYouPage() {
  const commerce = useCommerce(true);
  if (!commerce) {
    return (
      <div className="thank-you">
        <h1>
          <Trans>Thank you for your order</Trans>
        </h1>
        <p className="page-loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      </div>
    );
  }
  return <ThankYou commerce={commerce} />;
}
