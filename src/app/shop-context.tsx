// The running actors, provided once to the React tree (views read snapshots and send events).
import { createContext, type ReactNode, useContext } from 'react';
import type { StoreView } from '../domain/store-views';
import type { ShopActors } from './actors';

interface ShopContextValue {
  actors: ShopActors;
  storeView: StoreView;
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
