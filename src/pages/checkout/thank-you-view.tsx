// SPEC 2 /thankyou: the order confirmation (SPEC 3 "Order confirmation": orderNumber). An order placed offline is
// queued (SPEC 4 "Order placing" 4) and has no number yet: it is said that it leaves when the shopper is back online.
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import './checkout-view.css';

export interface ThankYouViewProps {
  /** The shop's order number, or null while the order is queued. */
  orderNumber: string | null;
  /** Where the confirmation goes (SPEC 3 personalDetails.emailAddress), or null. */
  email: string | null;
  /** SPEC 4: placed offline and waiting in the order queue. */
  queued: boolean;
  loggedIn: boolean;
  continueHref: string;
  /** The order history (my-account/orders), offered to a logged-in customer. */
  ordersHref: string;
}

export function ThankYouView({ orderNumber, email, queued, loggedIn, continueHref, ordersHref }: ThankYouViewProps) {
  return (
    <section className="thank-you">
      <h1>
        <Trans>Thank you for your order</Trans>
      </h1>
      {queued ? (
        <p className="form-note" role="status">
          <Trans>Your order will be sent when you are back online.</Trans>
        </p>
      ) : null}
      {!queued && orderNumber ? (
        <p className="thank-you__number">
          <Trans>
            Your order number is <strong>{orderNumber}</strong>.
          </Trans>
        </p>
      ) : null}
      {email ? (
        <p>
          {queued ? (
            <Trans>We will send the order confirmation to {email} once the order has reached us.</Trans>
          ) : (
            <Trans>We have sent the order confirmation to {email}.</Trans>
          )}
        </p>
      ) : null}
      <div className="form-actions">
        <Link href={continueHref} className="button">
          <Trans>Continue shopping</Trans>
        </Link>
        {loggedIn ? (
          <Link href={ordersHref} className="button button--secondary">
            <Trans>My orders</Trans>
          </Link>
        ) : null}
      </div>
    </section>
  );
}
