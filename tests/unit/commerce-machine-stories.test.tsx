// @vitest-environment jsdom
// The stories of the cart, checkout, order-placement and order-queue machines as tests (issues 5 and 6), as
// tests/unit/stories.test.tsx does it: every story replays its model's path on the real machine and renders through
// Storybook's portable stories with the real preview (en-US, the source language), checked by role and name as a
// person finds things. The stories follow the machines: a state a model's paths reach without a story, or a story of
// a state no path reaches, fails here.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { AnyStateMachine } from 'xstate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { reachableStateNames } from '../../stories/fixtures/reachable-states';
import * as cartStories from '../../stories/machines/cart.stories';
import * as checkoutStories from '../../stories/machines/checkout.stories';
import * as orderFlowStories from '../../stories/machines/order-flow.stories';
import type { MachineModel } from '../helpers/model';
import { cartModel } from '../model/cart.model';
import { checkoutModel } from '../model/checkout.model';
import { orderPlacementModel } from '../model/order-placement.model';
import { orderQueueModel } from '../model/order-queue.model';

setProjectAnnotations([preview, { initialGlobals: { locale: 'en-US' } }]);
afterEach(cleanup);

const cart = composeStories(cartStories);
const checkout = composeStories(checkoutStories);
const orderFlow = composeStories(orderFlowStories);

type Composed = { args: { state?: string; machine?: string } };
const MODELS: Array<[string, MachineModel<AnyStateMachine>, Composed[]]> = [
  ['cart', cartModel as never, Object.values(cart)],
  ['checkout', checkoutModel as never, Object.values(checkout)],
  [
    'order-placement',
    orderPlacementModel as never,
    Object.values(orderFlow).filter((Story) => Story.args.machine === 'order-placement'),
  ],
  [
    'order-queue',
    orderQueueModel as never,
    Object.values(orderFlow).filter((Story) => Story.args.machine === 'order-queue'),
  ],
];

