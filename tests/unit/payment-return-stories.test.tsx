// @vitest-environment jsdom
// The payment-return machine's stories as tests (issue 15): every story replays its model's path on the real machine
// and renders the return page's View through Storybook's portable stories with the real preview (et-EE), checked by
// role and name as a person finds things. A state the model reaches without a story, or a story of a state no path
// reaches, fails here.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { reachableStateNames } from '../../stories/fixtures/reachable-states';
import * as paymentReturnStories from '../../stories/machines/payment-return.stories';
import { paymentReturnModel } from '../model/payment-return.model';

setProjectAnnotations(preview);
afterEach(cleanup);

const stories = composeStories(paymentReturnStories);

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}

const caption = () => screen.getByText(/^payment-return machine:/).textContent;

describe('the payment-return machine stories follow the machine', () => {
  it('every state the model reaches has a story, and no story another state', () => {
    const states = Object.values(stories).map((Story) => Story.args.state);
    expect([...states].sort()).toEqual([...reachableStateNames(paymentReturnModel)].sort());
  });

  it.each([
    ['Waiting', stories.Waiting, 'waiting'],
    ['Verifying', stories.Verifying, 'verifying'],
  ])('%s: the shopper is asked to wait, in Estonian, and no message or link yet', async (_name, Story, state) => {
    await renderStory(Story);
    expect(caption()).toContain(`payment-return machine: ${state}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Makse' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Makset töödeldakse, palun oodake ...');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('Paid: the order confirmation is stored and the page says the confirmation opens', async () => {
    await renderStory(stories.Paid);
    expect(caption()).toContain('payment-return machine: paid');
    expect(caption()).toContain('order EE000123');
    expect(screen.getByRole('status').textContent).toBe('Makse on laekunud. Avame teie tellimuse kinnituse ...');
  });

  it("Failed (ESTO): 'Payment failed' stays, with the way back to the checkout", async () => {
    await renderStory(stories.Failed);
    expect(caption()).toContain('payment-return machine: failed');
    expect(screen.getByRole('alert').textContent).toBe('Makse ebaõnnestus');
    expect(screen.getByRole('link', { name: 'Tagasi kassasse' }).getAttribute('href')).toBe('/lv/checkout');
    expect(screen.getByRole('link', { name: 'Jätka ostlemist' }).getAttribute('href')).toBe('/lv/');
  });

  it("Exception: 'Payment processing failed.'", async () => {
    await renderStory(stories.Exception);
    expect(caption()).toContain('payment-return machine: exception');
    expect(screen.getByRole('alert').textContent).toBe('Makse töötlemine ebaõnnestus.');
  });
});
