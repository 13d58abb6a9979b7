// SPEC 2 "Abandoned-cart return" messages in the shopper's language (the machine and the domain speak SPEC's
// English; this is where it is translated).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StockAdjustment } from '../../domain/abandoned-cart';

export function adjustmentText(i18n: I18n, adjustment: StockAdjustment): string {
  const { sku } = adjustment;
  if (adjustment.kind === 'removed') return i18n._(msg`Product ${sku} removed from cart because is out of stock`);
  const { from, to } = adjustment;
  return i18n._(msg`Product ${sku} qty updated ${from} -> ${to}`);
}

export function loginPromptText(i18n: I18n): string {
  return i18n._(msg`Please log in to continue with checkout ...`);
}
