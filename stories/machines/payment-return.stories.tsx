// Every reachable state of the payment-return machine (SPEC 2 "Return pages", SPEC 8 "Payment"): each story takes the
// shortest path of the machine's model (tests/model/payment-return.model.ts) to its state, replays it on the real
// machine, and renders the return page's View as the container does (src/pages/payment-return/).
import { useLingui } from '@lingui/react/macro';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { paymentReturnMachine } from '../../machines/payment-return.machine';
import { translateCommerceMessage } from '../../src/app/messages/commerce-messages';
import { PaymentReturnView } from '../../src/pages/payment-return/payment-return-view';
import { paymentReturnModel } from '../../tests/model/payment-return.model';
import { MachineState } from '../fixtures/machine-state';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type PaymentReturnMachine = typeof paymentReturnMachine;
type Snapshot = ReachedState<PaymentReturnMachine>['snapshot'];

interface PaymentReturnStoryArgs {
  /** The machine's state (`stateName`). */
  state: string;
  /** Only paths of this provider (a failure stays on the page for ESTO; Montonio goes back to the checkout). */
  provider?: 'montonio' | 'esto' | 'modena';
}

function ReturnScreen({ snapshot }: { snapshot: Snapshot }) {
  const { i18n } = useLingui();
  const { message, storeCode } = snapshot.context;
  const status = snapshot.hasTag('processing') ? 'processing' : snapshot.matches('paid') ? 'paid' : 'failed';
  return (
    <PaymentReturnView
      status={status}
      message={message ? translateCommerceMessage(i18n, message) : null}
      checkoutHref={`/${storeCode}/checkout`}
      homeHref={`/${storeCode}/`}
    />
  );
}

const facts = (snapshot: Snapshot) => [
  snapshot.context.provider,
  snapshot.context.confirmation?.orderNumber && `order ${snapshot.context.confirmation.orderNumber}`,
  snapshot.context.message && `'${snapshot.context.message}'`,
];

const meta = {
  title: 'Machines/Payment return',
  loaders: [
    async ({ args }) => {
      const { state, provider } = args as PaymentReturnStoryArgs;
      return {
        reached: reach(paymentReturnModel, state, {
          where: (snapshot) => !provider || snapshot.context.provider === provider,
        }),
      };
    },
  ],
  render: (args, { loaded }) => (
    <MachineState<PaymentReturnMachine>
      machine="payment-return"
      state={args.state}
      reached={loaded.reached as ReachedState<PaymentReturnMachine> | null}
      facts={facts}
    >
      {(snapshot) => <ReturnScreen snapshot={snapshot} />}
    </MachineState>
  ),
} satisfies Meta<PaymentReturnStoryArgs>;

export default meta;

type Story = StoryObj<PaymentReturnStoryArgs>;

/** Server-rendered and hydrating: 'Processing payment, please wait ...'. */
export const Waiting: Story = { args: { state: 'waiting' } };

/** The server verifies the provider's signed return against the stored order. */
export const Verifying: Story = { args: { state: 'verifying' } };

/** Paid: the cart is cleared, the confirmation stored, /thankyou opens. */
export const Paid: Story = { args: { state: 'paid' } };

/** ESTO declined: 'Payment failed' stays on the page, with the way back to the checkout (the cart intact). */
export const Failed: Story = { args: { state: 'failed', provider: 'esto' } };

/** No reply or a server error: 'Payment processing failed.'. */
export const Exception: Story = { args: { state: 'exception' } };
