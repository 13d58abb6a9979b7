// SPEC 1 "apply coupons", SPEC 7 apply-coupon / delete-coupon: the cart's discount code. The code typed is view
// state; the empty code's message (the cart machine refuses an empty code itself), applying, the applied code and
// the server's refusal ('The coupon code "X" is not valid.', translated by the
// container) come from props. While a request runs the buttons ignore presses.
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { FormMessageKey } from '../../domain/account-forms';
import { BusyStatus } from '../auth/auth-panes';
import { FormAlert, TextField } from '../auth/form-field';
import './coupon-form.css';

export interface CouponFormProps {
  /** The code the cart carries (SPEC 3 platform totals coupon_code), or null. */
  appliedCode: string | null;
  /** The server's refusal in the shopper's language, or null. */
  error?: string | null;
  /** SPEC 5: Apply was pressed with no code (the cart machine's `couponProblem`), shown on the field. */
  problem?: FormMessageKey | null;
  busy: boolean;
  /** Offline: coupons need the server, so the form is disabled. */
  disabled?: boolean;
  /** Apply pressed: the code as typed (trimmed); an empty one too, which the cart refuses with `problem`. */
  onApply(code: string): void;
  /** The field's text changed. */
  onType?(code: string): void;
  onRemove(): void;
}

export function CouponForm({
  appliedCode,
  error,
  problem = null,
  busy,
  disabled = false,
  onApply,
  onType,
  onRemove,
}: CouponFormProps) {
  const { t } = useLingui();
  const [code, setCode] = useState(''); // view-state: draft

  if (appliedCode) {
    return (
      <div className="coupon-form">
        <p className="coupon-form__applied">
          <Trans>
            Discount code <strong>{appliedCode}</strong> applied
          </Trans>
        </p>
        <button
          type="button"
          className="link-button"
          aria-disabled={busy || disabled}
          disabled={disabled}
          onClick={() => busy || onRemove()}
        >
          {t`Remove the discount code ${appliedCode}`}
        </button>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <BusyStatus busy={busy} />
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    onApply(code.trim());
  };

  return (
    <form className="coupon-form" noValidate aria-busy={busy} onSubmit={submit}>
      <div className="coupon-form__row">
        <TextField
          name="coupon"
          label={<Trans>Discount code</Trans>}
          value={code}
          autoComplete="off"
          disabled={disabled}
          error={problem}
          onChange={(value) => {
            setCode(value);
            onType?.(value);
          }}
        />
        <button type="submit" className="button button--secondary" aria-disabled={busy} disabled={disabled}>
          <Trans>Apply</Trans>
        </button>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <BusyStatus busy={busy} />
    </form>
  );
}
