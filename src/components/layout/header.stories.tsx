import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { headerLinks, storeSwitchOptions } from '../../app/site-links';
import { STORE_CODES, type StoreCode } from '../../domain/store-views';
import { Header } from './header';

interface HeaderStoryArgs {
  storeCode: StoreCode;
  online: boolean;
}

const meta = {
  title: 'Layout/Header',
  args: { storeCode: 'ee', online: true },
  argTypes: {
    storeCode: { control: 'inline-radio', options: STORE_CODES },
    online: { control: 'boolean' },
  },
  // The links come from the route table in the story's language, as DefaultLayout builds them.
  render: function LocalizedHeader({ storeCode, online }) {
    const { i18n } = useLingui();
    return (
      <Header
        homeHref={`/${storeCode}/`}
        links={headerLinks(i18n, storeCode)}
        storeCode={storeCode}
        stores={storeSwitchOptions()}
        online={online}
      />
    );
  },
} satisfies Meta<HeaderStoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Online: Story = {};

/** SPEC 2 "Offline behaviour": the banner under the bar. */
export const Offline: Story = { args: { online: false } };

export const LatvianStore: Story = {
  args: { storeCode: 'lv' },
  globals: { locale: 'lv-LV' },
  parameters: { router: { path: '/lv/' } },
};