// The models' paths are generated once, before the stories' loaders ask for them (the cart's takes seconds).
beforeAll(() => {
  for (const [, model] of MODELS) reachableStateNames(model);
}, 300_000);

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}
/** Prices are '54,99 €' with a no-break space; the text queries see it as a space. */
const textOf = (element: HTMLElement | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
const hrefOf = (element: HTMLElement) => element.getAttribute('href');
/** The caption line of a machine: 'cart machine: <state> [tags] — facts'. */
const caption = (machine: string) => textOf(screen.getByText(new RegExp(`^${machine} machine:`)));
const statuses = () => screen.getAllByRole('status').map(textOf);
const miniCart = () => screen.getByRole('dialog', { name: 'Shopping cart' });
const cartLineNames = () =>
  within(miniCart())
    .getAllByRole('listitem')
    .map((line) => textOf(within(line).getAllByRole('link')[0]));
/** A description list's terms and their values, as pairs. */
const pairsOf = (list: HTMLElement) =>
  [...list.querySelectorAll('dt')].map((term) => [textOf(term), textOf(term.nextElementSibling as HTMLElement)]);

describe('the commerce machine stories follow the machines', () => {
  it.each(MODELS)(
    'every state the %s model reaches has a story, and no story another state',
    (_name, model, stories) => {
      const states = new Set(stories.map((Story) => Story.args.state));
      expect([...states].sort()).toEqual([...reachableStateNames(model)].sort());
    },
  );

  it('the story files hold exactly the stories tested here', () => {
    expect(Object.keys(cart).sort()).toEqual(
      [
        'Loading',
        'Idle',
        'Offline',
        'CheckingStock',
        'CheckingLineStock',
        'CheckingStockAndLineStock',
        'LineOutOfStock',
        'Connecting',
        'Pulling',
        'Updating',
        'Deleting',
        'PullingTotals',
        'ApplyingCoupon',
        'RemovingCoupon',
        'LoadingShippingMethods',
        'LoadingPaymentMethods',
        'SavingShipping',
        'WaitingForNetwork',
        'SyncDisabled',
        'CheckingStockSyncDisabled',
      ].sort(),
    );
    expect(Object.keys(checkout).sort()).toEqual(
      [
        'Restoring',
        'PersonalDetails',
        'AwaitingCart',
        'Shipping',
        'Payment',
        'Review',
        'Placing',
        'Waiting',
        'Done',
        'CreatingAccount',
        'RedirectingToProvider',
        'Redirected',
        'SubmittingLiisiApplication',
        'CheckingGiftCard',
      ].sort(),
    );
    expect(Object.keys(orderFlow).sort()).toEqual(
      [
        'PlacementSending',
        'PlacementPlaced',
        'PlacementQueued',
        'PlacementFailed',
        'PlacementRejected',
        'PlacementIgnored',
        'QueueLoading',
        'QueueIdle',
        'QueueOffline',
        'QueueAwaitingConfirmation',
        'QueueLocking',
        'QueueLockWait',
        'QueueTransmitting',
        'QueueReleasing',
        'QueueReleasingForRetry',
        'QueueBackoff',
      ].sort(),
    );
  });

  for (const [file, stories] of Object.entries({ cart, checkout, orderFlow })) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file} ${name} is in the state it names, reached by a path of the model`, async () => {
        await renderStory(Story as never);
        expect(screen.queryByText(/^No path of the .* model reaches/)).toBeNull();
        const { state, machine } = (Story as unknown as Composed).args;
        const name = machine ?? (file === 'cart' ? 'cart' : 'checkout');
        expect(caption(name)).toMatch(new RegExp(`^${name} machine: ${escapeRegExp(state ?? '')}( \\[|$| —)`));
      });
    }
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('Machines/Cart: the cart button and the mini cart in every state', () => {
  it('Loading says the cart is loading and counts nothing', async () => {
    await renderStory(cart.Loading);
    expect(statuses()).toContain('Loading the cart…');
    expect(screen.getByRole('button', { name: /^Cart.*empty$/ })).toBeTruthy();
    expect(within(miniCart()).queryByRole('link', { name: 'Go to checkout' })).toBeNull();
  });

  it('Idle lists the stored dress, counts it and links the checkout, with no sync or offline note', async () => {
    await renderStory(cart.Idle);
    expect(cartLineNames()).toEqual(['Linen dress']);
    expect(screen.getByRole('button', { name: /^Cart.*1 item$/ })).toBeTruthy();
    expect(hrefOf(within(miniCart()).getByRole('link', { name: 'Go to checkout' }))).toBe('/ee/checkout');
    expect(statuses()).not.toContain('Updating the cart…');
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('Offline notes that changes are synced later and disables the coupon, keeping the added dress', async () => {
    await renderStory(cart.Offline);
    expect(caption('cart')).toContain('offline');
    expect(screen.getByText('You are offline. Changes will be synced when you are back online.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Discount code' }).hasAttribute('disabled')).toBe(true);
    expect(cartLineNames()).toEqual(['Linen dress']);
  });

  it.each([
    ['Connecting', cart.Connecting],
    ['Pulling', cart.Pulling],
    ['Updating', cart.Updating],
    ['Deleting', cart.Deleting],
    ['PullingTotals', cart.PullingTotals],
  ])('%s is syncing: the mini cart says the cart is being updated', async (_name, Story) => {
    await renderStory(Story);
    expect(caption('cart')).toMatch(/\[syncing\]/);
    expect(statuses()).toContain('Updating the cart…');
  });

  it('Updating shows the quantity being pushed: two dresses', async () => {
    await renderStory(cart.Updating);
    expect(screen.getByRole('button', { name: /^Cart.*2 items$/ })).toBeTruthy();
    expect(cartLineNames()).toEqual(['Linen dress']);
  });

  it('Deleting no longer lists the line being deleted on the server', async () => {
    await renderStory(cart.Deleting);
    expect(cartLineNames()).toEqual(['Cotton shirt']);
  });

  it('CheckingStock is adding another dress: the cart shows the one it had until the stock answers', async () => {
    await renderStory(cart.CheckingStock);
    expect(caption('cart')).toMatch(/\[adding\]/);
    expect(screen.getByRole('button', { name: /^Cart.*1 item$/ })).toBeTruthy();
    expect(cartLineNames()).toEqual(['Linen dress']);
  });

  it('CheckingStockSyncDisabled is adding the dress: not in the cart before the stock answers', async () => {
    await renderStory(cart.CheckingStockSyncDisabled);
    expect(caption('cart')).toMatch(/\[syncDisabled, adding\]/);
    expect(cartLineNames()).toEqual(['Cotton shirt']);
  });

  it('CheckingLineStock checks the lines’ stock without a sync note; the checkout stays open', async () => {
    await renderStory(cart.CheckingLineStock);
    expect(caption('cart')).toMatch(/\[stockChecking\]/);
    expect(statuses()).not.toContain('Updating the cart…');
    expect(within(miniCart()).getByRole('link', { name: 'Go to checkout' })).toBeTruthy();
  });

  it('CheckingStockAndLineStock adds the dress pressed while the cart loaded, beside the stored lines’ check', async () => {
    await renderStory(cart.CheckingStockAndLineStock);
    expect(caption('cart')).toMatch(/\[adding, stockChecking\]|\[stockChecking, adding\]/);
    expect(cartLineNames()).toEqual(['Linen dress']);
  });

  it('LineOutOfStock marks the line and keeps the shopper from the checkout, saying why', async () => {
    await renderStory(cart.LineOutOfStock);
    const line = within(miniCart()).getAllByRole('listitem')[0] as HTMLElement;
    expect(textOf(within(line).getByRole('alert'))).toBe('Out of the stock!');
    expect(within(line).queryByText('In stock!')).toBeNull();
    expect(within(miniCart()).queryByRole('link', { name: 'Go to checkout' })).toBeNull();
    const checkout = within(miniCart()).getByRole('button', { name: 'Go to checkout' });
    expect(checkout.getAttribute('aria-disabled')).toBe('true');
    expect(checkout.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText('Some products in your cart are out of stock. Remove them to go to the checkout.'),
    ).toBeTruthy();
  });

  it('ApplyingCoupon keeps the coupon form busy', async () => {
    await renderStory(cart.ApplyingCoupon);
    expect(statuses()).toContain('Please wait…');
    expect(screen.getByRole('button', { name: 'Apply' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('RemovingCoupon shows the applied code, busy', async () => {
    await renderStory(cart.RemovingCoupon);
    const remove = screen.getByRole('button', { name: 'Remove the discount code UUDIS10' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    expect(statuses()).toContain('Please wait…');
  });

  it.each([
    ['LoadingShippingMethods', cart.LoadingShippingMethods],
    ['LoadingPaymentMethods', cart.LoadingPaymentMethods],
    ['SavingShipping', cart.SavingShipping],
  ])('%s loads methods for the checkout; the mini cart stays usable and quiet', async (_name, Story) => {
    await renderStory(Story);
    expect(caption('cart')).toMatch(/\[methodsLoading\]/);
    expect(statuses()).not.toContain('Updating the cart…');
    expect(within(miniCart()).getByRole('link', { name: 'Go to checkout' })).toBeTruthy();
  });

  it('WaitingForNetwork keeps the lines after a call got no answer, without a sync note', async () => {
    await renderStory(cart.WaitingForNetwork);
    expect(caption('cart')).toMatch(/\[waitingForNetwork\].*error: Failed to fetch/);
    expect(cartLineNames()).toEqual(['Linen dress']);
    expect(statuses()).not.toContain('Updating the cart…');
  });

  it.each([
    ['SyncDisabled', cart.SyncDisabled],
    ['CheckingStockSyncDisabled', cart.CheckingStockSyncDisabled],
  ])('%s notes the cart is kept on this device', async (_name, Story) => {
    await renderStory(Story);
    expect(screen.getByText('The cart cannot be saved in the shop right now. It is kept on this device.')).toBeTruthy();
  });
});

describe('Machines/Checkout: every step, the placing and the thank-you page', () => {
  it('Restoring shows the checkout with the cart while the stored details come back', async () => {
    await renderStory(checkout.Restoring);
    expect(caption('checkout')).toMatch(/^checkout machine: restoring \[busy\]/);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.queryByText('Processing order...')).toBeNull();
  });

  it('PersonalDetails opens step 1 with its form; the later steps are closed', async () => {
    await renderStory(checkout.PersonalDetails);
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(within(personal).getByRole('textbox', { name: /First name/ })).toBeTruthy();
    expect(within(personal).getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Shipping' })).queryByRole('textbox')).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(2);
  });

  it('AwaitingCart keeps step 1 open and says to wait while the cart loads its lines (issue 17)', async () => {
    await renderStory(checkout.AwaitingCart);
    expect(caption('checkout')).toMatch(/^checkout machine: editing\.awaitingCart \[[^\]]*busy/);
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(within(personal).getByRole('button', { name: 'Continue' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(personal).getAllByRole('status').map(textOf)).toContain('Please wait…');
    expect(within(screen.getByRole('region', { name: 'Shipping' })).queryByRole('textbox')).toBeNull();
  });

  it('Shipping opens step 2 with the restored address; step 1 is done and can be edited', async () => {
    await renderStory(checkout.Shipping);
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect((within(shipping).getByRole('textbox', { name: /Street address/ }) as HTMLInputElement).value).toBe(
      'Tamme tn 5',
    );
    const personal = screen.getByRole('region', { name: 'Personal details' });
    expect(textOf(personal)).toContain('Mari Maasikas, mari@example.ee');
    expect(within(personal).getByRole('button', { name: 'Edit personal details' })).toBeTruthy();
  });

  it('Payment opens step 3 with the cart’s payment methods', async () => {
    await renderStory(checkout.Payment);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getAllByRole('radio')).toHaveLength(4);
    expect(within(payment).getByRole('radio', { name: /Cash on delivery/ })).toBeTruthy();
    expect(within(payment).getByRole('radio', { name: /Bank link/ })).toBeTruthy();
    expect(within(payment).getByRole('radio', { name: /Liisi/ })).toBeTruthy();
    expect(within(payment).getByRole('checkbox', { name: /I accept the terms/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit shipping details' })).toBeTruthy();
  });

  it('Review shows the order with its totals and the button to place it', async () => {
    await renderStory(checkout.Review);
    const review = screen.getByRole('region', { name: 'Order review' });
    expect(pairsOf(review)).toContainEqual(['Grand total', '123,70 €']);
    expect(within(review).getByRole('button', { name: 'Place the order' }).getAttribute('aria-disabled')).not.toBe(
      'true',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Placing shows SPEC 4’s progress text and offers no editing or second press', async () => {
    await renderStory(checkout.Placing);
    expect(screen.getByText('Processing order...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place the order' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('Waiting disables placing while the order waits in the queue', async () => {
    await renderStory(checkout.Waiting);
    expect(screen.getAllByRole('status').map(textOf)).toContain(
      'Your order has been queued and is being sent again. Please wait; do not place it a second time.',
    );
    expect(screen.getByRole('button', { name: 'Place the order' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('Done is the thank-you page with the order number', async () => {
    await renderStory(checkout.Done);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(textOf(screen.getByText(/Your order number is/))).toBe('Your order number is 000000041.');
    expect(screen.getByText('We have sent the order confirmation to mari@example.ee.')).toBeTruthy();
  });

  // Issue 14 / 15: the account created with the purchase and the provider states, each reached by a model path.
  for (const [name, state] of [
    ['CreatingAccount', 'creatingAccount'],
    ['RedirectingToProvider', 'redirectingToProvider'],
    ['Redirected', 'redirected'],
    ['SubmittingLiisiApplication', 'submittingLiisiApplication'],
  ] as const) {
    it(`${name} is the checkout in ${state}, placing (no editing, no second press)`, async () => {
      await renderStory(checkout[name]);
      expect(caption('checkout')).toMatch(new RegExp(`^checkout machine: ${state}`));
      const review = screen.getByRole('region', { name: 'Order review' });
      expect(
        within(review)
          .getByRole('button', { name: /Place the order|Processing/ })
          .getAttribute('aria-disabled'),
      ).toBe('true');
    });
  }
});

// Issue 17: the gift card code's balance being checked on the payment step.
describe('Machines/Checkout: the gift card', () => {
  it('CheckingGiftCard keeps the payment step open and says the card is being checked', async () => {
    await renderStory(checkout.CheckingGiftCard);
    expect(caption('checkout')).toMatch(/^checkout machine: editing\.checkingGiftCard/);
    expect(screen.getByLabelText('Gift card code')).toBeTruthy();
    expect(screen.getAllByRole('status').map(textOf)).toContain('Checking the gift card...');
  });
});

describe('Machines/OrderFlow: one order being placed', () => {
  it('PlacementSending keeps the checkout at its review with SPEC 4’s progress text', async () => {
    await renderStory(orderFlow.PlacementSending);
    expect(caption('order-placement')).toMatch(/^order-placement machine: sending \[busy, processing\]/);
    expect(caption('checkout')).toMatch(/^checkout machine: placing/);
    expect(screen.getByText('Processing order...')).toBeTruthy();
  });

  it('PlacementPlaced opens the thank-you page with the shop’s order number', async () => {
    await renderStory(orderFlow.PlacementPlaced);
    expect(caption('checkout')).toMatch(/^checkout machine: done \[thankYou\]/);
    expect(textOf(screen.getByText(/Your order number is/))).toBe('Your order number is 000000041.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('PlacementQueued opens the thank-you page of a queued order, sent once back online', async () => {
    await renderStory(orderFlow.PlacementQueued);
    expect(caption('order-placement')).toContain('offline');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeTruthy();
    expect(textOf(screen.getByRole('status'))).toBe('Your order will be sent when you are back online.');
    expect(screen.queryByText(/Your order number is/)).toBeNull();
  });

  it('PlacementFailed keeps the shopper at the review while the queued order is sent again (SPEC 4 step 5)', async () => {
    await renderStory(orderFlow.PlacementFailed);
    expect(caption('order-placement')).toMatch(/online, outcome failed, code 500/);
    expect(caption('checkout')).toMatch(/^checkout machine: waiting/);
    expect(screen.queryByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeNull();
    expect(screen.getAllByRole('status').map(textOf)).toContain(
      'Your order has been queued and is being sent again. Please wait; do not place it a second time.',
    );
    expect(screen.getByRole('button', { name: 'Place the order' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('PlacementRejected brings the shopper back to the step the server named, the field marked', async () => {
    await renderStory(orderFlow.PlacementRejected);
    expect(caption('order-placement')).toMatch(/code 400/);
    // Issue 12/14: the checkout branches on the placement's output: a refused postcode opens the shipping step.
    expect(caption('checkout')).toMatch(/^checkout machine: editing\.shipping/);
    expect(screen.getByRole('region', { name: 'Shipping' })).toBeTruthy();
  });

  it('PlacementIgnored leaves the shopper at the review, without an error', async () => {
    await renderStory(orderFlow.PlacementIgnored);
    expect(screen.getByText(/^\(online, the same order already placed in this session\)/)).toBeTruthy();
    expect(caption('checkout')).toMatch(/^checkout machine: editing\.review/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Processing order...')).toBeNull();
  });
});

describe('Machines/OrderFlow: the order queue and the offline-order confirmation', () => {
  it.each([
    ['QueueLoading', orderFlow.QueueLoading],
    ['QueueIdle', orderFlow.QueueIdle],
    ['QueueOffline', orderFlow.QueueOffline],
  ])('%s shows nothing of the queue', async (_name, Story) => {
    await renderStory(Story);
    expect(screen.getByText('The shop shows nothing of the order queue in this state.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Orders placed offline' })).toBeNull();
  });

  it('QueueOffline is the queue with the network gone', async () => {
    await renderStory(orderFlow.QueueOffline);
    expect(caption('order-queue')).toMatch(/\[settled, offline\].*offline/);
  });

  it('QueueAwaitingConfirmation lists the offline order and asks to send it now or later', async () => {
    await renderStory(orderFlow.QueueAwaitingConfirmation);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders placed offline' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Orders not sent yet' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(textOf(table)).toContain('123,70 €');
    for (const name of ['Send the orders now', 'Later']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('false');
    }
    expect(screen.getByText('If you stay on this page, the orders are sent automatically.')).toBeTruthy();
  });

  it.each([
    ['QueueLocking', orderFlow.QueueLocking],
    ['QueueLockWait', orderFlow.QueueLockWait],
    ['QueueTransmitting', orderFlow.QueueTransmitting],
    ['QueueReleasing', orderFlow.QueueReleasing],
    ['QueueReleasingForRetry', orderFlow.QueueReleasingForRetry],
    ['QueueBackoff', orderFlow.QueueBackoff],
  ])('%s shows the confirmed orders being sent, the buttons inactive', async (_name, Story) => {
    await renderStory(Story);
    expect(textOf(screen.getByRole('status'))).toBe('Sending the orders…');
    for (const name of ['Send the orders now', 'Later']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-disabled')).toBe('true');
    }
  });

  it('QueueBackoff keeps the order after an unusable answer and waits to retry', async () => {
    await renderStory(orderFlow.QueueBackoff);
    expect(caption('order-queue')).toMatch(/\[busy, error\].*1 failed, retry in \d+ ms/);
    // Every order the queue holds is still listed (a header row, then one row per order).
    const held = /orders \[([^\]]*)\]/.exec(caption('order-queue') ?? '')?.[1]?.split(', ') ?? [];
    expect(held.length).toBeGreaterThan(0);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(held.length + 1);
  });
});
