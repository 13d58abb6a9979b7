// SPEC 2 "Return pages" (Montonio, Esto, Modena), SPEC 8 "Payment": what the shopper sees while the return is
// verified ('Processing payment, please wait ...'), after a paid one (on the way to /thankyou) and after a failure
// (SPEC 8's message, with the way back to the checkout, the cart intact). Props in, nothing out: links only.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import './payment-return.css';

export type PaymentReturnStatus = 'processing' | 'paid' | 'failed';

export interface PaymentReturnViewProps {
  status: PaymentReturnStatus;
  /** SPEC 8's failure message in the shopper's language (status 'failed'). */
  message: string | null;
  checkoutHref: string;
  homeHref: string;
}

export function PaymentReturnView({ status, message, checkoutHref, homeHref }: PaymentReturnViewProps) {
  return (
    <section className="payment-return" aria-busy={status === 'processing'}>
      <h1>
        <Trans>Payment</Trans>
      </h1>
      {status === 'processing' ? (
        <p className="payment-return__message" role="status">
          <Trans>Processing payment, please wait ...</Trans>
        </p>
      ) : null}
      {status === 'paid' ? (
        <p className="payment-return__message" role="status">
          <Trans>Payment received. Opening your order confirmation ...</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <>
          <p className="payment-return__message" role="alert">
            {message}
          </p>
          <div className="form-actions">
            <Link href={checkoutHref} className="button">
              <Trans>Back to checkout</Trans>
            </Link>
            <Link href={homeHref} className="button button--secondary">
              <Trans>Continue shopping</Trans>
            </Link>
          </div>
        </>
      ) : null}
    </section>
  );
}
