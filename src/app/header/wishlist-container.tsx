// The wishlist in the header: the button with the count from the product-lists machine, and the panel, a lazy
// chunk loaded on first open (the first view's JS budget), whose products the wishlist-products actor loads. Whether
// the panel was ever opened, and whether it is open, is the wishlist-panel machine's (SPEC 3 UI flag `wishlist`).
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { wishlistPanelMachine } from '../../../machines/wishlist-panel.machine';
import { WishlistButton } from '../../components/lists/wishlist-button';
import { useShop } from '../root/shop-context';

const WishlistPanelContainer = lazy(() => import('./wishlist-panel-container'));

export function WishlistContainer() {
  const { actors } = useShop();
  const count = useSelector(actors.productLists, (s) => s.context.lists.wishlist.length);
  const panel = useActorRef(wishlistPanelMachine);
  const open = useSelector(panel, (s) => s.hasTag('open'));
  const mounted = useSelector(panel, (s) => s.hasTag('mounted'));
  return (
    <>
      <WishlistButton count={count} onOpen={() => panel.send({ type: 'wishlist.open' })} />
      {mounted ? (
        <Suspense fallback={null}>
          <WishlistPanelContainer open={open} onClose={() => panel.send({ type: 'wishlist.close' })} />
        </Suspense>
      ) : null}
    </>
  );
}
