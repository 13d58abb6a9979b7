// SPEC 4 "Stock status": items show 'In stock!' or 'Out of the stock!'. A polite live region, so a change of variant
// that changes the stock is announced.
import { Trans } from '@lingui/react/macro';
import './stock-status.css';

export type StockStatusValue = 'in-stock' | 'out-of-stock';

export interface StockStatusProps {
  status: StockStatusValue;
}

export function StockStatus({ status }: StockStatusProps) {
  return (
    <p className={`stock-status stock-status--${status}`} role="status">
      <span className="stock-status__dot" aria-hidden="true" />
      {status === 'in-stock' ? <Trans>In stock!</Trans> : <Trans>Out of the stock!</Trans>}
    </p>
  );
}
