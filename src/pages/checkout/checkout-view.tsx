// SPEC 2 /checkout: personal details -> shipping -> payment -> order review, a pure View. The checkout machine says
// which step is open, which are done, what is saved and what is wrong (SPEC 5 message keys per field); the View
// shows each step as a section with a heading, the done ones with a summary and a button to edit them, and sends
// each step's values on Continue. SPEC 4 "Order placing": 'Processing order...' while the order is placed.
import { Trans } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import type { CartLineItem } from '../../components/cart/cart-line';
import { TotalsSummary, type TotalsSummaryValues } from '../../components/cart/totals-summary';
import type { ParcelMachine, PaymentMethod, ShippingMethod } from '../../domain/contract/cart';
import { FormAlert } from '../../components/auth/form-field';
import { CheckoutReview, ReviewLines } from './checkout-review';
import { GiftCardField, GiftCardTotals, type GiftCardView } from './gift-card-field';
import { PaymentDetailsForm, PersonalDetailsForm, ShippingDetailsForm } from './checkout-steps';
import { shippingMethodKey } from '../../domain/checkout/details';
import type { LiisiDraft } from '../../../machines/checkout.machine';
import { EMPTY_LIISI_FORM, type LiisiFormValues } from '../../domain/payment/liisi-form';
import type {
  CheckoutFieldErrors,
  CheckoutStep,
  EditableStep,
  PaymentDetailsValues,
  PersonalDetailsValues,
  ShippingDetailsValues,
} from './checkout-values';
import '../../components/auth/forms.css';
import './checkout-view.css';

/** editing: a step is open; saving: a step's values are being saved; placing: SPEC 4 'Processing order...'. */
export type CheckoutStatus = 'editing' | 'saving' | 'placing' | 'waiting';

export interface CheckoutViewProps {
  step: CheckoutStep;
  /** The steps already done: they show a summary and an edit button. */
  completedSteps: readonly CheckoutStep[];
  /** SPEC 4 / issue 17: all items virtual or downloadable: no shipping step, the billing address is asked. */
  virtualCart?: boolean;
  status: CheckoutStatus;
  /** SPEC 6: a guest may create an account with the purchase, or log in. */
  loggedIn: boolean;
  /** Issue 17: a guest's cart holds a downloadable product, whose link only a customer's account gets. */
  downloadsNeedAccount?: boolean;
  locale: string;
  /** SPEC 2 static links of the store view. */
  termsHref: string;
  privacyHref: string;
  /** The shop's home, for an empty cart. */
  continueHref: string;
  /** SPEC 1: EE and LV. */
  countries?: readonly string[];
  personalDetails: PersonalDetailsValues;
  shippingDetails: ShippingDetailsValues;
  paymentDetails: PaymentDetailsValues;
  fieldErrors?: CheckoutFieldErrors;
  shippingMethods: readonly ShippingMethod[];
  shippingMethodsStatus: 'loading' | 'ready' | 'failed';
  parcelMachines: readonly ParcelMachine[];
  paymentMethods: readonly PaymentMethod[];
  lines: readonly CartLineItem[];
  totals: TotalsSummaryValues | null;
  /** Why the order was not placed or paid (SPEC 8), translated, or null: on the review, or on the payment step. */
  orderError?: string | null;
  /** Issue 15: offline, only the methods not paid online are offered (the payment step says so). */
  offlinePayment?: boolean;
  /** Issue 15: the Liisi application the checkout machine holds (shown while liisi_vsf is chosen). */
  liisi?: LiisiDraft;
  /** Issue 15: Liisi application fields typed. */
  onLiisiChange?(values: Partial<LiisiFormValues>): void;
  /** Issue 17: the gift card code on the payment step, as the checkout machine holds it. */
  giftCard?: GiftCardView;
  onGiftCardCode?(code: string): void;
  onApplyGiftCard?(): void;
  onRemoveGiftCard?(): void;
  onSubmitPersonalDetails(values: PersonalDetailsValues): void;
  onSubmitShippingDetails(values: ShippingDetailsValues): void;
  onSubmitPaymentDetails(values: PaymentDetailsValues): void;
  onEditStep(step: CheckoutStep): void;
  onShippingCountryChange(country: string): void;
  /** The chosen shipping method's key (shippingMethodKey of src/domain/checkout/details.ts). */
  onShippingMethodChange(key: string): void;
  onPaymentMethodChange(code: string): void;
  onPlaceOrder(): void;
  /** Each field as it is typed (optional: the step's values also come with its submit). */
  onFieldChange?(step: EditableStep, field: string, value: string | boolean): void;
  /** Opens the login modal (guests only). */
  onLogIn?(): void;
}

