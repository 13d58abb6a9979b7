import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inMain } from '../../../stories/fixtures/page-frame';
import { BESTSELLER_CARDS, NEW_COLLECTION_CARDS } from '../../../stories/fixtures/products';
import { HomeView } from './home-view';

const meta = {
  title: 'Pages/HomeView',
  component: HomeView,
  args: { status: 'ready', newCollection: NEW_COLLECTION_CARDS, bestsellers: BESTSELLER_CARDS, onRetry: fn() },
  decorators: [inMain],
} satisfies Meta<typeof HomeView>;

export default meta;

type Story = StoryObj<typeof meta>;

/** Before the first reply the machine's lists are empty. */
export const Loading: Story = { args: { status: 'loading', newCollection: [], bestsellers: [] } };

export const Failed: Story = { args: { status: 'failed', newCollection: [], bestsellers: [] } };

/** SPEC 2 '/': 8 new-collection and 8 bestseller cards. */
export const Ready: Story = {};

/** Issue 16: the hero and banners from the store view's banner-* CMS blocks, with the newest product's picture. */
export const WithCmsBanners: Story = {
  args: {
    hero: {
      identifier: 'banner-hero',
      title: 'Uus sügiskollektsioon',
      html: '<p>Villased kampsunid, linased särgid ja mantlid, mis peavad vastu Baltikumi ilmale.</p>',
    },
    heroImage: { src: NEW_COLLECTION_CARDS[0]?.image ?? '', width: 241, height: 331 },
    banners: [
      {
        identifier: 'banner-delivery',
        title: 'Tasuta kuller alates 75 €',
        html: '<p>Pakiautomaati 2,99 €, poodi tasuta. <a href="/ee/delivery">Tarne</a></p>',
      },
      {
        identifier: 'banner-newsletter',
        title: '10% soodustus uudiskirjaga',
        html: '<p>Liitu uudiskirjaga ja saad esimeselt tellimuselt 10% soodustust.</p>',
      },
    ],
  },
};
