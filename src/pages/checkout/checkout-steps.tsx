// The three forms of the checkout (SPEC 2 /checkout: personal details, shipping, payment). Each keeps a draft of
// what is typed and sends the step's values on Continue; the checkout machine checks them (SPEC 5) and answers with
// message keys per field, shown under the fields, the first one focused.
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { BusyStatus } from '../../components/auth/auth-panes';
import { CheckboxField, TextField } from '../../components/auth/form-field';
import type { ParcelMachine, PaymentMethod, ShippingMethod } from '../../domain/contract/cart';
import { STORE_PICKUP } from '../../domain/shipping';
import { AddressFields, ChoiceList, ParcelMachinePicker } from './checkout-fields';
import { LiisiForm } from '../../components/payment/liisi-form';
import { LIISI_METHOD_CODE, shippingMethodKey } from '../../domain/checkout/details';
import type { LiisiDraft } from '../../../machines/checkout.machine';
import type { LiisiFormValues } from '../../domain/payment/liisi-form';
import type {
  CheckoutAddressField,
  PaymentDetailsValues,
  PaymentField,
  PersonalDetailsValues,
  PersonalField,
  ShippingDetailsValues,
  ShippingField,
} from './checkout-values';
import { type StepFormProps, useStepForm } from './use-step-form';

function ContinueButton({ busy }: { busy: boolean }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" aria-disabled={busy}>
        <Trans>Continue</Trans>
      </button>
    </div>
  );
}

export function PersonalDetailsForm(
  props: StepFormProps<PersonalDetailsValues, PersonalField> & { loggedIn: boolean; onLogIn?(): void },
) {
  const { busy, loggedIn, onLogIn } = props;
  const form = useStepForm<PersonalDetailsValues, PersonalField>(props);
  return (
    <form {...form.formProps}>
      {!loggedIn && onLogIn ? (
        <p className="checkout__login">
          <Trans>Already have an account?</Trans>{' '}
          <button type="button" className="link-button" onClick={onLogIn}>
            <Trans>Log in</Trans>
          </button>
        </p>
      ) : null}
      <div className="form-row">
        <TextField {...form.text('firstName')} autoComplete="given-name" label={<Trans>First name</Trans>} required />
        <TextField {...form.text('lastName')} autoComplete="family-name" label={<Trans>Last name</Trans>} required />
      </div>
      <TextField
        {...form.text('emailAddress')}
        type="email"
        autoComplete="email"
        inputMode="email"
        label={<Trans>E-mail address</Trans>}
        required
      />
      {loggedIn ? null : (
        <CheckboxField
          name="createAccount"
          label={<Trans>I want to create an account</Trans>}
          checked={form.values.createAccount}
          onChange={form.set('createAccount')}
        />
      )}
      {!loggedIn && form.values.createAccount ? (
        <div className="form-row">
          <TextField
            {...form.text('password')}
            type="password"
            autoComplete="new-password"
            label={<Trans>Password</Trans>}
            required
          />
          <TextField
            {...form.text('passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            label={<Trans>Repeat password</Trans>}
            required
          />
        </div>
      ) : null}
      <ContinueButton busy={busy} />
      <BusyStatus busy={busy} />
    </form>
  );
}

/** The shipping and payment steps: an address in one of the countries, and a list of methods with their prices. */
interface MethodStepProps<Values, Field extends string, Method> extends StepFormProps<Values, Field> {
  locale: string;
  countries: readonly string[];
  methods: readonly Method[];
}

export interface ShippingStepProps extends MethodStepProps<ShippingDetailsValues, ShippingField, ShippingMethod> {
  methodsStatus: 'loading' | 'ready' | 'failed';
  parcelMachines: readonly ParcelMachine[];
  /** The methods depend on the country (SPEC 7 shipping-methods): the container asks again. */
  onCountryChange(country: string): void;
  /** The totals change with the method (SPEC 7 collect-totals). */
  /** The chosen method's key (shippingMethodKey: carrier and method code). */
  onMethodChange(key: string): void;
}

export function ShippingDetailsForm(props: ShippingStepProps) {
  const { busy, methods, locale } = props;
  const form = useStepForm<ShippingDetailsValues, ShippingField>(props);
  const chosen = methods.find((method) => shippingMethodKey(method) === form.values.shippingMethod);
  const setAddress = (field: CheckoutAddressField, value: string) => {
    form.set(field)(value);
    if (field === 'country') props.onCountryChange(value);
  };
  return (
    <form {...form.formProps}>
      <AddressFields
        section="shipping"
        values={form.values}
        errors={form.errors}
        countries={props.countries}
        onChange={setAddress}
      />
      {props.methodsStatus === 'loading' ? (
        <p role="status">
          <Trans>Loading shipping methods…</Trans>
        </p>
      ) : null}
      {props.methodsStatus === 'failed' ? (
        <p className="form-alert" role="alert">
          <Trans>The shipping methods could not be loaded.</Trans>
        </p>
      ) : null}
      {props.methodsStatus === 'ready' ? (
        <ChoiceList
          {...form.choice('shippingMethod', (key) => {
            // Another method has other parcel machines, or none.
            form.set('parcelMachineId')('');
            props.onMethodChange(key);
          })}
          legend={<Trans>Shipping method</Trans>}
          locale={locale}
          options={methods.map((method) => ({
            value: shippingMethodKey(method),
            label: method.carrier_title ? `${method.carrier_title}: ${method.method_title}` : method.method_title,
            price: method.price_incl_tax,
            disabled: !method.available,
          }))}
        />
      ) : null}
      {chosen?.needs_location ? (
        <ParcelMachinePicker
          machines={props.parcelMachines.filter((machine) => machine.carrier_code === chosen.carrier_code)}
          city={form.values.city}
          value={form.values.parcelMachineId || null}
          error={form.errors.parcelMachineId}
          kind={chosen.carrier_code === STORE_PICKUP.carrier ? 'store' : 'parcel'}
          onChange={(id) => form.set('parcelMachineId')(id ?? '')}
        />
      ) : null}
      <ContinueButton busy={busy} />
      <BusyStatus busy={busy} />
    </form>
  );
}

export interface PaymentStepProps extends MethodStepProps<PaymentDetailsValues, PaymentField, PaymentMethod> {
  termsHref: string;
  privacyHref: string;
  onMethodChange(code: string): void;
  /** Issue 15: the Liisi application the checkout machine holds, and its fields typed. */
  liisi: LiisiDraft;
  onLiisiChange(values: Partial<LiisiFormValues>): void;
  /** Issue 17: a virtual cart has no shipping address to copy: the billing address is always asked. */
  virtualCart?: boolean;
}

/**
 * Issue 15, SPEC 3 "Instalment form fields", SPEC 5: the Liisi application under the method list while liisi_vsf is
 * chosen. The checkout machine holds it (values, messages, refused tries) and checks it on Continue; after each
 * refused Continue the first field with a problem takes the focus.
 */
function useFirstProblemFocus(tries: number) {
  const fieldset = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tries === 0) return;
    fieldset.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tries]);
  return fieldset;
}

