// @vitest-environment jsdom
// The navigation machine's stories as tests (issue 12): every story replays its model's path on the real machine and
// renders the desktop menu and the phone's drawer through Storybook's portable stories with the real preview (et-EE),
// checked by role and name as a person finds things. A state the model reaches without a story, or a story of a
// state no path reaches, fails here.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { reachableStateNames } from '../../stories/fixtures/reachable-states';
import * as navigationStories from '../../stories/machines/navigation.stories';
import { navigationModel } from '../model/navigation.model';

setProjectAnnotations(preview);
afterEach(cleanup);

const stories = composeStories(navigationStories);

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}

const caption = () => screen.getByText(/^navigation machine:/).textContent;
const expanded = () =>
  screen
    .getAllByRole('button', { name: /alamkategooriad/ })
    .map((button) => [button.getAttribute('aria-label'), button.getAttribute('aria-expanded')]);
const drawer = () => screen.queryByRole('dialog', { name: /Kategooriad|Naised|Kleidid/ });

describe('the navigation machine stories follow the machine', () => {
  it('every state the model reaches has a story, and no story another state', () => {
    const states = Object.values(stories).map((Story) => Story.args.state);
    expect([...states].sort()).toEqual([...reachableStateNames(navigationModel)].sort());
  });

  it('Closed: every top category closed, no drawer, the menu button collapsed', async () => {
    await renderStory(stories.Closed);
    expect(caption()).toContain('navigation machine: closed');
    expect(expanded()).toEqual([
      ['Naised: alamkategooriad', 'false'],
      ['Mehed: alamkategooriad', 'false'],
      ['Lapsed: alamkategooriad', 'false'],
    ]);
    expect(drawer()).toBeNull();
    expect(screen.getByRole('button', { name: 'Menüü' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("Menu: one top category's subcategories are shown as links", async () => {
    await renderStory(stories.Menu);
    expect(caption()).toContain('navigation machine: menu [menu]');
    const open = expanded().filter(([, value]) => value === 'true');
    expect(open).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Kategooriad' });
    const visible = within(nav)
      .getAllByRole('link')
      .filter((link) => !link.closest('[hidden]'))
      .map((link) => link.textContent);
    expect(visible.length).toBeGreaterThan(3);
    expect(drawer()).toBeNull();
  });

  it('SidebarTop: the drawer lists the top categories over the overlay', async () => {
    await renderStory(stories.SidebarTop);
    expect(caption()).toContain('sidebar.top [sidebar, overlay]');
    const dialog = screen.getByRole('dialog', { name: 'Kategooriad' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    for (const name of ['Naised', 'Mehed', 'Lapsed']) expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    expect(document.querySelector('.menu-drawer__overlay')).not.toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Tagasi' })).toBeNull();
  });

  it('SidebarSubmenu: the submenu of Naised slid in, with back and its subcategories', async () => {
    await renderStory(stories.SidebarSubmenu);
    expect(caption()).toContain('sidebar.submenu [sidebar, overlay, submenu]');
    const dialog = screen.getByRole('dialog', { name: 'Naised' });
    const panel = dialog.querySelector('.menu-drawer__panel--current') as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'Tagasi' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Kõik: Naised' }).getAttribute('href')).toBe('/ee/c/naised-10');
    expect(within(panel).getByRole('link', { name: 'Pluusid' }).getAttribute('href')).toBe('/ee/c/pluusid-12');
  });

  it('SidebarPopping: the submenu is still shown, sliding out, until the 300 ms are over', async () => {
    await renderStory(stories.SidebarPopping);
    expect(caption()).toContain('sidebar.popping');
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelectorAll('.menu-drawer__panel--leaving')).toHaveLength(1);
    expect(dialog.querySelector('.menu-drawer__panel--current'), 'no panel takes input while it slides').toBeNull();
  });
});
