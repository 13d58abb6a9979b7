// SPEC 2 /thankyou, SPEC 3 "Order confirmation": the server's lines and totals carried by an order reply or a verified
// payment return. Type imports only: the payment-return page's rules use it on the first view (no zod there).
import type { ConfirmedLine, ConfirmedTotals } from '../contract/order';
import type { OrderConfirmation } from './outcome';

/**
 * The server's lines and totals in a result (an order reply, a verified order). The adapters checked them against
 * the contract (src/adapters/order.ts, the payment return's response schema) and left out what did not match, so the
 * first view carries no zod (tests/unit/first-view-imports.test.ts).
 */
export function confirmedDetails(record: {
  lines?: unknown;
  totals?: unknown;
}): Pick<OrderConfirmation, 'lines' | 'totals'> {
  return {
    ...(Array.isArray(record.lines) ? { lines: record.lines as ConfirmedLine[] } : {}),
    ...(record.totals && typeof record.totals === 'object' ? { totals: record.totals as ConfirmedTotals } : {}),
  };
}
