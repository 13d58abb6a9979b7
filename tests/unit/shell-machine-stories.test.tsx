// @vitest-environment jsdom
// The stories of the wishlist-panel and paper-catalogue machines as tests (issue 14: every machine has one story per
// reachable state): every story replays its model's path on the real machine and renders through Storybook's
// portable stories with the real preview (et-EE), checked by role and name. A state the model reaches without a
// story, or a story of a state no path reaches, fails here.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { reachableStateNames } from '../../stories/fixtures/reachable-states';
import * as paperCatalogueStories from '../../stories/machines/paper-catalogue.stories';
import * as wishlistPanelStories from '../../stories/machines/wishlist-panel.stories';
import { paperCatalogueModel } from '../model/paper-catalogue.model';
import { wishlistPanelModel } from '../model/wishlist-panel.model';

setProjectAnnotations(preview);
afterEach(cleanup);

const wishlist = composeStories(wishlistPanelStories);
const catalogue = composeStories(paperCatalogueStories);

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}

const caption = (machine: string) => screen.getByText(new RegExp(`^${machine} machine:`)).textContent;
const panel = () => document.querySelector<HTMLDialogElement>('dialog.side-panel');

describe('the wishlist-panel machine stories follow the machine', () => {
  it('every state the model reaches has a story, and no story another state', () => {
    const states = Object.values(wishlist).map((Story) => Story.args.state);
    expect([...states].sort()).toEqual([...reachableStateNames(wishlistPanelModel)].sort());
  });

  it('Unopened: the button only, no panel', async () => {
    await renderStory(wishlist.Unopened);
    expect(caption('wishlist-panel')).toContain('wishlist-panel machine: unopened');
    expect(panel()).toBeNull();
  });

  it('Open: the sidebar shows the products; Closed: the panel stays, hidden', async () => {
    await renderStory(wishlist.Open);
    expect(panel()?.open).toBe(true);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    cleanup();
    await renderStory(wishlist.Closed);
    expect(caption('wishlist-panel')).toContain('wishlist-panel machine: closed');
    expect(panel()?.open).toBe(false);
  });
});

describe('the paper-catalogue machine stories follow the machine', () => {
  it('every state the model reaches has a story, and no story another state', () => {
    const states = Object.values(catalogue).map((Story) => Story.args.state);
    expect([...states].sort()).toEqual([...reachableStateNames(paperCatalogueModel)].sort());
  });

  it('Form and Sending: the address form, busy while the task is out', async () => {
    await renderStory(catalogue.Form);
    expect(screen.getByRole('button', { name: 'Telli kataloog' })).toBeTruthy();
    cleanup();
    await renderStory(catalogue.Sending);
    expect(caption('paper-catalogue')).toContain('paper-catalogue machine: sending');
    expect(screen.getByRole('button', { name: /Telli kataloog|Saadan|…/ })).toBeTruthy();
  });

  it('Sent: the thank-you; Failed: the refusal over the form', async () => {
    await renderStory(catalogue.Sent);
    expect(screen.getByRole('status').textContent).toContain('Aitäh! Saadame paberkataloogi');
    cleanup();
    await renderStory(catalogue.Failed);
    expect(screen.getByRole('alert').textContent).toContain('sourceAddress: Invalid email address');
  });
});
