// The header's category navigation (ARCHITECTURE §3 `navigation`; SPEC 3 UI flags sidebar, submenu, overlay). On a
// desktop one top category's subcategories are open at a time (hover or its disclosure button); on a phone the menu
// button opens the sidebar drawer over an overlay, a category's submenu is pushed onto a stack, and the back step pops
// it after SPEC 4's 300 ms (`submenuPop`, while the drawer's slide-out animation runs). Escape closes what is open and
// a route change closes everything. The views read the state and tags; focus is the view's (it returns focus to the
// button that opened what Escape closed).
import { assertEvent, assign, setup } from 'xstate';
import { SUBMENU_POP_MS } from '../src/domain/navigation';

export interface NavigationContext {
  /** The top category whose subcategories are open in the desktop menu. */
  openCategory: number | null;
  /** The drawer's submenu path: category ids, the one shown last. */
  submenu: number[];
}

export type NavigationEvent =
  /** Desktop: show a top category's subcategories (hover, or its button). */
  | { type: 'menu.open'; categoryId: number }
  /** Desktop: the disclosure button of a top category (closes it when it is the open one). */
  | { type: 'menu.toggle'; categoryId: number }
  /** Desktop: the pointer left the menu, or focus moved out of it. */
  | { type: 'menu.close' }
  /** Phone: the menu button. */
  | { type: 'sidebar.open' }
  /** Phone: the drawer's close button or the overlay. */
  | { type: 'sidebar.close' }
  /** Phone: a category's submenu slides in. */
  | { type: 'submenu.push'; categoryId: number }
  /** Phone: the back step; the submenu is popped after SUBMENU_POP_MS. */
  | { type: 'submenu.pop' }
  | { type: 'navigation.escape' }
  /** The route changed: everything closes. */
  | { type: 'navigation.navigated' };

/** SPEC 3 UI flags read from a snapshot. */
export interface NavigationFlags {
  sidebar: boolean;
  submenu: boolean;
  overlay: boolean;
}

export function navigationFlags(snapshot: { hasTag(tag: string): boolean }): NavigationFlags {
  return {
    sidebar: snapshot.hasTag('sidebar'),
    submenu: snapshot.hasTag('submenu'),
    overlay: snapshot.hasTag('overlay'),
  };
}

export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    events: {} as NavigationEvent,
  },
  delays: {
    // SPEC 4 "Other": the submenu path pop is delayed by 300 ms.
    submenuPop: SUBMENU_POP_MS,
  },
  guards: {
    isOpenCategory: ({ context, event }) => event.type === 'menu.toggle' && event.categoryId === context.openCategory,
    hasDeeperSubmenu: ({ context }) => context.submenu.length > 1,
  },
  actions: {
    closeAll: assign({ openCategory: null, submenu: [] }),
    openCategory: assign(({ event }) => {
      assertEvent(event, ['menu.open', 'menu.toggle']);
      return { openCategory: event.categoryId };
    }),
    pushSubmenu: assign(({ context, event }) => {
      assertEvent(event, 'submenu.push');
      return { submenu: [...context.submenu, event.categoryId] };
    }),
    popSubmenu: assign(({ context }) => ({ submenu: context.submenu.slice(0, -1) })),
  },
}).createMachine({
  id: 'navigation',
  context: { openCategory: null, submenu: [] },
  initial: 'closed',
  states: {
    closed: {
      entry: 'closeAll',
      on: {
        'menu.open': { target: 'menu', actions: 'openCategory' },
        'menu.toggle': { target: 'menu', actions: 'openCategory' },
        'sidebar.open': { target: 'sidebar' },
      },
    },
    // Desktop: one top category's subcategories shown.
    menu: {
      tags: ['menu'],
      on: {
        'menu.open': { actions: 'openCategory' },
        'menu.toggle': [{ guard: 'isOpenCategory', target: 'closed' }, { actions: 'openCategory' }],
        'menu.close': { target: 'closed' },
        'navigation.escape': { target: 'closed' },
        'navigation.navigated': { target: 'closed' },
        // The window narrowed while a menu was open: the phone's menu button.
        'sidebar.open': { target: 'sidebar', actions: 'closeAll' },
      },
    },
    // Phone: the drawer over the overlay (SPEC 3 UI flags sidebar and overlay).
    sidebar: {
      tags: ['sidebar', 'overlay'],
      initial: 'top',
      on: {
        'sidebar.close': { target: 'closed' },
        'navigation.escape': { target: 'closed' },
        'navigation.navigated': { target: 'closed' },
      },
      states: {
        top: {
          on: { 'submenu.push': { target: 'submenu', actions: 'pushSubmenu' } },
        },
        submenu: {
          tags: ['submenu'],
          on: {
            'submenu.push': { actions: 'pushSubmenu' },
            'submenu.pop': { target: 'popping' },
          },
        },
        // The submenu slides out; it leaves the path when the delay is over.
        popping: {
          tags: ['submenu', 'popping'],
          after: {
            submenuPop: [
              { guard: 'hasDeeperSubmenu', target: 'submenu', actions: 'popSubmenu' },
              { target: 'top', actions: 'popSubmenu' },
            ],
          },
        },
      },
    },
  },
});
