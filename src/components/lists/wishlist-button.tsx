// The header's wishlist button with the count (SPEC 3 "UI flags": wishlist). The panel itself loads on first open.
import { Plural, Trans } from '@lingui/react/macro';

export function WishlistButton({ count, onOpen }: { count: number; onOpen(): void }) {
  return (
    <button type="button" className="header-action wishlist-button" aria-haspopup="dialog" onClick={onOpen}>
      <Trans>Wishlist</Trans> <span aria-hidden="true">({count})</span>
      <span className="visually-hidden">
        <Plural value={count} one=", # product" other=", # products" />
      </span>
    </button>
  );
}
