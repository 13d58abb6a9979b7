import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CATEGORY_CARDS } from '../../../stories/fixtures/category';
import { SearchPanel } from './search-panel';

const meta = {
  title: 'Catalog/SearchPanel',
  component: SearchPanel,
  args: {
    status: 'closed',
    text: '',
    results: [],
    total: 0,
    minLength: 3,
    allResultsHref: null,
    active: null,
    onOpen: fn(),
    onClose: fn(),
    onType: fn(),
    onSubmit: fn(),
    onMove: fn(),
    onChoose: fn(),
    onPick: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchPanel>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** SPEC 5: fewer than 3 characters are not searched. */
export const TooShort: Story = { args: { status: 'tooShort', text: 'kl' } };

export const Searching: Story = { args: { status: 'searching', text: 'kleit', allResultsHref: '/ee/search?q=kleit' } };

export const Results: Story = {
  args: {
    status: 'results',
    text: 'kleit',
    results: CATEGORY_CARDS.slice(0, 5),
    total: 5,
    allResultsHref: '/ee/search?q=kleit',
  },
};

/** The arrow keys made the second suggestion active (aria-activedescendant). */
export const ActiveSuggestion: Story = {
  args: {
    status: 'results',
    text: 'kleit',
    results: CATEGORY_CARDS.slice(0, 5),
    total: 5,
    allResultsHref: '/ee/search?q=kleit',
    active: 1,
  },
};

export const NothingFound: Story = { args: { status: 'empty', text: 'xyzzy', allResultsHref: '/ee/search?q=xyzzy' } };

export const Failed: Story = { args: { status: 'failed', text: 'kleit', allResultsHref: '/ee/search?q=kleit' } };
