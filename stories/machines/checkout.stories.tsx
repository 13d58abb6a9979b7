// Every reachable state of the checkout machine (issue 6): each story takes the shortest path of the checkout's
// model (tests/model/checkout.model.ts) that ends in its state, replays it on the real machine, and renders what the
// shopper sees there — each checkout step, the order being placed, then the thank-you page — with the containers'
// own selectors (src/pages/checkout/checkout-selectors.ts), so these stories follow the machine. The cart is the one the
// model's order is made of (stories/fixtures/commerce.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { checkoutMachine } from '../../machines/checkout.machine';
import { checkoutModel } from '../../tests/model/checkout.model';
import { CheckoutScreen, checkoutFacts } from '../fixtures/checkout-screen';
import { MachineState } from '../fixtures/machine-state';
import { inMain } from '../fixtures/page-frame';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type CheckoutMachine = typeof checkoutMachine;

interface CheckoutStoryArgs {
  /** The machine's state (`stateName`: 'editing.shipping'). */
  state: string;
}

/** The shortest path to the state where the cart is not virtual (the story's cart holds a dress); among them a
 * confirmed order rather than a queued one at the thank-you page, and the cart's shipping and payment methods known
 * (as they are once the cart has asked the server). */
function reachCheckoutState({ state }: CheckoutStoryArgs): ReachedState<CheckoutMachine> | null {
  return reach(checkoutModel, state, {
    where: (snapshot) => !snapshot.context.virtualCart,
    prefer: ({ context: c }) =>
      // An order placed through the steps (its e-mail known) rather than one a return page verified after a reload.
      (c.details.personalDetails.emailAddress ? 8 : 0) +
      (c.confirmation ? 4 : 0) +
      (c.shippingMethods.length ? 1 : 0) +
      (c.paymentMethods.length ? 1 : 0) +
      // The cart loaded (issue 17: only the wait for it shows a cart still loading).
      (c.cartReady ? 1 : 0),
  });
}

const meta = {
  title: 'Machines/Checkout',
  decorators: [inMain],
  // The path is generated and replayed by the loader (the checkout's model takes seconds, once per file).
  loaders: [async ({ args }) => ({ reached: reachCheckoutState(args as CheckoutStoryArgs) })],
  render: (args, { loaded }) => (
    <MachineState<CheckoutMachine>
      machine="checkout"
      state={args.state}
      reached={loaded.reached as ReachedState<CheckoutMachine> | null}
      facts={checkoutFacts}
    >
      {(snapshot) => <CheckoutScreen snapshot={snapshot} />}
    </MachineState>
  ),
} satisfies Meta<CheckoutStoryArgs>;

export default meta;

type Story = StoryObj<CheckoutStoryArgs>;

/** The stored details are not back yet. The page shows what currentStep makes of it (checkout-selectors: the review,
 * as while placing) with empty details until they are. */
export const Restoring: Story = { args: { state: 'restoring' } };

/** SPEC 2 step 1: personal details. */
export const PersonalDetails: Story = { args: { state: 'editing.personal' } };

/** Issue 17: the personal details passed before the cart had loaded its lines: step 1 says 'Please wait…' until the
 * cart tells whether anything is to be shipped (then the shipping step, or the payment step for a virtual cart). */
export const AwaitingCart: Story = { args: { state: 'editing.awaitingCart' } };

/** Step 2: the shipping address and method. */
export const Shipping: Story = { args: { state: 'editing.shipping' } };

/** Step 3: the billing address and the payment method. */
export const Payment: Story = { args: { state: 'editing.payment' } };

/** Step 4: the order review with 'Place the order'. */
export const Review: Story = { args: { state: 'editing.review' } };

/** SPEC 4 "Order placing" step 3: 'Processing order...'. */
export const Placing: Story = { args: { state: 'placing' } };

/** SPEC 4 "Order placing" step 5, other failure (issue 12): the order waits in the queue; the review says so and
 * 'Place the order' stays disabled, so the same cart cannot be placed twice. */
export const Waiting: Story = { args: { state: 'waiting' } };

/** SPEC 3 "Order confirmation": the thank-you page with the order number. */
export const Done: Story = { args: { state: 'done' } };

/** SPEC 6: a guest creating the account with the purchase; it is registered before the order leaves. */
export const CreatingAccount: Story = { args: { state: 'creatingAccount' } };

/** Issue 15: a placed Montonio, ESTO or Modena order; the provider's redirect URL is being created. */
export const RedirectingToProvider: Story = { args: { state: 'redirectingToProvider' } };

/** Issue 15: the browser is leaving for the provider's page; the return page reports the verified payment. */
export const Redirected: Story = { args: { state: 'redirected' } };

/** Issue 15: a placed Liisi order; the instalment application is being posted. */
export const SubmittingLiisiApplication: Story = { args: { state: 'submittingLiisiApplication' } };

/** Issue 17: the gift card code typed on the payment step; its balance is being checked. */
export const CheckingGiftCard: Story = { args: { state: 'editing.checkingGiftCard' } };
