// Stars of a rating (issue 16): five, the given ones filled; read by a screen reader as "4 of 5 stars".
import { useLingui } from '@lingui/react/macro';

export function ReviewStars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t, i18n } = useLingui();
  const whole = Math.round(rating);
  const shown = i18n.number(rating, { maximumFractionDigits: 1 });
  return (
    <span className={`review-stars ${className}`} role="img" aria-label={t`${shown} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star <= whole ? 'review-stars__on' : 'review-stars__off'}>
          ★
        </span>
      ))}
    </span>
  );
}
