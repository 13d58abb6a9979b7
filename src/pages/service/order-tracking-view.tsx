// Issue 16 "Order tracking" (SPEC 2 /order-tracking, 'Track my Order'): the order number and the e-mail the order
// was placed with, then the order's status and lines; one message for every pair that names no order. Props in,
// events out: the flow comes from the order-tracking machine.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { FormAlert, TextField } from '../../components/auth/form-field';
import { useFormDraft } from '../../components/auth/use-form-draft';
import type { TrackedOrder } from '../../domain/contract/order-tracking';
import { formatDateTime } from '../../domain/dates';
import { formatPrice } from '../../domain/money';
import { EMPTY_TRACKING, type TrackingField, type TrackingValues, validateTracking } from '../../domain/service-forms';
import { OrderStatusLabel } from '../account/order-status';
import '../../components/auth/forms.css';
import './service-pages.css';

export type OrderTrackingStatus = 'form' | 'searching' | 'found';

export interface OrderTrackingViewProps {
  status: OrderTrackingStatus;
  problem: 'notFound' | 'tooMany' | 'failed' | null;
  order: TrackedOrder | null;
  locale: string;
  dateSeparator: '-' | '/';
  onSubmit(values: TrackingValues): void;
  onTrackAnother(): void;
}

function Carrier({ code }: { code: string }) {
  if (code === 'pickup') return <Trans>Pick up in store</Trans>;
  if (code === 'omniva') return <Trans>Omniva parcel machine</Trans>;
  if (code === 'dpd') return <Trans>DPD parcel machine</Trans>;
  if (code === 'courier' || code === 'flatrate') return <Trans>Courier</Trans>;
  return <>{code}</>;
}

function TrackedOrderView({
  order,
  locale,
  dateSeparator,
}: {
  order: TrackedOrder;
  locale: string;
  dateSeparator: '-' | '/';
}) {
  return (
    <article className="tracked-order" aria-labelledby="tracked-order-title">
      <h2 id="tracked-order-title">
        <Trans>Order {order.increment_id}</Trans>
      </h2>
      <dl className="tracked-order__facts">
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd className="tracked-order__status">
            <OrderStatusLabel status={order.status} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Placed</Trans>
          </dt>
          <dd>{formatDateTime(order.created_at, dateSeparator)}</dd>
        </div>
        {order.shipping_carrier ? (
          <div>
            <dt>
              <Trans>Delivery</Trans>
            </dt>
            <dd>
              <Carrier code={order.shipping_carrier} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatPrice(order.grand_total, locale)}</dd>
        </div>
      </dl>
      <h3>
        <Trans>Products</Trans>
      </h3>
      <ul className="tracked-order__lines">
        {order.items.map((item) => (
          <li key={item.sku}>
            <span className="tracked-order__name">{item.name}</span>
            <span>
              {item.qty} × {formatPrice(item.price, locale)}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

export function OrderTrackingView(props: OrderTrackingViewProps) {
  const headingId = useId();
  const form = useFormDraft<TrackingValues, TrackingField>(EMPTY_TRACKING, validateTracking);
  const busy = props.status === 'searching';
  if (props.status === 'found' && props.order) {
    return (
      <section className="service-form">
        <TrackedOrderView order={props.order} locale={props.locale} dateSeparator={props.dateSeparator} />
        <button type="button" className="button button--secondary" onClick={props.onTrackAnother}>
          <Trans>Track another order</Trans>
        </button>
      </section>
    );
  }
  return (
    <section className="service-form" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Find your order</Trans>
      </h2>
      <form ref={form.formRef} noValidate onSubmit={form.submit(props.onSubmit)}>
        <p>
          <Trans>Enter the order number from your confirmation e-mail and the e-mail address you ordered with.</Trans>
        </p>
        <TextField
          name="orderNumber"
          label={<Trans>Order number</Trans>}
          value={form.values.orderNumber}
          onChange={form.set('orderNumber')}
          error={form.errors.orderNumber}
          disabled={busy}
          required
          placeholder="100000123"
        />
        <TextField
          name="email"
          type="email"
          label={<Trans>E-mail</Trans>}
          autoComplete="email"
          value={form.values.email}
          onChange={form.set('email')}
          error={form.errors.email}
          disabled={busy}
          required
        />
        {props.problem === 'notFound' ? (
          <FormAlert>
            <Trans>We could not find an order with this number and e-mail address. Please check both.</Trans>
          </FormAlert>
        ) : props.problem === 'tooMany' ? (
          <FormAlert>
            <Trans>Too many attempts. Please try again in 15 minutes.</Trans>
          </FormAlert>
        ) : props.problem === 'failed' ? (
          <FormAlert>
            <Trans>The order could not be looked up. Please try again later.</Trans>
          </FormAlert>
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Searching…</Trans> : <Trans>Track the order</Trans>}
        </button>
      </form>
    </section>
  );
}