const DEFAULT_COUNTRIES: readonly string[] = ['EE', 'LV'];
const NO_LIISI_DRAFT: LiisiDraft = { values: EMPTY_LIISI_FORM, errors: {}, tries: 0 };

function StepTitle({ step }: { step: CheckoutStep }) {
  switch (step) {
    case 'personal':
      return <Trans>Personal details</Trans>;
    case 'shipping':
      return <Trans>Shipping</Trans>;
    case 'payment':
      return <Trans>Payment</Trans>;
    case 'review':
      return <Trans>Order review</Trans>;
  }
}

function EditLabel({ step }: { step: CheckoutStep }) {
  switch (step) {
    case 'personal':
      return <Trans>Edit personal details</Trans>;
    case 'shipping':
      return <Trans>Edit shipping details</Trans>;
    default:
      return <Trans>Edit payment details</Trans>;
  }
}

interface StepSectionProps {
  step: CheckoutStep;
  number: number;
  state: 'open' | 'done' | 'later';
  /** Editing is offered only while nothing is being placed. */
  canEdit: boolean;
  summary?: ReactNode;
  onEdit(): void;
  children?: ReactNode;
}

function StepSection({ step, number, state, canEdit, summary, onEdit, children }: StepSectionProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = useRef(state === 'open');
  // A newly opened step takes the focus (not on the first render: the page's own focus handling does that).
  useEffect(() => {
    if (state === 'open' && !opened.current) heading.current?.focus();
    opened.current = state === 'open';
  }, [state]);
  return (
    <section className={`checkout-step checkout-step--${state}`} aria-labelledby={headingId}>
      <div className="checkout-step__head">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="checkout-step__title">
          <span className="checkout-step__number" aria-hidden="true">
            {number}
          </span>{' '}
          <StepTitle step={step} />
        </h2>
        {state === 'done' && canEdit && step !== 'review' ? (
          <button type="button" className="link-button" onClick={onEdit}>
            <EditLabel step={step} />
          </button>
        ) : null}
      </div>
      {state === 'done' && summary ? <div className="checkout-step__summary">{summary}</div> : null}
      {state === 'open' ? children : null}
    </section>
  );
}

function PersonalSummary({ values }: { values: PersonalDetailsValues }) {
  return (
    <p>
      {values.firstName} {values.lastName}, {values.emailAddress}
    </p>
  );
}

function ShippingSummary({ values, methods }: { values: ShippingDetailsValues; methods: readonly ShippingMethod[] }) {
  const method = methods.find((candidate) => shippingMethodKey(candidate) === values.shippingMethod);
  return (
    <p>
      {[values.streetAddress, values.apartmentNumber].filter(Boolean).join(' ')}, {values.zipCode} {values.city}
      {method ? (
        <>
          <br />
          {method.method_title}
        </>
      ) : null}
    </p>
  );
}

