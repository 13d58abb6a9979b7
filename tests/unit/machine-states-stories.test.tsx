// @vitest-environment jsdom
// Every machine's states are browsable (issue 14): the story registry (stories/machines/registry.tsx) has one entry
// per machine of machines/; a machine without a hand-made story file has a generated one with exactly one story per
// state its model reaches; and each of those stories renders once here through Storybook's portable stories with
// the real preview (et-EE), replaying the model's path on the real machine: the caption names the state the real
// machine is in, and the shop's view (or the state inspector) shows it.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { reachableStateNames } from '../../stories/fixtures/reachable-states';
import { MACHINE_STORIES, type MachineStoryName } from '../../stories/machines/registry';
import { storyFileFor, storyFilePath } from '../../stories/machines/story-files';
import { MODELS } from '../model/models';

setProjectAnnotations(preview);
afterEach(cleanup);

const machineFiles = Object.keys(import.meta.glob('../../machines/**/*.machine.ts'));
const handMadeFiles = Object.keys(import.meta.glob('../../stories/machines/*.stories.tsx')).map((file) =>
  file.replace(/^.*\//, ''),
);
const storyModules = import.meta.glob<Record<string, unknown>>('../../stories/machines/states/*.stories.tsx', {
  eager: true,
});

const nameOfFile = (file: string) => file.replace(/^.*\//, '').replace(/\.(machine|stories)\.tsx?$/, '');
const generated = Object.entries(MACHINE_STORIES)
  .filter(([, entry]) => !('storiesFile' in entry))
  .map(([name]) => name as MachineStoryName);

type Composed = { args: { state?: string }; load(): Promise<void> } & (() => ReactNode);

function moduleOf(machine: string): Record<string, unknown> {
  const module = Object.entries(storyModules).find(([file]) => nameOfFile(file) === machine)?.[1];
  if (!module) throw new Error(`no ${storyFilePath(machine)}`);
  return module;
}

function storiesOf(machine: string): Composed[] {
  return Object.values(composeStories(moduleOf(machine) as never)) as unknown as Composed[];
}

/** The names the sidebar shows (Storybook's indexer reads them from the file). */
function storyNamesOf(machine: string): string[] {
  const { default: _meta, ...stories } = moduleOf(machine);
  return Object.values(stories).map((story) => (story as { name?: string }).name ?? '');
}

describe('the machine story registry', () => {
  it('has an entry for every machine of machines/, and `npm run paths` a model', () => {
    const machines = machineFiles.map(nameOfFile).sort();
    expect(machines.length).toBeGreaterThanOrEqual(22);
    const missing = machines.filter((name) => !Object.hasOwn(MACHINE_STORIES, name));
    expect(missing, 'add one line per machine to stories/machines/registry.tsx').toEqual([]);
    expect(
      machines.filter((name) => !Object.hasOwn(MODELS, name)),
      'add the model to tests/model/models.ts',
    ).toEqual([]);
  });

  it('points hand-made entries at story files that exist, and generated ones at their generated file', () => {
    for (const entry of Object.values(MACHINE_STORIES)) {
      if ('storiesFile' in entry) expect(handMadeFiles).toContain(entry.storiesFile);
    }
    expect(Object.keys(storyModules).map(nameOfFile).sort(), 'one generated story file per generated entry').toEqual(
      [...generated].sort(),
    );
  });
});

// The larger models (session, sync queue) generate their paths in a few seconds of CPU, more on a busy machine; once
// per machine, shared by its two tests.
const PATHS_TIMEOUT = 120_000;

describe.each(generated)('the %s machine stories', (machine) => {
  const model = MACHINE_STORIES[machine].model;

  it(
    'are one story per reachable state of the real definition',
    () => {
      const stories = storiesOf(machine);
      const states = stories.map((Story) => Story.args.state ?? '');
      expect(storyNamesOf(machine), 'each story is named by its state').toEqual(states);
      const reachable = reachableStateNames(model);
      expect(
        [...states].sort(),
        `regenerate: npm run paths -- ${machine} --stories > ${storyFilePath(machine)}\n${storyFileFor(machine, reachable)}`,
      ).toEqual([...reachable].sort());
    },
    PATHS_TIMEOUT,
  );

  it(
    'render each state as the real machine reaches it',
    async () => {
      for (const Story of storiesOf(machine)) {
        await Story.load();
        render(<Story />);
        expect(screen.queryByRole('alert', { name: /No path/ })).toBeNull();
        const caption = screen.getByText(new RegExp(`^${machine} machine:`)).textContent;
        expect(caption).toContain(`${machine} machine: ${Story.args.state}`);
        // Below the shop's view (collapsed) or alone.
        const inspector = screen.getByRole('region', { name: 'State inspector', hidden: true });
        expect(within(inspector).getByRole('heading', { name: 'Enabled events', hidden: true })).toBeTruthy();
        cleanup();
      }
    },
    PATHS_TIMEOUT,
  );
});

describe('machines shown with the shop’s own view', { timeout: PATHS_TIMEOUT }, () => {
  const renderState = async (machine: MachineStoryName, state: string) => {
    const Story = storiesOf(machine).find((story) => story.args.state === state);
    if (!Story) throw new Error(`no story of ${machine} ${state}`);
    await Story.load();
    return render(<Story />);
  };

  it('orders: its checkout child as the checkout page, in both states', async () => {
    for (const state of ['loading', 'running']) {
      await renderState('orders', state);
      expect(screen.getByRole('heading', { level: 1 }).textContent, 'the checkout page, not the inspector').toBe(
        'Kassa',
      );
      expect(screen.getByRole('heading', { level: 2, name: /Tellimuse ülevaade/ })).toBeTruthy();
      cleanup();
    }
  });

  it('network: the header tells the shopper exactly when the machine is offline', async () => {
    await renderState('network', 'offline');
    expect(screen.getByRole('status').textContent).toMatch(/võrguühenduseta|offline/i);
    cleanup();
    await renderState('network', 'online');
    expect(screen.queryByText(/võrguühenduseta/i)).toBeNull();
  });

  it('newsletter: subscribed offers to unsubscribe, unsubscribed to subscribe', async () => {
    await renderState('newsletter', 'subscribed');
    const subscribed = screen.getAllByRole('button').map((button) => button.textContent);
    cleanup();
    await renderState('newsletter', 'unsubscribed');
    const unsubscribed = screen.getAllByRole('button').map((button) => button.textContent);
    expect(subscribed).not.toEqual(unsubscribed);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Uudiskiri');
  });

  it('session: the login modal while logging in, busy; the inspector alone once authorized and the modal closed', async () => {
    await renderState('session', 'authorizing');
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getAllByRole('textbox').length).toBeGreaterThan(0);
    cleanup();
    await renderState('session', 'authorized.account.ready | authorized.profile.idle');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Enabled events' })).toBeTruthy();
  });

  it('listed-products: the wishlist panel lists the loaded products by name', async () => {
    await renderState('listed-products', 'ready');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Linane suvekleit')]),
    );
  });

  it('parcel-machines: once loaded, the checkout offers the machines to choose from', async () => {
    await renderState('parcel-machines', 'ready');
    const picker = screen.getByRole('combobox', { name: /Pakiautomaat/ });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Tallinna Kaubamaja pakiautomaat, Gonsiori 2');
  });
});
