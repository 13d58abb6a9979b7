// SPEC 4 "Offline orders and going online": back online with automatic transmission off, the orders placed offline
// are listed and the shopper confirms sending them ('Send the orders now') or leaves them for later. Staying on this
// page sends them too (SPEC 4), which the container decides; the View says so and shows the sending.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDateTime } from '../../domain/dates';
import { formatPrice } from '../../domain/money';
import './checkout-view.css';

export interface OfflineOrderSummary {
  /** The order's idempotency key (SPEC 3 order_id). */
  id: string;
  /** When it was placed (ISO). */
  createdAt: string;
  grandTotal: number;
  /** Number of items, summed quantity. */
  itemCount: number;
}

export interface OfflineOrdersViewProps {
  orders: readonly OfflineOrderSummary[];
  /** 'confirming': waiting for the shopper; 'sending': the queue is sending them one at a time. */
  status: 'confirming' | 'sending';
  locale: string;
  /** SPEC 9 date format of the store view. */
  dateSeparator: '-' | '/';
  onSend(): void;
  onLater(): void;
}

export function OfflineOrdersView({ orders, status, locale, dateSeparator, onSend, onLater }: OfflineOrdersViewProps) {
  const { t } = useLingui();
  const headingId = useId();
  const sending = status === 'sending';
  return (
    <section className="offline-orders" aria-labelledby={headingId}>
      <h1 id={headingId}>
        <Trans>Orders placed offline</Trans>
      </h1>
      <p>
        <Trans>You are back online. These orders have not been sent to the shop yet.</Trans>
      </p>
      <table className="offline-orders__table" aria-label={t`Orders not sent yet`}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Placed</Trans>
            </th>
            <th scope="col" className="number">
              <Trans>Items</Trans>
            </th>
            <th scope="col" className="number">
              <Trans>Grand total</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">{formatDateTime(order.createdAt, dateSeparator)}</th>
              <td className="number">{order.itemCount}</td>
              <td className="number">{formatPrice(order.grandTotal, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="form-status" role="status">
        {sending ? <Trans>Sending the orders…</Trans> : null}
      </p>
      {sending ? null : (
        <p className="offline-orders__hint">
          <Trans>If you stay on this page, the orders are sent automatically.</Trans>
        </p>
      )}
      <div className="form-actions">
        <button type="button" className="button" aria-disabled={sending} onClick={() => sending || onSend()}>
          <Trans>Send the orders now</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={sending}
          onClick={() => sending || onLater()}
        >
          <Trans>Later</Trans>
        </button>
      </div>
    </section>
  );
}
