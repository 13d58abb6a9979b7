// SPEC 1: prices with tax, amount followed by the currency sign, 2 decimals; a special price shows the old one.
import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../domain/money';

export interface PriceProps {
  final: number;
  original: number;
  locale: string;
}

export function Price({ final, original, locale }: PriceProps) {
  const { t } = useLingui();
  const discounted = final < original;
  return (
    <p className="price">
      {discounted ? (
        <>
          <span className="price__special">
            <span className="visually-hidden">{t`Special price`} </span>
            {formatPrice(final, locale)}
          </span>{' '}
          <del className="price__old">
            <span className="visually-hidden">{t`Regular price`} </span>
            {formatPrice(original, locale)}
          </del>
        </>
      ) : (
        <span className="price__regular">{formatPrice(final, locale)}</span>
      )}
    </p>
  );
}
