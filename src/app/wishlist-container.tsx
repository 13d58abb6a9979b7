// The wishlist in the header: the button with the count from the product-lists machine, and the panel, a lazy
// chunk loaded on first open (the first view's JS budget), whose products the wishlist-products actor loads.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { WishlistButton } from '../components/lists/wishlist-button';
import { useShop } from './shop-context';

const WishlistPanelContainer = lazy(() => import('./wishlist-panel-container'));

export function WishlistContainer() {
  const { actors } = useShop();
  const count = useSelector(actors.productLists, (s) => s.context.lists.wishlist.length);
  // Whether the sidebar is open is presentation only (SPEC 3 "UI flags"); nothing else depends on it.
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <WishlistButton
        count={count}
        onOpen={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {opened ? (
        <Suspense fallback={null}>
          <WishlistPanelContainer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
