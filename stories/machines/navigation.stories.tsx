// Every reachable state of the navigation machine (the header's category menu and the phone's drawer; SPEC 3 UI flags
// sidebar, submenu, overlay; SPEC 4 submenu pop 300 ms): each story takes the shortest path of the machine's model
// (tests/model/navigation.model.ts) to its state, replays it on the real machine, and renders the desktop menu and
// the phone's drawer with that snapshot, as the header's container does (src/app/header/navigation-container.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { navigationFlags, type navigationMachine } from '../../machines/navigation.machine';
import { CategoryMenu, MenuDrawer } from '../../src/components/layout/category-menu';
import { navigationModel } from '../../tests/model/navigation.model';
import { MachineState } from '../fixtures/machine-state';
import { storyMenu } from '../fixtures/menu';
import { type ReachedState, reach } from '../fixtures/reachable-states';

type NavigationMachine = typeof navigationMachine;

interface NavigationStoryArgs {
  /** The machine's state (`stateName`: 'sidebar.submenu'). */
  state: string;
}

const STORY_MENU = storyMenu('ee');

function NavigationScreen({ snapshot }: { snapshot: ReachedState<NavigationMachine>['snapshot'] }) {
  const flags = navigationFlags(snapshot);
  return (
    <div style={{ minHeight: 420 }}>
      <p style={{ fontSize: 14 }}>Desktop (&ge; 768 px): the category menu</p>
      <div style={{ position: 'relative' }}>
        <CategoryMenu
          items={STORY_MENU}
          openId={snapshot.context.openCategory}
          onOpen={action('menu.open')}
          onToggle={action('menu.toggle')}
          onClose={action('menu.close')}
          onEscape={action('navigation.escape')}
        />
      </div>
      <p style={{ fontSize: 14, marginTop: 220 }}>Phone (&lt; 768 px): the menu button and the drawer</p>
      <MenuDrawer
        items={STORY_MENU}
        open={flags.sidebar}
        path={snapshot.context.submenu}
        popping={snapshot.hasTag('popping')}
        onOpen={action('sidebar.open')}
        onClose={action('sidebar.close')}
        onPush={action('submenu.push')}
        onPop={action('submenu.pop')}
      />
    </div>
  );
}

const facts = (snapshot: ReachedState<NavigationMachine>['snapshot']) => {
  const flags = navigationFlags(snapshot);
  return [
    snapshot.context.openCategory !== null && `open category ${snapshot.context.openCategory}`,
    snapshot.context.submenu.length > 0 && `submenu path ${snapshot.context.submenu.join(' > ')}`,
    flags.overlay && 'overlay',
  ];
};

const meta = {
  title: 'Machines/Navigation',
  loaders: [async ({ args }) => ({ reached: reach(navigationModel, (args as NavigationStoryArgs).state) })],
  render: (args, { loaded }) => (
    <MachineState<NavigationMachine>
      machine="navigation"
      state={args.state}
      reached={loaded.reached as ReachedState<NavigationMachine> | null}
      facts={facts}
    >
      {(snapshot) => <NavigationScreen snapshot={snapshot} />}
    </MachineState>
  ),
} satisfies Meta<NavigationStoryArgs>;

export default meta;

type Story = StoryObj<NavigationStoryArgs>;

/** Nothing open: the top categories (desktop) or the menu button (phone). */
export const Closed: Story = { args: { state: 'closed' } };

/** Desktop: a top category's subcategories shown (hover or its disclosure button). */
export const Menu: Story = { args: { state: 'menu' } };

/** Phone: the drawer with the top categories, over the overlay (SPEC 3 UI flags sidebar and overlay). */
export const SidebarTop: Story = { args: { state: 'sidebar.top' } };

/** Phone: a category's submenu slid in (SPEC 3 UI flag submenu). */
export const SidebarSubmenu: Story = { args: { state: 'sidebar.submenu' } };

/** Phone: back was pressed; the submenu slides out and is popped after 300 ms (SPEC 4). */
export const SidebarPopping: Story = { args: { state: 'sidebar.popping' } };
