import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { PAYMENT_METHODS } from '../../components/cart/story-fixtures';
import type { PaymentMethod } from '../../domain/contract/cart';
import { CheckoutView } from './checkout-view';
import {
  CHECKOUT_DATA,
  COMPANY_PAYMENT,
  EMPTY_PAYMENT,
  EMPTY_PERSONAL,
  EMPTY_SHIPPING,
  PAYMENT,
  PERSONAL,
  SHIPPING,
  SHIPPING_TO_PARCEL_MACHINE,
} from './story-fixtures';

/**
 * SPEC 2 /checkout, every step with and without SPEC 5 messages (keys from the checkout machine), and SPEC 4's
 * 'Processing order...'. Server refusals arrive translated; the stories show SPEC 8's English.
 */
const meta = {
  title: 'Pages/CheckoutView',
  component: CheckoutView,
  decorators: [inMain],
  parameters: { router: { path: '/ee/checkout' } },
  args: {
    step: 'personal',
    completedSteps: [],
    status: 'editing',
    loggedIn: false,
    locale: 'et-EE',
    termsHref: '/ee/i/tellimistingimused',
    privacyHref: '/ee/i/isikuandmete-kaitse',
    continueHref: '/ee/',
    personalDetails: EMPTY_PERSONAL,
    shippingDetails: EMPTY_SHIPPING,
    paymentDetails: EMPTY_PAYMENT,
    shippingMethodsStatus: 'ready',
    ...CHECKOUT_DATA,
    onSubmitPersonalDetails: fn(),
    onSubmitShippingDetails: fn(),
    onSubmitPaymentDetails: fn(),
    onEditStep: fn(),
    onShippingCountryChange: fn(),
    onShippingMethodChange: fn(),
    onPaymentMethodChange: fn(),
    onPlaceOrder: fn(),
    onFieldChange: fn(),
    onLogIn: fn(),
    onLiisiChange: fn(),
  },
} satisfies Meta<typeof CheckoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

const afterPersonal = { step: 'shipping', completedSteps: ['personal'], personalDetails: PERSONAL } as const;
const afterShipping = {
  step: 'payment',
  completedSteps: ['personal', 'shipping'],
  personalDetails: PERSONAL,
  shippingDetails: SHIPPING,
} as const;
const atReview = {
  step: 'review',
  completedSteps: ['personal', 'shipping', 'payment'],
  personalDetails: PERSONAL,
  shippingDetails: SHIPPING,
  paymentDetails: PAYMENT,
} as const;

