// SPEC 2 "mini-cart (can be opened and closed)", SPEC 3 "UI flags": microcart. A drawer listing the cart's lines
// with their steppers, the totals, the coupon form and the way to the checkout. What the cart machine knows is shown
// as it is: loading before the cart is loaded, syncing while the server is asked, a note when offline (changes are
// kept and synced later, SPEC 4) and when the server cart is out of reach (SPEC 4 "Connect": sync disabled).
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { CartLine, type CartLineItem } from './cart-line';
import { CouponForm } from './coupon-form';
import { TotalsSummary, type TotalsSummaryValues } from './totals-summary';
import '../lists/wishlist-panel.css';
import './mini-cart.css';

export interface MiniCartCoupon {
  appliedCode: string | null;
  /** The server's refusal, translated. */
  error: string | null;
  /** SPEC 5: Apply was pressed with no code (the cart machine's `couponProblem`). */
  problem?: 'required' | null;
  busy: boolean;
}

export interface MiniCartProps {
  open: boolean;
  /** 'loading' until the cart is loaded (SPEC 4 "The cart loads once, then is marked loaded"). */
  status: 'loading' | 'ready';
  /** A sync with the server is running. */
  syncing: boolean;
  online: boolean;
  /** SPEC 4 "Connect": after the bypass attempts the cart is kept on this device only. */
  syncDisabled: boolean;
  lines: readonly CartLineItem[];
  /** The totals, or null before the server gave any. */
  totals: TotalsSummaryValues | null;
  coupon: MiniCartCoupon;
  locale: string;
  checkoutHref: string;
  /** Issue 12: a line is out of stock; the checkout cannot be started until it is removed (the shopper is told). */
  checkoutBlocked?: boolean;
  /** The shop's home, for the empty cart. */
  continueHref: string;
  onClose(): void;
  onQuantityChange(lineId: string, qty: number): void;
  onRemove(lineId: string): void;
  onApplyCoupon(code: string): void;
  /** The coupon field's text changed (the cart clears the empty code's message once a code is typed). */
  onTypeCoupon?(code: string): void;
  onRemoveCoupon(): void;
}

function Notes({ syncing, online, syncDisabled }: Pick<MiniCartProps, 'syncing' | 'online' | 'syncDisabled'>) {
  return (
    <>
      <p className="mini-cart__status" role="status">
        {syncing && online ? <Trans>Updating the cart…</Trans> : null}
      </p>
      {online ? null : (
        <p className="form-note mini-cart__note">
          <Trans>You are offline. Changes will be synced when you are back online.</Trans>
        </p>
      )}
      {syncDisabled ? (
        <p className="form-note mini-cart__note">
          <Trans>The cart cannot be saved in the shop right now. It is kept on this device.</Trans>
        </p>
      ) : null}
    </>
  );
}

function Contents(props: MiniCartProps) {
  const { lines, locale, coupon } = props;
  if (props.status === 'loading') {
    return (
      <p role="status">
        <Trans>Loading the cart…</Trans>
      </p>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="mini-cart__empty">
        <p>
          <Trans>Your shopping cart is empty.</Trans>
        </p>
        <Link href={props.continueHref} onClick={props.onClose} className="button button--secondary">
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul className="mini-cart__lines">
        {lines.map((line) => (
          <CartLine
            key={line.id}
            line={line}
            locale={locale}
            onNavigate={props.onClose}
            onQuantityChange={(qty) => props.onQuantityChange(line.id, qty)}
            onRemove={() => props.onRemove(line.id)}
          />
        ))}
      </ul>
      <CouponForm
        appliedCode={coupon.appliedCode}
        error={coupon.error}
        problem={coupon.problem ?? null}
        busy={coupon.busy}
        disabled={!props.online}
        onApply={props.onApplyCoupon}
        onType={props.onTypeCoupon}
        onRemove={props.onRemoveCoupon}
      />
      {props.totals ? <TotalsSummary totals={props.totals} locale={locale} /> : null}
      <CheckoutLink {...props} />
    </>
  );
}

function CheckoutLink({ checkoutHref, checkoutBlocked = false, onClose }: MiniCartProps) {
  const noteId = useId();
  if (!checkoutBlocked) {
    return (
      <Link href={checkoutHref} onClick={onClose} className="button mini-cart__checkout">
        <Trans>Go to checkout</Trans>
      </Link>
    );
  }
  return (
    <>
      <p id={noteId} className="form-note mini-cart__blocked">
        <Trans>Some products in your cart are out of stock. Remove them to go to the checkout.</Trans>
      </p>
      <button type="button" className="button mini-cart__checkout" aria-disabled="true" aria-describedby={noteId}>
        <Trans>Go to checkout</Trans>
      </button>
    </>
  );
}

export function MiniCart(props: MiniCartProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const { open } = props;

  // A modal dialog: the browser keeps focus inside, Escape closes it, and focus returns to the cart button. Where
  // showModal is missing (older browsers, jsdom) the drawer still opens, and the focus is moved in by hand.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.open = true;
      closeButton.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="side-panel mini-cart" aria-labelledby={titleId} onClose={props.onClose}>
      <div className="side-panel__head">
        <h2 id={titleId}>
          <Trans>Shopping cart</Trans>
        </h2>
        <button ref={closeButton} type="button" className="button button--secondary" onClick={props.onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {open ? (
        <>
          <Notes syncing={props.syncing} online={props.online} syncDisabled={props.syncDisabled} />
          <Contents {...props} />
        </>
      ) : null}
    </dialog>
  );
}