export function CheckoutView(props: CheckoutViewProps) {
  const { step, status, locale } = props;
  const countries = props.countries ?? DEFAULT_COUNTRIES;
  const errors = props.fieldErrors ?? {};
  const busy = status !== 'editing';
  const stateOf = (candidate: CheckoutStep) =>
    candidate === step ? 'open' : props.completedSteps.includes(candidate) ? 'done' : 'later';
  const section = (candidate: CheckoutStep, number: number, summary: ReactNode, form: ReactNode) => (
    <StepSection
      key={candidate}
      step={candidate}
      number={number}
      state={stateOf(candidate)}
      canEdit={status !== 'placing' && status !== 'waiting'}
      summary={summary}
      onEdit={() => props.onEditStep(candidate)}
    >
      {form}
    </StepSection>
  );

  if (props.lines.length === 0 && status !== 'placing') {
    return (
      <div className="checkout">
        <h1>
          <Trans>Checkout</Trans>
        </h1>
        <p>
          <Trans>Your shopping cart is empty.</Trans>
        </p>
        <Link href={props.continueHref} className="button button--secondary">
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    );
  }

  return (
    <div className="checkout">
      <h1>
        <Trans>Checkout</Trans>
      </h1>
      {props.downloadsNeedAccount ? (
        <p className="form-note checkout__downloads-note">
          <Trans>
            Download links are given to customer accounts only: log in before you place the order, and the file waits in
            the order's details in your account once it is paid.
          </Trans>
        </p>
      ) : null}
      <div className="checkout__layout">
        <div className="checkout__steps">
          {section(
            'personal',
            1,
            <PersonalSummary values={props.personalDetails} />,
            <PersonalDetailsForm
              initial={props.personalDetails}
              errors={errors.personal}
              busy={busy}
              loggedIn={props.loggedIn}
              onSubmit={props.onSubmitPersonalDetails}
              onFieldChange={(field, value) => props.onFieldChange?.('personal', field, value)}
              onLogIn={props.onLogIn}
            />,
          )}
          {props.virtualCart
            ? null
            : section(
                'shipping',
                2,
                <ShippingSummary values={props.shippingDetails} methods={props.shippingMethods} />,
                <ShippingDetailsForm
                  initial={props.shippingDetails}
                  errors={errors.shipping}
                  busy={busy}
                  locale={locale}
                  countries={countries}
                  methods={props.shippingMethods}
                  methodsStatus={props.shippingMethodsStatus}
                  parcelMachines={props.parcelMachines}
                  onSubmit={props.onSubmitShippingDetails}
                  onFieldChange={(field, value) => props.onFieldChange?.('shipping', field, value)}
                  onCountryChange={props.onShippingCountryChange}
                  onMethodChange={props.onShippingMethodChange}
                />,
              )}
          {section(
            'payment',
            props.virtualCart ? 2 : 3,
            <p>
              {props.paymentMethods.find((method) => method.code === props.paymentDetails.paymentMethod)?.title ??
                props.paymentDetails.paymentMethod}
            </p>,
            <>
              {step === 'payment' && props.orderError ? <FormAlert>{props.orderError}</FormAlert> : null}
              {props.offlinePayment ? (
                <p className="checkout__offline-payment" role="note">
                  <Trans>You are offline: pay online when you are back online, or choose cash on delivery.</Trans>
                </p>
              ) : null}
              {props.giftCard ? (
                <GiftCardField
                  giftCard={props.giftCard}
                  locale={locale}
                  onCodeChange={(code) => props.onGiftCardCode?.(code)}
                  onApply={() => props.onApplyGiftCard?.()}
                  onRemove={() => props.onRemoveGiftCard?.()}
                />
              ) : null}
              <PaymentDetailsForm
                initial={props.paymentDetails}
                errors={errors.payment}
                busy={busy}
                locale={locale}
                countries={countries}
                methods={props.paymentMethods}
                termsHref={props.termsHref}
                privacyHref={props.privacyHref}
                onSubmit={props.onSubmitPaymentDetails}
                onFieldChange={(field, value) => props.onFieldChange?.('payment', field, value)}
                onMethodChange={props.onPaymentMethodChange}
                liisi={props.liisi ?? NO_LIISI_DRAFT}
                virtualCart={props.virtualCart ?? false}
                onLiisiChange={(values) => props.onLiisiChange?.(values)}
              />
            </>,
          )}
          {section(
            'review',
            props.virtualCart ? 3 : 4,
            null,
            <CheckoutReview
              personalDetails={props.personalDetails}
              shippingDetails={props.shippingDetails}
              paymentDetails={props.paymentDetails}
              shippingMethods={props.shippingMethods}
              parcelMachines={props.parcelMachines}
              paymentMethods={props.paymentMethods}
              lines={props.lines}
              totals={props.totals}
              locale={locale}
              placing={status === 'placing' || status === 'waiting'}
              waiting={status === 'waiting'}
              orderError={props.orderError}
              giftCard={props.giftCard?.applied ?? null}
              onPlaceOrder={props.onPlaceOrder}
              virtualCart={props.virtualCart ?? false}
            />,
          )}
        </div>
        {step === 'review' ? null : (
          <OrderSummary
            lines={props.lines}
            totals={props.totals}
            giftCard={props.giftCard?.applied ?? null}
            locale={locale}
          />
        )}
      </div>
    </div>
  );
}

function OrderSummary({
  lines,
  totals,
  giftCard,
  locale,
}: {
  lines: readonly CartLineItem[];
  totals: TotalsSummaryValues | null;
  /** An applied gift card: what it pays and what is left to pay, under the totals (as the review step shows). */
  giftCard: GiftCardView['applied'];
  locale: string;
}) {
  const headingId = useId();
  return (
    <aside className="checkout__summary" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Order summary</Trans>
      </h2>
      <ReviewLines lines={lines} locale={locale} />
      {totals ? <TotalsSummary totals={totals} locale={locale} /> : null}
      {totals && giftCard ? <GiftCardTotals applied={giftCard} locale={locale} /> : null}
    </aside>
  );
}
