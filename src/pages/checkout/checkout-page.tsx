// Container of /checkout (SPEC 2, issue 6): the checkout machine's steps and details, the cart's lines, totals and
// methods, the parcel machines of the chosen carrier, selected for the pure CheckoutView; the shopper's input goes
// back as events. Every field typed is kept (the machine persists it); Continue checks the step. The shipping
// method and country go to the cart too, so the server's totals include shipping (SPEC 7 shipping-information).
// When the order is placed or queued the thank-you page opens.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { CommerceActors } from '../../app/commerce-actors';
import { translateCommerceMessage } from '../../app/commerce-messages';
import { cartLines, cartSummary } from '../../app/cart-selectors';
import { getHref } from '../../app/routes';
import { useShop } from '../../app/shop-context';
import { useCommerce } from '../../app/use-commerce';
import type { CheckoutDetails, EditableStep } from '../../domain/checkout/details';
import { CHECKOUT_STEPS, shippingMethodKey } from '../../domain/checkout/details';
import { SHOP_EMAIL } from '../../domain/store-views';
import { CheckoutView } from './checkout-view';
import type { CheckoutStep } from './checkout-values';

type CheckoutSnapshot = ReturnType<CommerceActors['checkout']['getSnapshot']>;

/** The open step: the machine's editing sub-state; the review while the order is placed. */
function currentStep(snapshot: CheckoutSnapshot): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => snapshot.matches({ editing: step })) ?? 'review';
}

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

  const step = useSelector(checkout, currentStep);
  const placing = useSelector(checkout, (s) => s.hasTag('processing'));
  const done = useSelector(checkout, (s) => s.hasTag('thankYou'));
  const details = useSelector(checkout, (s) => s.context.details);
  const errors = useSelector(checkout, (s) => s.context.errors);
  const orderError = useSelector(checkout, (s) => s.context.error);
  const shippingMethods = useSelector(checkout, (s) => s.context.shippingMethods);
  const paymentMethods = useSelector(checkout, (s) => s.context.paymentMethods);
  const loggedIn = useSelector(checkout, (s) => s.context.customer !== null);
  const methodsLoading = useSelector(cart, (s) => s.hasTag('methodsLoading'));
  const lines = useSelector(
    cart,
    (s) => cartLines(s, code, i18n),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const totals = useSelector(cart, cartSummary);
  const parcels = useSelector(parcelMachines, (s) => s.context.machines);
  const country = details.shippingDetails.country;
  const method = shippingMethods.find(
    (candidate) => shippingMethodKey(candidate) === details.shippingDetails.shippingMethod,
  );

  // The methods of the shipping country (the server prices them); again when the country changes.
  useEffect(() => {
    cart.send({ type: 'cart.loadMethods', address: { country_id: country || storeView.taxCountry } });
  }, [cart, country, storeView.taxCountry]);

  // The parcel machines of the chosen parcel-machine carrier.
  useEffect(() => {
    if (method?.needs_location) {
      parcelMachines.send({ type: 'parcels.load', countryId: country, carrierCode: method.carrier_code });
    }
  }, [parcelMachines, method, country]);

  useEffect(() => {
    if (done) navigate(getHref('thankyou', {}, code));
  }, [done, navigate, code]);

  const translate = (message: string) => translateCommerceMessage(i18n, message);
  const update = (stepName: EditableStep, field: string, value: string | boolean) =>
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
  const chooseShipping = (key: string) => {
    update('shipping', 'shippingMethod', key);
    const chosen = shippingMethods.find((candidate) => shippingMethodKey(candidate) === key);
    if (!chosen) return;
    const address = details.shippingDetails;
    cart.send({
      type: 'cart.setShipping',
      method: { method_code: chosen.method_code, carrier_code: chosen.carrier_code },
      address: {
        country_id: address.country || storeView.taxCountry,
        city: address.city || undefined,
        postcode: address.zipCode || undefined,
        street: address.streetAddress ? [address.streetAddress] : undefined,
      },
    });
  };
  return (
    <CheckoutView
      step={step}
      completedSteps={CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step))}
      status={placing ? 'placing' : 'editing'}
      loggedIn={loggedIn}
      locale={storeView.locale}
      termsHref={`/${code}${storeView.links.terms}`}
      privacyHref={`/${code}${storeView.links.privacy}`}
      continueHref={`/${code}/`}
      personalDetails={details.personalDetails}
      shippingDetails={details.shippingDetails}
      paymentDetails={details.paymentDetails}
      fieldErrors={step === 'review' ? {} : { [step]: errors }}
      shippingMethods={shippingMethods.map((method) => ({
        ...method,
        carrier_title: translate(method.carrier_title),
        method_title: translate(method.method_title),
      }))}
      shippingMethodsStatus={methodsLoading && shippingMethods.length === 0 ? 'loading' : 'ready'}
      parcelMachines={parcels}
      paymentMethods={paymentMethods.map((method) => ({ ...method, title: translate(method.title) }))}
      lines={lines}
      totals={totals}
      orderError={orderError ? translateCommerceMessage(i18n, orderError, SHOP_EMAIL[code]) : null}
      onSubmitPersonalDetails={(values) => submit('personal', values)}
      onSubmitShippingDetails={(values) => submit('shipping', values)}
      onSubmitPaymentDetails={(values) => submit('payment', values)}
      onEditStep={(edited) => {
        if (edited !== 'review') checkout.send({ type: 'checkout.edit', step: edited });
      }}
      onShippingCountryChange={(value) => update('shipping', 'country', value)}
      onShippingMethodChange={chooseShipping}
      onPaymentMethodChange={(value) => {
        update('payment', 'paymentMethod', value);
        cart.send({ type: 'cart.setPayment', method: { code: value } });
      }}
      onFieldChange={update}
      onPlaceOrder={() => {
        const { context } = cart.getSnapshot();
        checkout.send({
          type: 'checkout.placeOrder',
          cart: {
            items: context.items.map((item) => ({
              sku: item.sku,
              qty: item.qty,
              product_option: item.product_option,
              price_incl_tax: item.price_incl_tax,
            })),
            cartId: context.cartServerToken,
            grandTotal: context.totals?.grand_total ?? null,
            couponCode: context.couponCode,
          },
        });
      }}
      onLogIn={async () => {
        const { session } = await actors.account.load();
        session.send({ type: 'session.openAuth' });
      }}
    />
  );
}

export function CheckoutPage() {
  const commerce = useCommerce(true);
  if (!commerce) {
    return (
      <p className="page-loading" role="status">
        <Trans>Loading the checkout…</Trans>
      </p>
    );
  }
  return <Checkout commerce={commerce} />;
}
