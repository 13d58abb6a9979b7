// @vitest-environment jsdom
// The cms-page machine's stories as tests (issue 16; every machine has one story per reachable state): every story
// replays its model's path on the real machine and renders through Storybook's portable stories with the real
// preview (et-EE), checked by role and name.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { reachableStateNames } from '../../stories/fixtures/reachable-states';
import * as cmsPageStories from '../../stories/machines/cms-page.stories';
import { cmsPageModel, SAMPLE_CMS_PAGE } from '../model/cms-page.model';

setProjectAnnotations(preview);
afterEach(cleanup);

const stories = composeStories(cmsPageStories);

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}

describe('the cms-page machine stories follow the machine', () => {
  it('every state the model reaches has a story, and no story another state', () => {
    const states = Object.values(stories).map((Story) => Story.args.state);
    expect([...states].sort()).toEqual([...reachableStateNames(cmsPageModel)].sort());
  });

  it('Ready shows the page’s title and body; NotFound the 404 page; Failed a retry; Loading a status', async () => {
    await renderStory(stories.Ready);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SAMPLE_CMS_PAGE.title);
    expect(screen.getByText(/Need tingimused kehtivad/)).toBeTruthy();
    cleanup();
    await renderStory(stories.NotFound);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Lehte ei leitud');
    cleanup();
    await renderStory(stories.Failed);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proovi uuesti' })).toBeTruthy();
    cleanup();
    await renderStory(stories.Loading);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
