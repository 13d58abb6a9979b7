// SPEC 2 "Abandoned-cart return": what the shopper sees coming from the reminder mail: the login prompt (with the
// button that opens the login again), the cart being checked, then what changed in it and the way to the checkout.
// Props in, events out. Margin 80px 0 100px (SPEC 2).
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import '../payment-return/payment-return.css';

export type AbandonedCartStatus = 'checking' | 'login' | 'done';

export interface AbandonedCartViewProps {
  status: AbandonedCartStatus;
  /** SPEC 2's messages of the lines removed or reduced, in the shopper's language. */
  notes: readonly string[];
  checkoutHref: string;
  onLogin(): void;
}

export function AbandonedCartView({ status, notes, checkoutHref, onLogin }: AbandonedCartViewProps) {
  return (
    <section className="abandoned-cart-return" aria-busy={status === 'checking'}>
      <h1>
        <Trans>Your shopping cart</Trans>
      </h1>
      {status === 'checking' ? (
        <p className="abandoned-cart-return__message" role="status">
          <Trans>Checking your shopping cart ...</Trans>
        </p>
      ) : null}
      {status === 'login' ? (
        <>
          <p className="abandoned-cart-return__message">
            <Trans>Please log in to continue with checkout ...</Trans>
          </p>
          <div className="form-actions">
            <button type="button" className="button" onClick={onLogin}>
              <Trans>Log in</Trans>
            </button>
          </div>
        </>
      ) : null}
      {status === 'done' ? (
        <>
          {notes.length ? (
            <ul className="abandoned-cart-return__notes">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          <div className="form-actions">
            <Link href={checkoutHref} className="button">
              <Trans>Proceed to checkout</Trans>
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
