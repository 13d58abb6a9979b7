// Container of /checkout (SPEC 2, issue 6): the checkout machine's steps and details, the cart's lines, totals and
// methods, the parcel machines of the chosen carrier, selected for the pure CheckoutView; the shopper's input goes
// back as events. Every field typed is kept (the machine persists it); Continue checks the step. Issue 14: the page
// only tells the checkout it is shown; the checkout machine asks the cart for the shipping country's methods, tells it
// the shipping choice and payment method (SPEC 7 shipping-information) and places its own copy of the cart. When the
// order is placed or queued the thank-you page opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { checkoutCartView, checkoutViewProps } from './checkout-selectors';
import type { CommerceActors } from '../../app/root/commerce-actors';
import { getHref } from '../../app/routing/routes';
import { useShop } from '../../app/root/shop-context';
import { useCommerce } from '../../app/root/hooks/use-commerce';
import type { CheckoutDetails, EditableStep, PaymentMethodAdditional } from '../../domain/checkout/details';
import { shippingMethodKey } from '../../domain/checkout/details';
import { CheckoutView } from './checkout-view';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const DETAILS_OF: Record<EditableStep, keyof CheckoutDetails> = {
  personal: 'personalDetails',
  shipping: 'shippingDetails',
  payment: 'paymentDetails',
};

function Checkout({ commerce }: { commerce: CommerceActors }) {
  const { actors, storeView } = useShop();
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const { cart, checkout, parcelMachines } = commerce;
  const code = storeView.storeCode;

  const done = useSelector(checkout, (s) => s.hasTag('thankYou'));
  const details = useSelector(checkout, (s) => s.context.details);
  const shippingMethods = useSelector(checkout, (s) => s.context.shippingMethods);
  const cartView = useSelector(cart, (s) => checkoutCartView(s, code, i18n), sameJson);
  const parcels = useSelector(parcelMachines, (s) => s.context.machines);
  const view = useSelector(
    checkout,
    (s) => checkoutViewProps(s, cartView, { storeView, i18n, parcelMachines: parcels }),
    sameJson,
  );
  const country = details.shippingDetails.country;
  const method = shippingMethods.find(
    (candidate) => shippingMethodKey(candidate) === details.shippingDetails.shippingMethod,
  );

  // The methods of the shipping country are asked for while the page is shown (the checkout machine asks the cart).
  useEffect(() => {
    checkout.send({ type: 'checkout.shown', shown: true });
    return () => checkout.send({ type: 'checkout.shown', shown: false });
  }, [checkout]);

  // The parcel machines of the chosen parcel-machine carrier.
  useEffect(() => {
    if (method?.needs_location) {
      parcelMachines.send({ type: 'parcels.load', countryId: country, carrierCode: method.carrier_code });
    }
  }, [parcelMachines, method, country]);

  useEffect(() => {
    if (done) navigate(getHref('thankyou', {}, code));
  }, [done, navigate, code]);

  const update = (stepName: EditableStep, field: string, value: string | boolean | PaymentMethodAdditional) =>
    checkout.send({ type: 'checkout.update', step: stepName, field, value });
  const submit = (stepName: EditableStep, values: object) => {
    const current = details[DETAILS_OF[stepName]] as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(values)) {
      if ((typeof value === 'string' || typeof value === 'boolean') && current[field] !== value) {
        update(stepName, field, value);
      }
    }
    checkout.send({ type: 'checkout.next' });
  };
  // The choice reaches the cart from the checkout machine, the default one too.
  const chooseShipping = (key: string) => update('shipping', 'shippingMethod', key);
  return (
    <CheckoutView
      {...view}
      onSubmitPersonalDetails={(values) => submit('personal', values)}
      onSubmitShippingDetails={(values) => submit('shipping', values)}
      onSubmitPaymentDetails={(values) => submit('payment', values)}
      onEditStep={(edited) => {
        if (edited !== 'review') checkout.send({ type: 'checkout.edit', step: edited });
      }}
      onShippingCountryChange={(value) => update('shipping', 'country', value)}
      onShippingMethodChange={chooseShipping}
      onPaymentMethodChange={(value) => update('payment', 'paymentMethod', value)}
      onFieldChange={update}
      onPlaceOrder={() => checkout.send({ type: 'checkout.placeOrder' })}
      onLiisiChange={(values) => checkout.send({ type: 'checkout.liisi', values })}
      onGiftCardCode={(code) => checkout.send({ type: 'checkout.giftCardCode', code })}
      onApplyGiftCard={() => checkout.send({ type: 'checkout.applyGiftCard' })}
      onRemoveGiftCard={() => checkout.send({ type: 'checkout.removeGiftCard' })}
      onLogIn={async () => {
        const { session } = await actors.account.load();
        session.send({ type: 'session.openAuth' });
      }}
    />
  );
}

/** While the checkout's code and stored details load: the page's heading already, so the page is never untitled. */
function Loading() {
  return (
    <div className="checkout">
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      <p className="page-loading" role="status">
        <Trans>Loading the checkout…</Trans>
      </p>
    </div>
  );
}

/** The checkout once the stored details are back (SPEC 4: what was typed before comes back first). */
function RestoredCheckout({ commerce }: { commerce: CommerceActors }) {
  const restoring = useSelector(commerce.checkout, (s) => s.matches('restoring'));
  return restoring ? <Loading /> : <Checkout commerce={commerce} />;
}

export function CheckoutPage() {
  const commerce = useCommerce(true);
  return commerce ? <RestoredCheckout commerce={commerce} /> : <Loading />;
}
