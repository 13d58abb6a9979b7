// @vitest-environment jsdom
// The abandoned-cart machine's stories as tests (issue 15): every story replays its model's path on the real machine
// and renders the page's View through Storybook's portable stories with the real preview (et-EE), checked by role and
// name. A state the model reaches without a story, or a story of a state no path reaches, fails here.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { reachableStateNames } from '../../stories/fixtures/reachable-states';
import * as abandonedCartStories from '../../stories/machines/abandoned-cart.stories';
import { abandonedCartModel } from '../model/abandoned-cart.model';

setProjectAnnotations(preview);
afterEach(cleanup);

const stories = composeStories(abandonedCartStories);

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}

const caption = () => screen.getByText(/^abandoned-cart machine:/).textContent;

describe('the abandoned-cart machine stories follow the machine', () => {
  it('every state the model reaches has a story, and no story another state', () => {
    const states = Object.values(stories).map((Story) => Story.args.state);
    expect([...states].sort()).toEqual([...reachableStateNames(abandonedCartModel)].sort());
  });

  it.each([
    ['Waiting', stories.Waiting, 'waiting'],
    ['Syncing', stories.Syncing, 'syncing'],
    ['CheckingStock', stories.CheckingStock, 'checkingStock'],
    ['Polling', stories.Polling, 'polling'],
  ])('%s: the cart is being checked', async (_name, Story, state) => {
    await renderStory(Story);
    expect(caption()).toContain(`abandoned-cart machine: ${state}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Sinu ostukorv' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Kontrollime teie ostukorvi ...');
  });

  it('LoginRequired: the prompt and a button that opens the login again', async () => {
    await renderStory(stories.LoginRequired);
    expect(caption()).toContain('abandoned-cart machine: loginRequired');
    expect(screen.getByText('Ostu jätkamiseks logige palun sisse ...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logi sisse' })).toBeTruthy();
  });

  it("Done: SPEC 2's two messages and the way to the checkout", async () => {
    await renderStory(stories.Done);
    expect(caption()).toContain('abandoned-cart machine: done');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Toode NA-DR-1001-01-S eemaldati ostukorvist, sest see on laost otsas',
      'Toote NA-DR-1001-02-M kogus muudetud: 3 -> 1',
    ]);
    expect(screen.getByRole('link', { name: 'Mine kassasse' }).getAttribute('href')).toBe('/ee/checkout');
  });
});
