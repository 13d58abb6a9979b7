// @vitest-environment jsdom
// The catalogue stories as tests (a proposal for tests/unit/stories.test.tsx): every story of the catalogue
// components, the category and search views and the category-browser and search-panel machines renders through
// Storybook's portable stories with the real preview (et-EE), checked by role and name.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as breadcrumbsStories from '../../src/components/catalog/breadcrumbs.stories';
import * as filterPanelStories from '../../src/components/catalog/filter-panel.stories';
import * as loadMoreStories from '../../src/components/catalog/load-more.stories';
import * as productGridStories from '../../src/components/catalog/product-grid.stories';
import * as searchPanelStories from '../../src/components/catalog/search-panel.stories';
import * as sortSelectStories from '../../src/components/catalog/sort-select.stories';
import * as categoryViewStories from '../../src/pages/category/category-view.stories';
import * as searchResultsStories from '../../src/pages/search/search-results-view.stories';
import * as categoryBrowserMachineStories from '../../stories/machines/category-browser.stories';
import * as searchPanelMachineStories from '../../stories/machines/search-panel.stories';

setProjectAnnotations(preview);
afterEach(cleanup);

const all = {
  breadcrumbs: composeStories(breadcrumbsStories),
  filterPanel: composeStories(filterPanelStories),
  loadMore: composeStories(loadMoreStories),
  productGrid: composeStories(productGridStories),
  searchPanel: composeStories(searchPanelStories),
  sortSelect: composeStories(sortSelectStories),
  categoryView: composeStories(categoryViewStories),
  searchResults: composeStories(searchResultsStories),
  categoryBrowser: composeStories(categoryBrowserMachineStories),
  searchPanelMachine: composeStories(searchPanelMachineStories),
};

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}
const textOf = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();