export const PersonalDetails: Story = {};
export const PersonalDetailsInvalid: Story = {
  args: {
    personalDetails: { ...EMPTY_PERSONAL, firstName: 'M', emailAddress: 'mari.tamm@' },
    fieldErrors: { personal: { firstName: 'nameMin2', lastName: 'required', emailAddress: 'email' } },
  },
};
/** SPEC 6: a guest creates an account with the purchase. */
export const CreateAccountInvalid: Story = {
  args: {
    personalDetails: { ...PERSONAL, createAccount: true, password: 'suvi', passwordConfirmation: 'suvi2' },
    fieldErrors: { personal: { password: 'passwordMin8', passwordConfirmation: 'passwordsDiffer' } },
  },
};
export const PersonalDetailsLoggedIn: Story = { args: { loggedIn: true, personalDetails: PERSONAL } };
/** Issue 17: a guest buying a downloadable product is told that its link goes to a customer's account. */
export const PersonalDetailsDownloadsNeedAccount: Story = { args: { downloadsNeedAccount: true } };
export const Shipping: Story = { args: { ...afterPersonal, shippingDetails: EMPTY_SHIPPING } };
export const ShippingInvalid: Story = {
  args: {
    ...afterPersonal,
    shippingDetails: { ...EMPTY_SHIPPING, firstName: 'Mari', zipCode: '1012', phoneNumber: '+372 5123 4567' },
    fieldErrors: {
      shipping: {
        lastName: 'required',
        streetAddress: 'required',
        apartmentNumber: 'required',
        city: 'required',
        zipCode: 'zipEe',
        phoneNumber: 'phoneWithoutCountryCode',
        shippingMethod: 'required',
      },
    },
  },
};
/** A method that delivers to a parcel machine: the picker, filtered by the address's city. */
export const ShippingParcelMachine: Story = { args: { ...afterPersonal, shippingDetails: SHIPPING_TO_PARCEL_MACHINE } };
export const ShippingParcelMachineMissing: Story = {
  args: {
    ...afterPersonal,
    shippingDetails: { ...SHIPPING_TO_PARCEL_MACHINE, parcelMachineId: '' },
    fieldErrors: { shipping: { parcelMachineId: 'required' } },
  },
};
export const ShippingMethodsLoading: Story = {
  args: { ...afterPersonal, shippingDetails: SHIPPING, shippingMethodsStatus: 'loading', shippingMethods: [] },
};
/** Saving the step (SPEC 7 shipping-information): Continue waits. */
export const ShippingSaving: Story = { args: { ...afterPersonal, shippingDetails: SHIPPING, status: 'saving' } };
export const Payment: Story = { args: { ...afterShipping, paymentDetails: EMPTY_PAYMENT } };
export const PaymentInvalid: Story = {
  args: {
    ...afterShipping,
    paymentDetails: { ...COMPANY_PAYMENT, zipCode: '1011', taxId: 'EE', paymentMethod: '', termsAccepted: false },
    fieldErrors: {
      payment: { zipCode: 'zipEe', taxId: 'taxIdMin3', paymentMethod: 'required', termsAccepted: 'acceptTerms' },
    },
  },
};
/** A company's own billing address with its tax ID. */
/** Issue 15: Liisi chosen, its instalment application under the method list (empty, then as checked before). */
const WITH_LIISI: PaymentMethod[] = [
  ...PAYMENT_METHODS,
  { ...(PAYMENT_METHODS[0] as PaymentMethod), code: 'liisi_vsf', title: 'Liisi järelmaks', default: false },
];
export const PaymentLiisi: Story = {
  args: { ...afterShipping, paymentMethods: WITH_LIISI, paymentDetails: { ...PAYMENT, paymentMethod: 'liisi_vsf' } },
};
/** The application as the checkout machine holds it, typed in full. */
const LIISI_FILLED = {
  personalCode: '38001085718',
  employer: 'Rõivas OÜ',
  timeWorked: '24_60',
  totalIncome: '9000',
  monthlyLiabilities: '150,50',
  politicallyExposed: false,
  taxAuthorityConsent: true,
  validIdCard: true,
  numberOfPayments: '12',
  documentNumber: 'AB1234567',
  documentIssueDate: '2022-03-01',
  documentIssuePlace: 'Tallinn',
  occupation: 'employed_private',
};
export const PaymentLiisiFilled: Story = {
  args: {
    ...afterShipping,
    paymentMethods: WITH_LIISI,
    paymentDetails: { ...PAYMENT, paymentMethod: 'liisi_vsf' },
    liisi: { values: LIISI_FILLED, errors: {}, tries: 0 },
  },
};
/** SPEC 5: Continue refused by the checkout machine: the messages under the fields, the first one focused. */
export const PaymentLiisiInvalid: Story = {
  args: {
    ...afterShipping,
    paymentMethods: WITH_LIISI,
    paymentDetails: { ...PAYMENT, paymentMethod: 'liisi_vsf' },
    liisi: {
      values: { ...LIISI_FILLED, personalCode: '3800108', employer: '' },
      errors: { personalCode: 'personalCodeMin11', employer: 'required' },
      tries: 1,
    },
  },
};
export const PaymentBillingAddress: Story = { args: { ...afterShipping, paymentDetails: COMPANY_PAYMENT } };
export const Review: Story = { args: atReview };
export const ReviewParcelMachineAndCompany: Story = {
  args: { ...atReview, shippingDetails: SHIPPING_TO_PARCEL_MACHINE, paymentDetails: COMPANY_PAYMENT },
};
/** SPEC 8: the order result 400. */
export const ReviewOrderFailed: Story = {
  args: {
    ...atReview,
    orderError:
      'Internal validation error. Please check if all required fields are filled in. Please contact us on info@roivas.ee',
  },
};
/** SPEC 4: 'Processing order...', the button takes no second press. */
export const Processing: Story = { args: { ...atReview, status: 'placing' } };
export const EmptyCart: Story = { args: { lines: [], totals: null } };
/** Issue 12, SPEC 4 step 5 "other failure": the order waits in the queue and cannot be placed a second time. */
export const WaitingInQueue: Story = { args: { ...atReview, status: 'waiting' } };
