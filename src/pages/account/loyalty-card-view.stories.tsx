import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { LoyaltyCardView } from './loyalty-card-view';

const meta = {
  title: 'Pages/Account/LoyaltyCardView',
  component: LoyaltyCardView,
  decorators: [inMain],
  args: { status: 'notMember', card: null, error: null, onJoin: fn(), onRetry: fn() },
} satisfies Meta<typeof LoyaltyCardView>;

export default meta;

const CARD = { card_number: '2700000000014', points: 148, created_at: '2026-11-28T10:00:00.000Z' };

type Story = StoryObj<typeof meta>;

/** Not in the programme yet: the rules and the join button. */
export const NotMember: Story = {};

export const Member: Story = { args: { status: 'member', card: CARD } };

export const LoadFailed: Story = { args: { status: 'loadFailed', error: 'Network down' } };
