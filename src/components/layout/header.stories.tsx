import { useLingui } from '@lingui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyMenu } from '../../../stories/fixtures/menu';
import { headerLinks, storeSwitchOptions } from '../../app/routing/site-links';
import { STORE_CODES, type StoreCode } from '../../domain/store-views';
import { CategoryMenu, MenuDrawer } from './category-menu';
import { Header } from './header';

interface HeaderStoryArgs {
  storeCode: StoreCode;
  online: boolean;
  /** The top category whose subcategories are open (desktop), as the navigation machine says. */
  openId: number | null;
  /** The phone's drawer (SPEC 3 UI flag sidebar). */
  sidebar: boolean;
}

const meta = {
  title: 'Layout/Header',
  args: { storeCode: 'ee', online: true, openId: null, sidebar: false },
  argTypes: {
    storeCode: { control: 'inline-radio', options: STORE_CODES },
    online: { control: 'boolean' },
    sidebar: { control: 'boolean' },
  },
  // The links come from the route table and the category menu in the story's language, as DefaultLayout builds
  // them; the navigation's state is the story's (Machines/Navigation shows the machine's own).
  render: function LocalizedHeader({ storeCode, online, openId, sidebar }) {
    const { i18n } = useLingui();
    const menu = storyMenu(storeCode);
    return (
      <Header
        homeHref={`/${storeCode}/`}
        links={headerLinks(i18n, storeCode)}
        storeCode={storeCode}
        stores={storeSwitchOptions()}
        online={online}
        navigation={
          <>
            <MenuDrawer
              items={menu}
              open={sidebar}
              path={[]}
              popping={false}
              onOpen={fn()}
              onClose={fn()}
              onPush={fn()}
              onPop={fn()}
            />
            <CategoryMenu items={menu} openId={openId} onOpen={fn()} onToggle={fn()} onClose={fn()} onEscape={fn()} />
          </>
        }
      />
    );
  },
} satisfies Meta<HeaderStoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const Online: Story = {};

/** SPEC 2 "Offline behaviour": the banner under the bar. */
export const Offline: Story = { args: { online: false } };

/** Desktop: the first top category's subcategories open (hover or its button). */
export const MenuOpen: Story = { args: { openId: 10 } };

/** Phone: the menu drawer open over the overlay. */
export const DrawerOpen: Story = { args: { sidebar: true } };

export const LatvianStore: Story = {
  args: { storeCode: 'lv' },
  globals: { locale: 'lv-LV' },
  parameters: { router: { path: '/lv/' } },
};
