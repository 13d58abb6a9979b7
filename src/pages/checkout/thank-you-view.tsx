// SPEC 2 /thankyou: the order confirmation (SPEC 3 "Order confirmation": orderNumber) with the order's lines (name,
// options, quantity, price) and totals (subtotal, shipping, discount, gift card, tax, grand total) as the server
// confirmed them. An order placed offline is queued (SPEC 4 "Order placing" 4) and has no number yet: it is said that
// it leaves when the shopper is back online, and only what is known of it is listed (its lines, no prices).
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LineOptions } from '../../components/cart/line-options';
import type { ConfirmedTotals } from '../../domain/contract/order';
import { formatPrice } from '../../domain/money';
import type { ConfirmationLine } from '../../domain/order/confirmation-lines';
import '../../components/cart/totals-summary.css';
import './checkout-view.css';

export interface ThankYouViewProps {
  /** The order's lines: the server's (priced) or, while the order is queued, what was ordered (price null). */
  lines: readonly ConfirmationLine[];
  /** The server's totals; null while the order is queued (nothing is priced yet). */
  totals: ConfirmedTotals | null;
  locale: string;
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

function OrderLines({ lines, locale }: { lines: readonly ConfirmationLine[]; locale: string }) {
  const { t } = useLingui();
  return (
    <ul className="checkout-lines thank-you__lines" aria-label={t`Products in the order`}>
      {lines.map((line) => (
        <li key={line.key} className="checkout-lines__line">
          <span className="checkout-lines__name">
            {line.name}
            <LineOptions colour={line.colour} size={line.size} options={line.options} />
          </span>
          <span className="checkout-lines__qty">
            {line.price === null ? (
              <Trans>Quantity: {line.qty}</Trans>
            ) : (
              `${line.qty} × ${formatPrice(line.price, locale)}`
            )}
          </span>
          {line.rowTotal === null ? null : (
            <span className="checkout-lines__total">{formatPrice(line.rowTotal, locale)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Row({
  label,
  amount,
  locale,
  kind,
}: {
  label: React.ReactNode;
  amount: number;
  locale: string;
  kind?: string;
}) {
  return (
    <div className={`totals-summary__row${kind ? ` totals-summary__row--${kind}` : ''}`}>
      <dt>{label}</dt>
      <dd>{formatPrice(amount, locale)}</dd>
    </div>
  );
}

function OrderTotals({ totals, locale }: { totals: ConfirmedTotals; locale: string }) {
  const discount = Math.abs(totals.discount);
  return (
    <dl className="totals-summary thank-you__totals">
      <Row label={<Trans>Subtotal</Trans>} amount={totals.subtotal} locale={locale} />
      <Row label={<Trans>Shipping</Trans>} amount={totals.shipping} locale={locale} />
      {totals.payment_cost > 0 ? (
        <Row label={<Trans>Payment fee</Trans>} amount={totals.payment_cost} locale={locale} />
      ) : null}
      {discount > 0 ? <Row label={<Trans>Discount</Trans>} amount={-discount} locale={locale} kind="discount" /> : null}
      {totals.gift_card > 0 ? (
        <Row label={<Trans>Gift card</Trans>} amount={-totals.gift_card} locale={locale} kind="discount" />
      ) : null}
      <Row label={<Trans>Grand total</Trans>} amount={totals.grand_total} locale={locale} kind="grand" />
      <Row label={<Trans>Tax included</Trans>} amount={totals.tax} locale={locale} kind="tax" />
    </dl>
  );
}

export function ThankYouView({
  lines,
  totals,
  locale,
  orderNumber,
  email,
  queued,
  loggedIn,
  continueHref,
  ordersHref,
}: ThankYouViewProps) {
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
      {lines.length > 0 ? (
        <section className="thank-you__order" aria-labelledby="thank-you-order">
          <h2 id="thank-you-order">
            <Trans>Your order</Trans>
          </h2>
          <OrderLines lines={lines} locale={locale} />
          {totals ? (
            <OrderTotals totals={totals} locale={locale} />
          ) : (
            <p className="form-note thank-you__unpriced">
              <Trans>The prices and totals are confirmed when the order reaches us.</Trans>
            </p>
          )}
        </section>
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
