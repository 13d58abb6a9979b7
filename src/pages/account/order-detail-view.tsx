// SPEC 2 /my-account/orders/{orderId}: one order of the history: its items, addresses (SPEC 3 "Address in the order
// payload") and totals, prices with tax (SPEC 1), the date in SPEC 9's format.
import { LineOptions } from '../../components/cart/line-options';
import { COLOR_ATTRIBUTE_ID } from '../../domain/colours';
import { configurableName } from '../../domain/configurable-labels';
import { lineOptionsOf } from '../../domain/product-options';
import { SIZE_ATTRIBUTE_ID } from '../../domain/sizes';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import type { OrderAddress, OrderSummary } from '../../domain/contract/user';
import { formatDateTime } from '../../domain/dates';
import { formatPrice } from '../../domain/money';
import { OrderDownloads } from './order-downloads';
import { OrderStatusLabel } from './order-status';
import { Problem } from './orders-view';
import './account.css';

export type OrderDetailStatus = 'loading' | 'ready' | 'not-found' | 'failed' | 'offline';

export interface OrderDetailViewProps {
  status: OrderDetailStatus;
  /** The order, when status is 'ready'. */
  order: OrderSummary | null;
  locale: string;
  dateSeparator: '-' | '/';
  /** The order list (my-orders). */
  backHref: string;
  /** Issue 17: the URL that serves one of the order's download links to the signed-in customer. */
  downloadHref(linkId: string): string | null;
  /** Issue 17: a download link was clicked (the count of downloads left goes down at once). */
  onDownload?(linkId: string): void;
  onRetry(): void;
}

function AddressBlock({ title, address }: { title: React.ReactNode; address: OrderAddress }) {
  const { i18n } = useLingui();
  const country = new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(address.countryId) ?? address.countryId;
  return (
    <div>
      <h3>{title}</h3>
      <address>
        {address.firstname} {address.lastname}
        <br />
        {address.company ? (
          <>
            {address.company}
            <br />
          </>
        ) : null}
        {address.street.filter(Boolean).join(' ')}
        <br />
        {address.postcode} {address.city}
        <br />
        {country}
        {address.telephone ? (
          <>
            <br />
            {address.telephone}
          </>
        ) : null}
      </address>
    </div>
  );
}

function Items({ order, locale }: { order: OrderSummary; locale: string }) {
  const { t } = useLingui();
  return (
    <table className="account-table" aria-label={t`Ordered products`}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Product</Trans>
          </th>
          <th scope="col" className="account-table__sku">
            <Trans>SKU</Trans>
          </th>
          <th scope="col" className="number">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col" className="number account-table__unit">
            <Trans>Price</Trans>
          </th>
          <th scope="col" className="number">
            <Trans>Subtotal</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((item) => (
          // Issue 17: one sku may be ordered twice with other options (two monograms): keyed by its options too.
          <tr key={`${item.sku}:${JSON.stringify(item.product_option?.extension_attributes ?? {})}`}>
            <th scope="row">
              {item.name}
              {/* On a phone five columns do not fit 390 px: the SKU goes under the name, the unit price gives way to
              the quantity and the subtotal. */}
              <span className="account-table__sku-inline">{item.sku}</span>
              <LineOptions
                colour={configurableName(item.product_option, COLOR_ATTRIBUTE_ID, locale)}
                size={configurableName(item.product_option, SIZE_ATTRIBUTE_ID, locale)}
                options={lineOptionsOf(item.product_option)}
              />
            </th>
            <td className="account-table__sku">{item.sku}</td>
            <td className="number">{item.qty}</td>
            <td className="number account-table__unit">{formatPrice(item.price, locale)}</td>
            <td className="number">{formatPrice(item.row_total ?? item.price * item.qty, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Totals({ order, locale }: { order: OrderSummary; locale: string }) {
  return (
    <dl className="account-facts">
      <dt>
        <Trans>Subtotal</Trans>
      </dt>
      <dd>{formatPrice(order.subtotal, locale)}</dd>
      <dt>
        <Trans>Shipping</Trans>
      </dt>
      <dd>{formatPrice(order.shipping, locale)}</dd>
      <dt>
        <Trans>Tax</Trans>
      </dt>
      <dd>{formatPrice(order.tax, locale)}</dd>
      <dt>
        <Trans>Grand total</Trans>
      </dt>
      <dd>
        <strong>{formatPrice(order.grand_total, locale)}</strong>
      </dd>
    </dl>
  );
}

function OrderBody({
  order,
  locale,
  dateSeparator,
  downloadHref,
  onDownload,
}: { order: OrderSummary } & Omit<OrderDetailViewProps, 'order'>) {
  const { shipping, billing } = order.addresses;
  return (
    <>
      <dl className="account-facts">
        <dt>
          <Trans>Date</Trans>
        </dt>
        <dd>{formatDateTime(order.created_at, dateSeparator)}</dd>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>
          <OrderStatusLabel status={order.status} />
        </dd>
      </dl>
      <h2>
        <Trans>Items</Trans>
      </h2>
      <Items order={order} locale={locale} />
      {order.downloads?.length ? (
        <OrderDownloads
          downloads={order.downloads}
          dateSeparator={dateSeparator}
          downloadHref={downloadHref}
          onDownload={onDownload}
        />
      ) : null}
      {shipping || billing ? (
        <>
          <h2>
            <Trans>Addresses</Trans>
          </h2>
          <div className="addresses">
            {shipping ? <AddressBlock title={<Trans>Shipping address</Trans>} address={shipping} /> : null}
            {billing ? <AddressBlock title={<Trans>Billing address</Trans>} address={billing} /> : null}
          </div>
        </>
      ) : null}
      <h2>
        <Trans>Totals</Trans>
      </h2>
      <Totals order={order} locale={locale} />
    </>
  );
}

export function OrderDetailView(props: OrderDetailViewProps) {
  const headingId = useId();
  const { status, order } = props;
  const orderNumber = order?.increment_id;
  return (
    <section className="account-page" aria-labelledby={headingId}>
      <p>
        <Link href={props.backHref}>
          <Trans>Back to my orders</Trans>
        </Link>
      </p>
      <h1 id={headingId}>{orderNumber ? <Trans>Order {orderNumber}</Trans> : <Trans>Order details</Trans>}</h1>
      {status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading your orders…</Trans>
        </p>
      ) : null}
      {status === 'not-found' ? (
        <p>
          <Trans>There is no such order in your account.</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <Problem onRetry={props.onRetry}>
          <Trans>The order could not be loaded.</Trans>
        </Problem>
      ) : null}
      {status === 'offline' ? (
        <Problem onRetry={props.onRetry}>
          <Trans>Your orders cannot be loaded while offline. Please come back while online!</Trans>
        </Problem>
      ) : null}
      {status === 'ready' && order ? <OrderBody {...props} order={order} /> : null}
    </section>
  );
}
