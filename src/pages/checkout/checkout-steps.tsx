// The three forms of the checkout (SPEC 2 /checkout: personal details, shipping, payment). Each keeps a draft of
// what is typed and sends the step's values on Continue; the checkout machine checks them (SPEC 5) and answers with
// message keys per field, shown under the fields, the first one focused.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { BusyStatus } from '../../components/auth/auth-panes';
import { CheckboxField, TextField } from '../../components/auth/form-field';
import { type FormDraft, useFormDraft } from '../../components/auth/use-form-draft';
import type { FieldErrors } from '../../domain/account-forms';
import type { ParcelMachine, PaymentMethod, ShippingMethod } from '../../domain/contract/cart';
import { AddressFields, ChoiceList, ParcelMachinePicker, useFocusFirstInvalid } from './checkout-fields';
import { shippingMethodKey } from '../../domain/checkout/details';
import type {
  CheckoutAddressField,
  PaymentDetailsValues,
  PaymentField,
  PersonalDetailsValues,
  PersonalField,
  ShippingDetailsValues,
  ShippingField,
} from './checkout-values';

/** The machine checks the values; the draft only keeps them. */
const noRules = () => ({});

interface StepFormProps<Values, Field extends string> {
  initial: Values;
  errors?: FieldErrors<Field>;
  /** The step is being saved (SPEC 7 shipping-information and the like): Continue ignores presses. */
  busy: boolean;
  onSubmit(values: Values): void;
  /** Every change of a field, for a container that keeps the details in the machine as they are typed. */
  onFieldChange?(field: keyof Values & string, value: string | boolean): void;
}

/** The draft's setter that also reports the change. */
function useSetter<Values, Field extends string>(
  form: FormDraft<Values, Field>,
  onFieldChange: ((field: keyof Values & string, value: string | boolean) => void) | undefined,
) {
  return <Key extends keyof Values & string>(field: Key) =>
    (value: Values[Key]) => {
      form.set(field)(value);
      if (typeof value === 'string' || typeof value === 'boolean') onFieldChange?.(field, value);
    };
}

function ContinueButton({ busy }: { busy: boolean }) {
  return (
    <div className="form-actions">
      <button type="submit" className="button" aria-disabled={busy}>
        <Trans>Continue</Trans>
      </button>
    </div>
  );
}

