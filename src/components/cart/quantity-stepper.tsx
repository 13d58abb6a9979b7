// SPEC 5 "Cart and product" and SPEC 9: a cart line's quantity, − / number / +, a positive integer from 1 to the
// cart item maximum (10). The number can be typed too; it is sent on Enter or when the field is left, clamped to the
// limits, and only when it changed. Every control is named with the product, so a list of lines reads well.
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { CART_ITEM_MAX_QTY } from '../../domain/cart/limits';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  /** The product's name, for the accessible names ('Decrease the quantity of Teksad'). */
  productName: string;
  value: number;
  min?: number;
  max?: number;
  /** While the line syncs, or offline when changes cannot be kept. */
  disabled?: boolean;
  onChange(qty: number): void;
}

/** The typed text as a quantity within the limits, or null when it is not a whole number. */
function parseQuantity(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  return Math.min(max, Math.max(min, Number.parseInt(text, 10)));
}

export function QuantityStepper({
  productName,
  value,
  min = 1,
  max = CART_ITEM_MAX_QTY,
  disabled = false,
  onChange,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(String(value)); // view-state: draft (the quantity is the cart machine's)
  // A new quantity from the cart (another tab, the server) replaces what was typed.
  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const qty = parseQuantity(draft, min, max);
    if (qty === null || qty === value) {
      setDraft(String(value));
      return;
    }
    setDraft(String(qty));
    onChange(qty);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className="quantity-stepper">
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t`Decrease the quantity of ${productName}`}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="quantity-stepper__input"
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={t`Quantity of ${productName}`}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={t`Increase the quantity of ${productName}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
