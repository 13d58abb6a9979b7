// SPEC 3 "Total segments" and SPEC 1: the cart's totals, every amount with tax, amount first and then the sign, 2
// decimals. Tax is included in the prices (SPEC 9), so it is shown as the part of the grand total it is.
import { Trans } from '@lingui/react/macro';
import type { CartTotals } from '../../domain/contract/cart';
import { formatPrice } from '../../domain/money';
import './totals-summary.css';

export interface TotalsSummaryValues {
  /** Sum of the rows, tax included. */
  subtotal: number;
  /** Shipping with tax; null while no method is chosen (the row is left out). */
  shipping: number | null;
  /** The discount as a positive or negative amount (shown as a reduction); 0 for none. */
  discount: number;
  /** The tax included in the grand total. */
  tax: number;
  grandTotal: number;
  /** The applied coupon, named beside the discount. */
  couponCode?: string | null;
}

/** The summary of the server's totals (SPEC 3 platform totals); shipping counts once a method is chosen. */
export function totalsFromCart(totals: CartTotals, shippingChosen = true): TotalsSummaryValues {
  return {
    subtotal: totals.subtotal_incl_tax,
    shipping: shippingChosen ? totals.shipping_incl_tax : null,
    discount: totals.discount_amount,
    tax: totals.tax_amount,
    grandTotal: totals.grand_total,
    couponCode: totals.coupon_code,
  };
}

export interface TotalsSummaryProps {
  totals: TotalsSummaryValues;
  locale: string;
}

export function TotalsSummary({ totals, locale }: TotalsSummaryProps) {
  const discount = Math.abs(totals.discount);
  const couponCode = totals.couponCode;
  return (
    <dl className="totals-summary">
      <div className="totals-summary__row">
        <dt>
          <Trans>Subtotal</Trans>
        </dt>
        <dd>{formatPrice(totals.subtotal, locale)}</dd>
      </div>
      {totals.shipping === null ? null : (
        <div className="totals-summary__row">
          <dt>
            <Trans>Shipping</Trans>
          </dt>
          <dd>{formatPrice(totals.shipping, locale)}</dd>
        </div>
      )}
      {discount > 0 ? (
        <div className="totals-summary__row totals-summary__row--discount">
          <dt>{couponCode ? <Trans>Discount ({couponCode})</Trans> : <Trans>Discount</Trans>}</dt>
          <dd>{formatPrice(-discount, locale)}</dd>
        </div>
      ) : null}
      <div className="totals-summary__row totals-summary__row--grand">
        <dt>
          <Trans>Grand total</Trans>
        </dt>
        <dd>{formatPrice(totals.grandTotal, locale)}</dd>
      </div>
      <div className="totals-summary__row totals-summary__row--tax">
        <dt>
          <Trans>Tax included</Trans>
        </dt>
        <dd>{formatPrice(totals.tax, locale)}</dd>
      </div>
    </dl>
  );
}
