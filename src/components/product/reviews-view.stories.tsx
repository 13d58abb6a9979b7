import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { EMPTY_REVIEW } from '../../domain/reviews';
import { ReviewsView } from './reviews-view';

const REVIEWS = {
  items: [
    {
      id: 1,
      title: 'Istub täpselt nagu peab',
      detail: 'Võtsin oma tavapärase suuruse ja see sobis ideaalselt. Materjal on pehme ega torgi.',
      nickname: 'Kadri',
      rating: 5,
      created_at: '2026-11-20T10:00:00.000Z',
    },
    {
      id: 2,
      title: 'Hea kvaliteet, tarne kiire',
      detail: 'Pakiautomaati jõudis kahe päevaga. Üks number väiksem oleks mulle veidi paremini sobinud.',
      nickname: 'Margus',
      rating: 4,
      created_at: '2026-11-13T10:00:00.000Z',
    },
  ],
  count: 2,
  rated: 2,
  average: 4.5,
};

const meta = {
  title: 'Product/ReviewsView',
  component: ReviewsView,
  decorators: [inMain],
  args: {
    list: REVIEWS,
    loading: false,
    locale: 'et-EE',
    form: { status: 'editing', values: EMPTY_REVIEW, errors: {}, error: null, author: null },
    onRetry: fn(),
    onChange: fn(),
    onSubmit: fn(),
    onAgain: fn(),
  },
} satisfies Meta<typeof ReviewsView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Two approved reviews with their average, and the empty form. */
export const WithReviews: Story = {};

export const NoReviews: Story = { args: { list: { items: [], count: 0, rated: 0, average: 0 } } };

export const LoadFailed: Story = { args: { list: null } };

/** Sent without anything filled in: SPEC 5's message under every field. */
export const Invalid: Story = {
  args: {
    form: {
      status: 'editing',
      values: { ...EMPTY_REVIEW, nickname: 'M', email: 'mari@' },
      errors: { rating: 'required', title: 'required', detail: 'required', nickname: 'nameMin2', email: 'email' },
      error: null,
      author: null,
    },
  },
};

export const AwaitingModeration: Story = {
  args: { form: { status: 'awaitingModeration', values: EMPTY_REVIEW, errors: {}, error: null, author: null } },
};

/** A signed-in customer: not asked for a name and e-mail (the profile's are used). */
export const SignedIn: Story = {
  args: {
    form: {
      status: 'editing',
      values: { ...EMPTY_REVIEW, nickname: 'Kadri K.', email: 'kadri@example.ee' },
      errors: {},
      error: null,
      author: 'Kadri K.',
    },
  },
};
