import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { footerLinks } from '../../app/routing/site-links';
import { SHOP_EMAIL, STORE_CODES, type StoreCode } from '../../domain/store-views';
import { Footer } from './footer';

const meta = {
  title: 'Layout/Footer',
  args: { storeCode: 'ee' },
  argTypes: { storeCode: { control: 'inline-radio', options: STORE_CODES } },
  // SPEC 2: the terms and privacy links differ by store view; labels are in the story's language.
  render: function LocalizedFooter({ storeCode, onCookieSettings }) {
    const { i18n } = useLingui();
    return (
      <Footer {...footerLinks(i18n, storeCode)} email={SHOP_EMAIL[storeCode]} onCookieSettings={onCookieSettings} />
    );
  },
} satisfies Meta<{ storeCode: StoreCode; onCookieSettings?: () => void }>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Estonian: Story = {};

export const Latvian: Story = {
  args: { storeCode: 'lv' },
  globals: { locale: 'lv-LV' },
  parameters: { router: { path: '/lv/' } },
};

/** SPEC 5: with a tag manager configured, "Cookie settings" reopens the analytics choice. */
export const WithCookieSettings: Story = { args: { onCookieSettings: fn() } };
