// SPEC 2 /checkout "order review": what will be ordered, where it goes, how it is paid and what it costs, then
// 'Place the order'. SPEC 4 "Order placing": while the order is placed the progress text is 'Processing order...'
// and the button takes no second press.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FormAlert } from '../../components/auth/form-field';
import type { CartLineItem } from '../../components/cart/cart-line';
import { TotalsSummary, type TotalsSummaryValues } from '../../components/cart/totals-summary';
import type { ParcelMachine, PaymentMethod, ShippingMethod } from '../../domain/contract/cart';
import { formatPrice } from '../../domain/money';
import { shippingMethodKey } from '../../domain/checkout/details';
import type {
  CheckoutAddressValues,
  PaymentDetailsValues,
  PersonalDetailsValues,
  ShippingDetailsValues,
} from './checkout-values';
import { GiftCardTotals, type GiftCardView } from './gift-card-field';

export function ReviewLines({ lines, locale }: { lines: readonly CartLineItem[]; locale: string }) {
  const { t } = useLingui();
  return (
    <ul className="checkout-lines" aria-label={t`Products in the order`}>
      {lines.map((line) => (
        <li key={line.id} className="checkout-lines__line">
          <span className="checkout-lines__name">
            {line.name}
            {line.colour || line.size || line.options?.length ? (
              <span className="checkout-lines__options">
                {[
                  line.colour,
                  line.size,
                  // Issue 17: the bundle items and custom options the line was chosen with.
                  ...(line.options ?? []).map((option) => `${option.label}: ${option.value}`),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            ) : null}
          </span>
          <span className="checkout-lines__qty">
            {line.qty} × {formatPrice(line.price, locale)}
          </span>
          <span className="checkout-lines__total">{formatPrice(line.rowTotal, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

function AddressLines({ address, extra }: { address: CheckoutAddressValues; extra?: ReactNode }) {
  const { i18n } = useLingui();
  const country = address.country
    ? (new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(address.country) ?? address.country)
    : '';
  return (
    <address>
      {address.firstName} {address.lastName}
      <br />
      {extra}
      {[address.streetAddress, address.apartmentNumber].filter(Boolean).join(' ')}
      <br />
      {address.zipCode} {address.city}
      {address.state ? `, ${address.state}` : null}
      <br />
      {country}
      <br />
      {address.phoneNumber}
    </address>
  );
}

export interface CheckoutReviewProps {
  personalDetails: PersonalDetailsValues;
  shippingDetails: ShippingDetailsValues;
  paymentDetails: PaymentDetailsValues;
  shippingMethods: readonly ShippingMethod[];
  parcelMachines: readonly ParcelMachine[];
  paymentMethods: readonly PaymentMethod[];
  lines: readonly CartLineItem[];
  totals: TotalsSummaryValues | null;
  locale: string;
  placing: boolean;
  /** Issue 12: the order could not be sent and waits in the queue (SPEC 4 step 5); it cannot be placed again. */
  waiting?: boolean;
  /** Why the order could not be placed, translated (SPEC 8), or null. */
  orderError?: string | null;
  onPlaceOrder(): void;
  /** Issue 17: nothing is shipped: no shipping address or method, the billing address only. */
  virtualCart?: boolean;
  /** Issue 17: the gift card redeemed with the order (what it pays, what is left to pay). */
  giftCard?: GiftCardView['applied'];
}

export function CheckoutReview(props: CheckoutReviewProps) {
  const { shippingDetails: shipping, paymentDetails: payment, locale, placing } = props;
  const method = props.shippingMethods.find((candidate) => shippingMethodKey(candidate) === shipping.shippingMethod);
  const machine = props.parcelMachines.find((candidate) => candidate.id === shipping.parcelMachineId);
  const paymentMethod = props.paymentMethods.find((candidate) => candidate.code === payment.paymentMethod);
  const billingExtra =
    payment.company || payment.taxId ? (
      <>
        {[payment.company, payment.taxId].filter(Boolean).join(', ')}
        <br />
      </>
    ) : null;
  return (
    <div className="checkout-review">
      <ReviewLines lines={props.lines} locale={locale} />
      <div className="checkout-review__facts">
        <div>
          <h3>
            <Trans>Contact</Trans>
          </h3>
          <p>
            {props.personalDetails.firstName} {props.personalDetails.lastName}
            <br />
            {props.personalDetails.emailAddress}
          </p>
        </div>
        {props.virtualCart ? null : (
          <div>
            <h3>
              <Trans>Shipping address</Trans>
            </h3>
            <AddressLines address={shipping} />
          </div>
        )}
        <div>
          <h3>
            <Trans>Billing address</Trans>
          </h3>
          {payment.billingSameAsShipping && !props.virtualCart ? (
            <p>
              <Trans>Same as the shipping address</Trans>
            </p>
          ) : (
            <AddressLines address={payment} extra={billingExtra} />
          )}
        </div>
        {props.virtualCart ? null : (
          <div>
            <h3>
              <Trans>Shipping method</Trans>
            </h3>
            <p>
              {method ? `${method.carrier_title ? `${method.carrier_title}: ` : ''}${method.method_title}` : null}
              {machine ? (
                <>
                  <br />
                  {machine.name}, {machine.address}, {machine.city}
                </>
              ) : null}
            </p>
          </div>
        )}
        <div>
          <h3>
            <Trans>Payment method</Trans>
          </h3>
          <p>{paymentMethod?.title ?? payment.paymentMethod}</p>
        </div>
      </div>
      {props.totals ? <TotalsSummary totals={props.totals} locale={locale} /> : null}
      {props.giftCard ? <GiftCardTotals applied={props.giftCard} locale={locale} /> : null}
      {props.orderError ? <FormAlert>{props.orderError}</FormAlert> : null}
      <div className="form-actions">
        <button
          type="button"
          className="button checkout-review__place"
          aria-disabled={placing}
          onClick={() => placing || props.onPlaceOrder()}
        >
          <Trans>Place the order</Trans>
        </button>
      </div>
      <p className="form-status" role="status">
        {props.waiting ? (
          <Trans>Your order has been queued and is being sent again. Please wait; do not place it a second time.</Trans>
        ) : placing ? (
          <Trans>Processing order...</Trans>
        ) : null}
      </p>
    </div>
  );
}
