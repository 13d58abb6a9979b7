// Container of /thankyou (SPEC 2: shown when the thank-you state is set): the order number of the order just placed,
// or the note that an order placed offline leaves when the shopper is back online. While the page is shown the
// order queue sends what waits (SPEC 4 "Offline orders and going online"). Leaving the page starts a new checkout.
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { CommerceActors } from '../../app/commerce-actors';
import { getHref } from '../../app/routes';
import { useShop } from '../../app/shop-context';
import { useCommerce } from '../../app/use-commerce';
import { ThankYouView } from './thank-you-view';

function ThankYou({ commerce }: { commerce: CommerceActors }) {
  const { storeView } = useShop();
  const { checkout, orderQueue } = commerce;
  const shown = useSelector(checkout, (s) => s.context.isThankYouPage);
  const confirmation = useSelector(checkout, (s) => s.context.confirmation);
  const email = useSelector(checkout, (s) => s.context.details.personalDetails.emailAddress || null);
  const loggedIn = useSelector(checkout, (s) => s.context.customer !== null);
  const code = storeView.storeCode;

  useEffect(() => {
    orderQueue.send({ type: 'queue.thankYouPage', shown: true });
    return () => {
      orderQueue.send({ type: 'queue.thankYouPage', shown: false });
      if (checkout.getSnapshot().hasTag('thankYou')) checkout.send({ type: 'checkout.restart' });
    };
  }, [orderQueue, checkout]);

  if (!shown) {
    return (
      <p className="thank-you__none">
        <Trans>There is no order to confirm here.</Trans>
      </p>
    );
  }
  return (
    <ThankYouView
      orderNumber={confirmation?.orderNumber ?? null}
      email={email}
      queued={confirmation === null}
      loggedIn={loggedIn}
      continueHref={`/${code}/`}
      ordersHref={getHref('my-orders', {}, code)}
    />
  );
}

export function ThankYouPage() {
  const commerce = useCommerce(true);
  if (!commerce) {
    return (
      <p className="page-loading" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  return <ThankYou commerce={commerce} />;
}
