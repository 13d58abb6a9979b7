// SPEC 2 /my-account/orders and SPEC 3 "orders_history" (increment_id, created_at, total_count): the customer's
// orders, 20 a page (SPEC 9), newest first as the server sends them, with SPEC 9's date format and the price format
// of SPEC 1. A pure View: the page of orders comes from the session machine.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import type { OrderSummary } from '../../domain/contract/user';
import { formatDateTime } from '../../domain/dates';
import { formatPrice } from '../../domain/money';
import { OrderStatusLabel } from './order-status';
import './account.css';

export type OrdersStatus = 'loading' | 'ready' | 'failed' | 'offline';

export interface OrdersViewProps {
  status: OrdersStatus;
  orders: readonly OrderSummary[];
  /** 1-based, as SPEC 7's currentPage. */
  page: number;
  totalPages: number;
  /** For prices (SPEC 1: '54,99 €'). */
  locale: string;
  /** SPEC 9: the store view's date separator ('-' ee, '/' default). */
  dateSeparator: '-' | '/';
  orderHref(incrementId: string): string;
  onPageChange(page: number): void;
  onRetry(): void;
}

export function Problem({ children, onRetry }: { children: ReactNode; onRetry(): void }) {
  return (
    <div className="load-error" role="alert">
      <p>{children}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

function Pagination({ page, totalPages, onPageChange }: Pick<OrdersViewProps, 'page' | 'totalPages' | 'onPageChange'>) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t`Pages of orders`}>
      <ul>
        {pages.map((number) => (
          <li key={number}>
            <button
              type="button"
              aria-label={t`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => number !== page && onPageChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function OrdersTable(props: OrdersViewProps & { labelledBy: string }) {
  return (
    <table className="account-table" aria-labelledby={props.labelledBy}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Order number</Trans>
          </th>
          <th scope="col">
            <Trans>Date</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col" className="number">
            <Trans>Total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {props.orders.map((order) => (
          <tr key={order.increment_id}>
            <th scope="row">
              <Link href={props.orderHref(order.increment_id)}>{order.increment_id}</Link>
            </th>
            <td>{formatDateTime(order.created_at, props.dateSeparator)}</td>
            <td>
              <OrderStatusLabel status={order.status} />
            </td>
            <td className="number">{formatPrice(order.grand_total, props.locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrdersView(props: OrdersViewProps) {
  const headingId = useId();
  const { status, orders } = props;
  return (
    <section className="account-page" aria-labelledby={headingId}>
      <h1 id={headingId}>
        <Trans>My orders</Trans>
      </h1>
      {status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading your orders…</Trans>
        </p>
      ) : null}
      {status === 'failed' ? (
        <Problem onRetry={props.onRetry}>
          <Trans>Your orders could not be loaded.</Trans>
        </Problem>
      ) : null}
      {status === 'offline' ? (
        <Problem onRetry={props.onRetry}>
          <Trans>Your orders cannot be loaded while offline. Please come back while online!</Trans>
        </Problem>
      ) : null}
      {status === 'ready' && orders.length === 0 ? (
        <p>
          <Trans>You have no orders yet.</Trans>
        </p>
      ) : null}
      {status === 'ready' && orders.length > 0 ? (
        <>
          <OrdersTable {...props} labelledBy={headingId} />
          <Pagination page={props.page} totalPages={props.totalPages} onPageChange={props.onPageChange} />
        </>
      ) : null}
    </section>
  );
}