describe('every catalogue story renders', () => {
  for (const [file, stories] of Object.entries(all)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file} ${name}`, async () => {
        const { container } = await renderStory(Story as never);
        expect(container.textContent?.length).toBeGreaterThan(0);
      });
    }
  }
});

describe('catalogue stories, by role', () => {
  it('Breadcrumbs link home and the parent, and mark the current category', async () => {
    await renderStory(all.breadcrumbs.Subcategory);
    const nav = screen.getByRole('navigation', { name: 'Leivapururada' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/ee/', '/ee/c/naised-10']);
    expect(within(nav).getByText('Kleidid').getAttribute('aria-current')).toBe('page');
  });

  it('FilterPanel groups colours, sizes and prices in fieldsets and reports a toggle', async () => {
    await renderStory(all.filterPanel.NothingChosen);
    const colour = screen.getByRole('group', { name: 'Värv' });
    fireEvent.click(within(colour).getByRole('checkbox', { name: /Must/ }));
    expect(all.filterPanel.NothingChosen.args.onToggle).toHaveBeenCalledWith('color', 49);
    const price = screen.getByRole('group', { name: 'Hind' });
    expect(
      within(price)
        .getAllByRole('radio')
        .map((r) => textOf(r.closest('label') as HTMLElement)),
    ).toEqual([
      'Iga hind',
      '< 30,00 € (8)',
      '30,00 € - 50,00 € (8)',
      '50,00 € - 75,00 € (16)',
      '75,00 € - 150,00 € (14)',
      '> 150,00 € (14)',
    ]);
    fireEvent.click(within(price).getByRole('radio', { name: /^30,00\s€ - 50,00\s€/ }));
    expect(all.filterPanel.NothingChosen.args.onPriceChange).toHaveBeenCalledWith('30-50');
    expect(screen.getByRole('group', { name: 'Suurus' })).toBeTruthy();
  });

  it('FilterPanel Chosen checks the chosen values and offers to clear them', async () => {
    await renderStory(all.filterPanel.Chosen);
    expect((screen.getByRole('checkbox', { name: /Must/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Tühjenda filtrid' }));
    expect(all.filterPanel.Chosen.args.onClear).toHaveBeenCalled();
  });

  it('SortSelect is a labelled select of the three SPEC 9 sorts', async () => {
    await renderStory(all.sortSelect.Newest);
    const select = screen.getByRole('combobox', { name: 'Järjesta' });
    expect(within(select).getAllByRole('option').map(textOf)).toEqual(['Uusimad', 'Hind kasvavalt', 'Hind kahanevalt']);
    fireEvent.change(select, { target: { value: 'final_price:asc' } });
    expect(all.sortSelect.Newest.args.onChange).toHaveBeenCalledWith('final_price:asc');
  });

  it('LoadMore shows n of total and the button; none once all are shown', async () => {
    await renderStory(all.loadMore.MoreToLoad);
    expect(screen.getByText('50 / 60 toodet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Laadi veel' }));
    cleanup();
    await renderStory(all.loadMore.AllShown);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('SearchPanel Results is a labelled combobox, expanded, with a listbox of suggestions the arrows move through', async () => {
    await renderStory(all.searchPanel.Results);
    const input = screen.getByRole('combobox', { name: 'Otsi tooteid' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Leitud tooted' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(within(list).getAllByRole('option')).toHaveLength(5);
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByRole('link', { name: 'Vaata kõiki tulemusi' }).getAttribute('href')).toBe('/ee/search?q=kleit');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(all.searchPanel.Results.args.onMove).toHaveBeenCalledWith(1);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(all.searchPanel.Results.args.onMove).toHaveBeenCalledWith(-1);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(all.searchPanel.Results.args.onChoose, 'Enter with no active suggestion submits').not.toHaveBeenCalled();
    fireEvent.click(within(list).getAllByRole('option')[2] as HTMLElement);
    expect(all.searchPanel.Results.args.onPick).toHaveBeenCalledWith(2);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(all.searchPanel.Results.args.onClose).toHaveBeenCalled();
  });

  it('SearchPanel ActiveSuggestion points the combobox at the active option, and Enter chooses it', async () => {
    await renderStory(all.searchPanel.ActiveSuggestion);
    const input = screen.getByRole('combobox', { name: 'Otsi tooteid' });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(all.searchPanel.ActiveSuggestion.args.onChoose).toHaveBeenCalled();
  });

  it('SearchPanel TooShort says 3 characters are needed and is not expanded', async () => {
    await renderStory(all.searchPanel.TooShort);
    expect(textOf(screen.getByRole('status'))).toBe('Sisesta vähemalt 3 tähemärki.');
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
  });

  it('CategoryView Results has the heading, 50 products and the load-more button', async () => {
    await renderStory(all.categoryView.Results);
    expect(screen.getByRole('heading', { level: 1, name: 'Kleidid' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Laadi veel' })).toBeTruthy();
  });

  it('CategoryView Offline shows the SPEC 8 warning and a retry', async () => {
    await renderStory(all.categoryView.Offline);
    expect(textOf(screen.getByRole('alert'))).toContain(
      'Selle kategooria tooteid ei ole sünkroniseeritud. Palun tule tagasi, kui oled võrgus!',
    );
  });

  it('Machines/CategoryBrowser Results renders the first 50 of 60 with more to load', async () => {
    await renderStory(all.categoryBrowser.Results);
    expect(screen.getByText(/category-browser machine:/).textContent).toBe(
      'category-browser machine: results [settled]',
    );
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.getByText('50 / 60 toodet')).toBeTruthy();
  });

  it('Machines/CategoryBrowser LoadingMore keeps the 50 and marks the button busy', async () => {
    await renderStory(all.categoryBrowser.LoadingMore);
    expect(screen.getAllByRole('article')).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Laadin veel tooteid…' }).getAttribute('aria-busy')).toBe('true');
  });

  it('Machines/CategoryBrowser Offline shows the offline warning', async () => {
    await renderStory(all.categoryBrowser.Offline);
    expect(screen.getByText(/category-browser machine:/).textContent).toContain('offline [settled, offline]');
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('Machines/SearchPanel Results lists what the machine found', async () => {
    await renderStory(all.searchPanelMachine.Results);
    expect(within(screen.getByRole('listbox', { name: 'Leitud tooted' })).getAllByRole('option')).toHaveLength(5);
  });
});
