// The wishlist-panel machine's model (SPEC 3 UI flag `wishlist`): the header's button opens the sidebar, its close
// button closes it; what each state promises to the header (the panel's chunk mounted or not, shown or hidden).
// Registered in tests/model/models.ts.
import { wishlistPanelMachine } from '../../machines/wishlist-panel.machine';
import { type ModelEntry, stateName } from '../helpers/model';

type WishlistPanelMachine = typeof wishlistPanelMachine;

export const wishlistPanelModel: ModelEntry<WishlistPanelMachine> = {
  machine: wishlistPanelMachine,
  events: [{ type: 'wishlist.open' }, { type: 'wishlist.close' }],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => (event.type === 'wishlist.open' ? 'the wishlist button' : "the panel's close button"),
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot, emitted }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      expect(emitted, 'a UI flag announces nothing').toEqual([]);
    },
    unopened: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('open'), snapshot.hasTag('mounted')], 'no panel, its chunk not loaded').toEqual([
        false,
        false,
      ]);
    },
    open: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('open'), snapshot.hasTag('mounted')], 'the sidebar shown').toEqual([true, true]);
    },
    closed: ({ snapshot }, expect) => {
      expect([snapshot.hasTag('open'), snapshot.hasTag('mounted')], 'the panel kept, hidden').toEqual([false, true]);
    },
  },
};
