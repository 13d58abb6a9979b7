// @vitest-environment jsdom
// The stories of the stored product lists (compare, recently viewed, the wishlist panel) as tests: every story
// renders through Storybook's portable stories with the real preview (et-EE), checked by role and name.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as wishlistStories from '../../src/components/lists/wishlist-panel.stories';
import * as compareStories from '../../src/pages/lists/listed-products-view.stories';
import * as recentlyViewedStories from '../../src/pages/lists/recently-viewed-view.stories';

setProjectAnnotations(preview);
afterEach(cleanup);

const compare = composeStories(compareStories);
const recentlyViewed = composeStories(recentlyViewedStories);
const wishlist = composeStories(wishlistStories);

async function renderStory(Story: { load(): Promise<void> } & (() => ReactNode)) {
  await Story.load();
  return render(<Story />);
}

describe('list stories', () => {
  it.each([
    ['compare', compare, ['ThreeProducts', 'Empty', 'Loading', 'Failed']],
    ['recently viewed', recentlyViewed, ['FourProducts', 'Empty', 'Loading', 'Failed']],
    ['wishlist panel', wishlist, ['TwoProducts', 'Empty', 'Loading', 'Failed']],
  ])('the %s stories are exactly the ones tested here', (_name, stories, tested) => {
    expect(Object.keys(stories).sort()).toEqual([...tested].sort());
  });

  it('Compare shows the products side by side, one column each, and removes one by name', async () => {
    await renderStory(compare.ThreeProducts);
    expect(screen.getByRole('heading', { level: 1, name: 'Võrdle tooteid' })).toBeTruthy();
    const table = screen.getByRole('table');
    const columns = within(table).getAllByRole('columnheader');
    expect(columns).toHaveLength(3);
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['Hind', 'Värvid', 'Suurused', 'Materjal', 'Saadavus']);
    const first = compare.ThreeProducts.args.products?.[0];
    fireEvent.click(screen.getByRole('button', { name: `Eemalda ${first?.name} võrdlusest` }));
    expect(compare.ThreeProducts.args.onRemove).toHaveBeenCalledWith(first?.sku);
  });

  it('Compare Empty explains how to add products, with no table', async () => {
    await renderStory(compare.Empty);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/Lisa võrdlusesse/)).toBeTruthy();
  });

  it('Compare Loading and Failed show a status and a retry', async () => {
    await renderStory(compare.Loading);
    expect(screen.getByRole('status').textContent).toBe('Tooteid laaditakse…');
    cleanup();
    await renderStory(compare.Failed);
    fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Proovi uuesti' }));
    expect(compare.Failed.args.onRetry).toHaveBeenCalled();
  });

  it('Recently viewed lists product cards, newest first, and can be cleared', async () => {
    await renderStory(recentlyViewed.FourProducts);
    const list = screen.getByRole('list', { name: 'Hiljuti vaadatud' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Tühjenda nimekiri' }));
    expect(recentlyViewed.FourProducts.args.onClear).toHaveBeenCalled();
    cleanup();
    await renderStory(recentlyViewed.Empty);
    expect(screen.getByText('Sa ei ole veel ühtegi toodet vaadanud.')).toBeTruthy();
  });

  it('the wishlist panel is a labelled dialog whose products can be removed', async () => {
    await renderStory(wishlist.TwoProducts);
    const dialog = screen.getByRole('dialog', { name: 'Soovinimekiri' });
    const item = wishlist.TwoProducts.args.items?.[0];
    fireEvent.click(within(dialog).getByRole('button', { name: `Eemalda ${item?.name} soovinimekirjast` }));
    expect(wishlist.TwoProducts.args.onRemove).toHaveBeenCalledWith(item?.sku);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sulge' }));
    expect(wishlist.TwoProducts.args.onClose).toHaveBeenCalled();
    cleanup();
    await renderStory(wishlist.Empty);
    expect(screen.getByText('Sinu soovinimekiri on tühi.')).toBeTruthy();
  });
});