export function PaymentDetailsForm(props: PaymentStepProps) {
  const { busy, locale } = props;
  const { liisi } = props;
  const fieldset = useFirstProblemFocus(liisi.tries);
  const form = useStepForm<PaymentDetailsValues, PaymentField>(props);
  return (
    <form {...form.formProps}>
      {props.virtualCart ? null : (
        <CheckboxField
          name="billingSameAsShipping"
          label={<Trans>My billing address is the same as the shipping address</Trans>}
          checked={form.values.billingSameAsShipping}
          onChange={form.set('billingSameAsShipping')}
        />
      )}
      {form.values.billingSameAsShipping && !props.virtualCart ? null : (
        <fieldset className="checkout__billing">
          <legend>
            <Trans>Billing address</Trans>
          </legend>
          <AddressFields
            section="billing"
            values={form.values}
            errors={form.errors}
            countries={props.countries}
            onChange={(field, value) => form.set(field)(value)}
          />
          <div className="form-row">
            <TextField
              {...form.text('company')}
              autoComplete="billing organization"
              label={<Trans>Company name</Trans>}
            />
            <TextField {...form.text('taxId')} label={<Trans>Tax ID</Trans>} />
          </div>
        </fieldset>
      )}
      <ChoiceList
        {...form.choice('paymentMethod', props.onMethodChange)}
        legend={<Trans>Payment method</Trans>}
        locale={locale}
        options={props.methods.map((method) => ({
          value: method.code,
          label: method.title,
          price: method.cost_incl_tax > 0 ? method.cost_incl_tax : null,
        }))}
      />
      {form.values.paymentMethod === LIISI_METHOD_CODE ? (
        <div ref={fieldset}>
          <LiisiForm
            values={liisi.values}
            errors={liisi.errors}
            onChange={(field, value) => props.onLiisiChange({ [field]: value })}
            disabled={busy}
          />
        </div>
      ) : null}
      <CheckboxField
        name="termsAccepted"
        required
        checked={form.values.termsAccepted}
        error={form.errors.termsAccepted}
        onChange={form.set('termsAccepted')}
        label={
          // SPEC 2: the terms and privacy pages of the store view.
          <Trans>
            I accept the <Link href={props.termsHref}>terms and conditions</Link> and the{' '}
            <Link href={props.privacyHref}>privacy policy</Link>
          </Trans>
        }
      />
      <ContinueButton busy={busy} />
      <BusyStatus busy={busy} />
    </form>
  );
}