export function PersonalDetailsForm({
  initial,
  errors,
  busy,
  loggedIn,
  onSubmit,
  onLogIn,
  onFieldChange,
}: StepFormProps<PersonalDetailsValues, PersonalField> & { loggedIn: boolean; onLogIn?(): void }) {
  const form = useFormDraft<PersonalDetailsValues, PersonalField>(initial, noRules, errors);
  const set = useSetter(form, onFieldChange);
  useFocusFirstInvalid(form.formRef, errors);
  const text = (name: PersonalField) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: set(name),
  });
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={form.submit((v) => busy || onSubmit(v))}
    >
      {!loggedIn && onLogIn ? (
        <p className="checkout__login">
          <Trans>Already have an account?</Trans>{' '}
          <button type="button" className="link-button" onClick={onLogIn}>
            <Trans>Log in</Trans>
          </button>
        </p>
      ) : null}
      <div className="form-row">
        <TextField {...text('firstName')} autoComplete="given-name" label={<Trans>First name</Trans>} required />
        <TextField {...text('lastName')} autoComplete="family-name" label={<Trans>Last name</Trans>} required />
      </div>
      <TextField
        {...text('emailAddress')}
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
          onChange={set('createAccount')}
        />
      )}
      {!loggedIn && form.values.createAccount ? (
        <div className="form-row">
          <TextField
            {...text('password')}
            type="password"
            autoComplete="new-password"
            label={<Trans>Password</Trans>}
            required
          />
          <TextField
            {...text('passwordConfirmation')}
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

export interface ShippingStepProps extends StepFormProps<ShippingDetailsValues, ShippingField> {
  locale: string;
  countries: readonly string[];
  methods: readonly ShippingMethod[];
  methodsStatus: 'loading' | 'ready' | 'failed';
  parcelMachines: readonly ParcelMachine[];
  /** The methods depend on the country (SPEC 7 shipping-methods): the container asks again. */
  onCountryChange(country: string): void;
  /** The totals change with the method (SPEC 7 collect-totals). */
  /** The chosen method's key (shippingMethodKey: carrier and method code). */
  onMethodChange(key: string): void;
}

export function ShippingDetailsForm(props: ShippingStepProps) {
  const { busy, errors = {}, methods, locale } = props;
  const form = useFormDraft<ShippingDetailsValues, ShippingField>(props.initial, noRules, errors);
  const set = useSetter(form, props.onFieldChange);
  useFocusFirstInvalid(form.formRef, errors);
  const chosen = methods.find((method) => shippingMethodKey(method) === form.values.shippingMethod);
  const setAddress = (field: CheckoutAddressField, value: string) => {
    set(field)(value);
    if (field === 'country') props.onCountryChange(value);
  };
  const setMethod = (key: string) => {
    set('shippingMethod')(key);
    set('parcelMachineId')('');
    props.onMethodChange(key);
  };
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={form.submit((v) => busy || props.onSubmit(v))}
    >
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
          name="shippingMethod"
          legend={<Trans>Shipping method</Trans>}
          locale={locale}
          value={form.values.shippingMethod || null}
          error={form.errors.shippingMethod}
          options={methods.map((method) => ({
            value: shippingMethodKey(method),
            label: method.carrier_title ? `${method.carrier_title}: ${method.method_title}` : method.method_title,
            price: method.price_incl_tax,
            disabled: !method.available,
          }))}
          onChange={setMethod}
        />
      ) : null}
      {chosen?.needs_location ? (
        <ParcelMachinePicker
          machines={props.parcelMachines.filter((machine) => machine.carrier_code === chosen.carrier_code)}
          city={form.values.city}
          value={form.values.parcelMachineId || null}
          error={form.errors.parcelMachineId}
          onChange={(id) => set('parcelMachineId')(id ?? '')}
        />
      ) : null}
      <ContinueButton busy={busy} />
      <BusyStatus busy={busy} />
    </form>
  );
}

export interface PaymentStepProps extends StepFormProps<PaymentDetailsValues, PaymentField> {
  locale: string;
  countries: readonly string[];
  methods: readonly PaymentMethod[];
  termsHref: string;
  privacyHref: string;
  onMethodChange(code: string): void;
}

export function PaymentDetailsForm(props: PaymentStepProps) {
  const { busy, errors = {}, locale } = props;
  const form = useFormDraft<PaymentDetailsValues, PaymentField>(props.initial, noRules, errors);
  const set = useSetter(form, props.onFieldChange);
  useFocusFirstInvalid(form.formRef, errors);
  const text = (name: 'company' | 'taxId') => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: set(name),
  });
  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      aria-busy={busy}
      onSubmit={form.submit((v) => busy || props.onSubmit(v))}
    >
      <CheckboxField
        name="billingSameAsShipping"
        label={<Trans>My billing address is the same as the shipping address</Trans>}
        checked={form.values.billingSameAsShipping}
        onChange={set('billingSameAsShipping')}
      />
      {form.values.billingSameAsShipping ? null : (
        <fieldset className="checkout__billing">
          <legend>
            <Trans>Billing address</Trans>
          </legend>
          <AddressFields
            section="billing"
            values={form.values}
            errors={form.errors}
            countries={props.countries}
            onChange={(field, value) => set(field)(value)}
          />
          <div className="form-row">
            <TextField {...text('company')} autoComplete="billing organization" label={<Trans>Company name</Trans>} />
            <TextField {...text('taxId')} label={<Trans>Tax ID</Trans>} />
          </div>
        </fieldset>
      )}
      <ChoiceList
        name="paymentMethod"
        legend={<Trans>Payment method</Trans>}
        locale={locale}
        value={form.values.paymentMethod || null}
        error={form.errors.paymentMethod}
        options={props.methods.map((method) => ({
          value: method.code,
          label: method.title,
          price: method.cost_incl_tax > 0 ? method.cost_incl_tax : null,
        }))}
        onChange={(code) => {
          set('paymentMethod')(code);
          props.onMethodChange(code);
        }}
      />
      <CheckboxField
        name="termsAccepted"
        required
        checked={form.values.termsAccepted}
        error={form.errors.termsAccepted}
        onChange={set('termsAccepted')}
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
