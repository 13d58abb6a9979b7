// Issue 17: the gift card code on the payment step (checked by the checkout machine against the card's balance) and
// what the card pays in the review. The view renders the machine's verdict and sends the shopper's events.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatPrice } from '../../domain/money';

export interface GiftCardView {
  /** The code as typed. */
  code: string;
  /** The checked card: what it pays of the order and what is left to pay; null when none is applied. */
  applied: { code: string; amount: number; remaining: number } | null;
  /** Why the code was refused, in the shopper's language; null when it was not. */
  error: string | null;
  checking: boolean;
}

export interface GiftCardFieldProps {
  giftCard: GiftCardView;
  locale: string;
  onCodeChange(code: string): void;
  onApply(): void;
  onRemove(): void;
}

export function GiftCardField({ giftCard, locale, onCodeChange, onApply, onRemove }: GiftCardFieldProps) {
  const id = useId();
  const { t } = useLingui();
  return (
    <div className="checkout__gift-card">
      <div className={`form-field${giftCard.error ? ' form-field--invalid' : ''}`}>
        <label htmlFor={id} className="form-field__label">
          <Trans>Gift card code</Trans>
        </label>
        <div className="checkout__gift-card-row">
          <input
            id={id}
            name="giftCardCode"
            className="form-field__input"
            value={giftCard.code}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={giftCard.error ? true : undefined}
            aria-describedby={giftCard.error ? `${id}-error` : undefined}
            disabled={giftCard.checking || giftCard.applied !== null}
            onChange={(event) => onCodeChange(event.target.value)}
          />
          {giftCard.applied ? (
            <button type="button" className="button button--secondary" onClick={onRemove}>
              <Trans>Remove</Trans>
            </button>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={giftCard.checking}
              onClick={() => giftCard.checking || onApply()}
            >
              <Trans>Apply</Trans>
            </button>
          )}
        </div>
        {giftCard.error ? (
          <p id={`${id}-error`} className="form-field__error" role="alert">
            {giftCard.error}
          </p>
        ) : null}
        <p className="form-status" role="status">
          {giftCard.checking ? t`Checking the gift card...` : null}
          {giftCard.applied ? (
            <Trans>The gift card pays {formatPrice(giftCard.applied.amount, locale)} of this order.</Trans>
          ) : null}
        </p>
      </div>
    </div>
  );
}

/** The review's lines: what the card pays and what is left to pay. */
export function GiftCardTotals({ applied, locale }: { applied: NonNullable<GiftCardView['applied']>; locale: string }) {
  return (
    <dl className="checkout-review__gift-card">
      <div>
        <dt>
          <Trans>Gift card {applied.code}</Trans>
        </dt>
        <dd data-testid="gift-card-amount">−{formatPrice(applied.amount, locale)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Left to pay</Trans>
        </dt>
        <dd data-testid="remaining-total">{formatPrice(applied.remaining, locale)}</dd>
      </div>
    </dl>
  );
}
