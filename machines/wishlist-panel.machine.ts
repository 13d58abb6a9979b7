// The header's wishlist sidebar (SPEC 3 UI flag `wishlist`). Its chunk loads on the first open (the first view's JS
// budget), so the machine tells "never opened" (nothing to load or mount) from "closed after an open" (the panel
// stays mounted, hidden, and keeps its products). The view reads the tags: `open` shows the sidebar, `mounted`
// renders the panel at all.
import { setup } from 'xstate';

export type WishlistPanelEvent =
  /** The wishlist button in the header. */
  | { type: 'wishlist.open' }
  /** The panel's close button, its overlay or Escape. */
  | { type: 'wishlist.close' };

export const wishlistPanelMachine = setup({
  types: {
    events: {} as WishlistPanelEvent,
  },
}).createMachine({
  id: 'wishlistPanel',
  initial: 'unopened',
  states: {
    /** Never opened in this visit: the panel's chunk is not loaded. */
    unopened: { on: { 'wishlist.open': 'open' } },
    open: { tags: ['open', 'mounted'], on: { 'wishlist.close': 'closed' } },
    /** Closed after an open: the panel stays mounted, hidden. */
    closed: { tags: ['mounted'], on: { 'wishlist.open': 'open' } },
  },
});
