// The navigation machine's model (ARCHITECTURE §3; SPEC 3 UI flags sidebar, submenu, overlay; SPEC 4 submenu pop
// 300 ms): two top categories (Naised 10, Mehed 20) and one subcategory (Kleidid 11) of the demo menu; hover and the
// disclosure buttons of the desktop menu, the phone's menu button, drawer, submenus and back step, the pop delay
// running out, Escape and a route change; what each state promises. Registered in tests/model/models.ts.
import { type NavigationEvent, navigationFlags, navigationMachine } from '../../machines/navigation.machine';
import { type ModelEntry, stateName } from '../helpers/model';

type NavigationMachine = typeof navigationMachine;
type Snapshot = ReturnType<NavigationMachine['getInitialSnapshot']>;

export const WOMEN = 10;
export const MEN = 20;
export const DRESSES = 11;
const NAMES: Record<number, string> = { [WOMEN]: 'Naised', [MEN]: 'Mehed', [DRESSES]: 'Kleidid' };

/** The synthetic event of the pop delay in `sidebar.popping` (ARCHITECTURE §3: xstate.after.<delay>.<id>.<path>). */
export const SUBMENU_POP_EVENT_TYPE = 'xstate.after.submenuPop.navigation.sidebar.popping';

function events(snapshot: Snapshot): NavigationEvent[] {
  const list: NavigationEvent[] = [
    { type: 'menu.open', categoryId: WOMEN },
    { type: 'menu.open', categoryId: MEN },
    { type: 'menu.toggle', categoryId: WOMEN },
    { type: 'menu.close' },
    { type: 'sidebar.open' },
    { type: 'sidebar.close' },
    { type: 'submenu.pop' },
    { type: 'navigation.escape' },
    { type: 'navigation.navigated' },
    { type: SUBMENU_POP_EVENT_TYPE } as never,
  ];
  // The demo menu is two levels deep: the graph pushes no deeper (the machine would).
  const depth = snapshot.context.submenu.length;
  if (depth === 0) list.push({ type: 'submenu.push', categoryId: WOMEN });
  if (depth === 1) list.push({ type: 'submenu.push', categoryId: DRESSES });
  return list;
}

const name = (id: number | null | undefined) => (id == null ? 'none' : (NAMES[id] ?? String(id)));

export const navigationModel: ModelEntry<NavigationMachine> = {
  machine: navigationMachine,
  events,
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.openCategory, snapshot.context.submenu]),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'menu.open') return `hover ${name(event.categoryId)}`;
    if (event.type === 'menu.toggle') return `the ${name(event.categoryId)} button`;
    if (event.type === 'menu.close') return 'the pointer leaves the menu';
    if (event.type === 'sidebar.open') return 'the menu button';
    if (event.type === 'sidebar.close') return 'close the drawer';
    if (event.type === 'submenu.push') return `open ${name(event.categoryId)} in the drawer`;
    if (event.type === 'submenu.pop') return 'back';
    if (event.type === 'navigation.escape') return 'Escape';
    if (event.type === 'navigation.navigated') return 'a link is followed';
    if (type === SUBMENU_POP_EVENT_TYPE) return 'the 300 ms pop delay runs out';
    return type;
  },
  describeState: (snapshot) => {
    const { openCategory, submenu } = snapshot.context;
    if (openCategory !== null) return `${stateName(snapshot)} (${name(openCategory)} open)`;
    if (submenu.length) return `${stateName(snapshot)} (${submenu.map(name).join(' > ')})`;
    return stateName(snapshot);
  },
  legend: [
    `categories: ${Object.entries(NAMES)
      .map(([id, label]) => `${label} ${id}`)
      .join(', ')}`,
  ],
  promises: {
    '*': ({ snapshot, pendingTimers }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      expect(pendingTimers, 'a timer runs only while a submenu pops').toBe(
        snapshot.matches({ sidebar: 'popping' }) ? 1 : 0,
      );
      const flags = navigationFlags(snapshot);
      expect(flags.overlay, 'SPEC 3: the overlay is shown with the sidebar').toBe(flags.sidebar);
    },
    closed: ({ snapshot }, expect) => {
      expect(navigationFlags(snapshot), 'nothing open').toEqual({ sidebar: false, submenu: false, overlay: false });
      expect(snapshot.context).toEqual({ openCategory: null, submenu: [] });
    },
    menu: ({ snapshot, event }, expect) => {
      expect(snapshot.context.openCategory, 'one top category is open').not.toBeNull();
      if (event?.type === 'menu.open' || event?.type === 'menu.toggle') {
        expect(snapshot.context.openCategory, 'the one asked for').toBe(event.categoryId);
      }
      expect(navigationFlags(snapshot).sidebar).toBe(false);
      expect(snapshot.context.submenu).toEqual([]);
    },
    sidebar: ({ snapshot }, expect) => {
      expect(navigationFlags(snapshot).sidebar, 'SPEC 3 UI flag sidebar').toBe(true);
      expect(snapshot.context.openCategory, 'no desktop menu under the drawer').toBeNull();
    },
    'sidebar.top': ({ snapshot }, expect) => {
      expect(snapshot.context.submenu, 'the top categories').toEqual([]);
      expect(navigationFlags(snapshot).submenu).toBe(false);
    },
    'sidebar.submenu': ({ snapshot, previous, event }, expect) => {
      expect(navigationFlags(snapshot).submenu, 'SPEC 3 UI flag submenu').toBe(true);
      expect(snapshot.context.submenu.length).toBeGreaterThan(0);
      if (event?.type === 'submenu.push') expect(snapshot.context.submenu.at(-1)).toBe(event.categoryId);
      if (previous?.matches({ sidebar: 'popping' }) && (event?.type as string) === SUBMENU_POP_EVENT_TYPE) {
        expect(snapshot.context.submenu, 'one level popped').toEqual(previous.context.submenu.slice(0, -1));
      }
    },
    'sidebar.popping': ({ snapshot, previous, event }, expect) => {
      expect(snapshot.hasTag('popping')).toBe(true);
      if (event?.type === 'submenu.pop') {
        expect(snapshot.context.submenu, 'still shown while it slides out').toEqual(previous?.context.submenu);
      }
    },
  },
};
