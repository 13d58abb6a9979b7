// The running actors, provided once to the React tree (views read snapshots and send events).
import { createContext, type ReactNode, useContext } from 'react';
import type { MenuItem } from '../../domain/navigation';
import type { StoreView } from '../../domain/store-views';
import type { ShopActors } from './actors';

interface ShopContextValue {
  actors: ShopActors;
  storeView: StoreView;
  /** The category menu of the store view (SPEC 7 GET /api/ext/category-menu/get), rendered by the server. */
  menu: readonly MenuItem[];
  /** SPEC 5: the tag-manager container id (GTM_ID); absent: no tag manager, no consent banner. */
  tagManagerId?: string;
}

const ShopContext = createContext<ShopContextValue | null>(null);

export function ShopProvider({ value, children }: { value: ShopContextValue; children: ReactNode }) {
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>;
}

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop() outside <ShopProvider>');
  return value;
}
