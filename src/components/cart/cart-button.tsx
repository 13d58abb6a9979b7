// The header's cart button with the item count (SPEC 3 "UI flags": microcart; SPEC 4 "Cart": the count is the
// number of lines or the summed quantity, as the container chooses). It opens the mini cart.
import { Plural, Trans } from '@lingui/react/macro';

export interface CartButtonProps {
  count: number;
  onOpen(): void;
}

export function CartButton({ count, onOpen }: CartButtonProps) {
  return (
    <button type="button" className="header-action cart-button" aria-haspopup="dialog" onClick={onOpen}>
      <Trans>Cart</Trans> <span aria-hidden="true">({count})</span>
      <span className="visually-hidden">
        <Plural value={count} _0=", empty" one=", # item" other=", # items" />
      </span>
    </button>
  );
}
