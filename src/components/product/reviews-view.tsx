// The product page's reviews (issue 16, SPEC 1 "write product reviews"): the approved reviews with their average and
// count, and the form to write one (SPEC 5 messages under each field). Props in, events out: the text of a review is
// rendered as text (React escapes it), never as HTML. src/pages/product/reviews-section.tsx supplies the snapshot.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { FieldErrors } from '../../domain/account-forms';
import type { PublicReview, ReviewList } from '../../domain/contract/review';
import { RATINGS, REVIEW_MAX, type ReviewField, type ReviewValues } from '../../domain/reviews';
import { FORM_MESSAGES } from '../auth/form-messages';
import { FormAlert, TextField } from '../auth/form-field';
import { ReviewStars } from './review-stars';
import './reviews.css';

export type ReviewFormStatus = 'editing' | 'submitting' | 'awaitingModeration';

export interface ReviewsViewProps {
  /** The approved reviews, or null when they could not be loaded. */
  list: ReviewList | null;
  loading: boolean;
  locale: string;
  onRetry(): void;
  form: {
    status: ReviewFormStatus;
    values: ReviewValues;
    errors: FieldErrors<ReviewField>;
    error: string | null;
    /** The signed-in customer's name: the form does not ask for a name and e-mail then; null for a guest. */
    author: string | null;
  };
  onChange(field: ReviewField, value: string): void;
  onSubmit(): void;
  onAgain(): void;
}

function reviewDate(value: string, locale: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, {
    timeZone: 'Europe/Tallinn',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
}

function ReviewItem({ review, locale }: { review: PublicReview; locale: string }) {
  return (
    <li className="review">
      {review.rating ? <ReviewStars rating={review.rating} /> : null}
      <h3 className="review__title">{review.title}</h3>
      <p className="review__detail">{review.detail}</p>
      <p className="review__meta">
        {review.nickname} · <time dateTime={review.created_at}>{reviewDate(review.created_at, locale)}</time>
      </p>
    </li>
  );
}

function RatingField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string;
  error?: ReviewFieldError;
  disabled: boolean;
  onChange(value: string): void;
}) {
  const { i18n } = useLingui();
  const errorId = useId();
  return (
    <fieldset
      className={`form-field review-rating${error ? ' form-field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="form-field__label">
        <Trans>Your rating</Trans>
      </legend>
      <div className="review-rating__options">
        {RATINGS.map((stars) => (
          <label key={stars} className="review-rating__option">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === String(stars)}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(String(stars))}
            />
            <ReviewStars rating={stars} />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="form-field__error">
          {i18n._(FORM_MESSAGES[error])}
        </p>
      ) : null}
    </fieldset>
  );
}

type ReviewFieldError = FieldErrors<ReviewField>[ReviewField];

function ReviewForm({
  form,
  onChange,
  onSubmit,
  onAgain,
}: Pick<ReviewsViewProps, 'form' | 'onChange' | 'onSubmit' | 'onAgain'>) {
  const { i18n } = useLingui();
  const detailId = useId();
  const detailErrorId = useId();
  if (form.status === 'awaitingModeration') {
    return (
      <div className="review-form__done" role="status">
        <p>
          <Trans>Thank you! Your review is awaiting moderation and will appear once the shop has approved it.</Trans>
        </p>
        <button type="button" className="button button--secondary" onClick={onAgain}>
          <Trans>Write another review</Trans>
        </button>
      </div>
    );
  }
  const busy = form.status === 'submitting';
  const { values, errors, author } = form;
  return (
    <form
      className="form review-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {form.error ? (
        <FormAlert>
          <Trans>Your review could not be sent: {form.error}</Trans>
        </FormAlert>
      ) : null}
      <RatingField
        value={values.rating}
        error={errors.rating}
        disabled={busy}
        onChange={(v) => onChange('rating', v)}
      />
      <TextField
        name="title"
        label={<Trans>Title</Trans>}
        required
        disabled={busy}
        value={values.title}
        error={errors.title}
        onChange={(v) => onChange('title', v.slice(0, REVIEW_MAX.title))}
      />
      <div className={`form-field${errors.detail ? ' form-field--invalid' : ''}`}>
        <label className="form-field__label" htmlFor={detailId}>
          <Trans>Review</Trans>
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={detailId}
          name="detail"
          className="form-field__input review-form__detail"
          rows={5}
          required
          disabled={busy}
          maxLength={REVIEW_MAX.detail}
          value={values.detail}
          aria-invalid={errors.detail ? true : undefined}
          aria-describedby={errors.detail ? detailErrorId : undefined}
          onChange={(event) => onChange('detail', event.target.value)}
        />
        {errors.detail ? (
          <p id={detailErrorId} className="form-field__error">
            {i18n._(FORM_MESSAGES[errors.detail])}
          </p>
        ) : null}
      </div>
      {author ? (
        <p className="review-form__author">
          <Trans>Your review is shown with the name: {author}</Trans>
        </p>
      ) : (
        <div className="form-row">
          <TextField
            name="nickname"
            label={<Trans>Your name</Trans>}
            required
            autoComplete="given-name"
            disabled={busy}
            value={values.nickname}
            error={errors.nickname}
            onChange={(v) => onChange('nickname', v.slice(0, REVIEW_MAX.nickname))}
          />
          <TextField
            name="email"
            type="email"
            label={<Trans>E-mail (not shown)</Trans>}
            required
            autoComplete="email"
            inputMode="email"
            disabled={busy}
            value={values.email}
            error={errors.email}
            onChange={(v) => onChange('email', v)}
          />
        </div>
      )}
      <button type="submit" className="button button--primary" aria-disabled={busy}>
        {busy ? <Trans>Sending…</Trans> : <Trans>Send review</Trans>}
      </button>
    </form>
  );
}

export function ReviewsView({ list, loading, locale, onRetry, ...formProps }: ReviewsViewProps) {
  const headingId = useId();
  return (
    <section className="reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Reviews</Trans>
      </h2>
      {list && list.count > 0 ? (
        <p className="reviews__summary">
          {list.rated > 0 ? (
            <>
              <ReviewStars rating={list.average} />{' '}
              <strong className="reviews__average">
                {list.average.toFixed(1).replace('.', locale === 'en-US' ? '.' : ',')}
              </strong>{' '}
            </>
          ) : null}
          <span>
            <Plural value={list.count} one="# review" other="# reviews" />
          </span>
        </p>
      ) : null}
      {loading ? (
        <p role="status">
          <Trans>Loading reviews…</Trans>
        </p>
      ) : list === null ? (
        <p className="reviews__failed" role="alert">
          <Trans>The reviews could not be loaded.</Trans>{' '}
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : list.count === 0 ? (
        <p className="reviews__empty">
          <Trans>No reviews yet. Be the first to write one.</Trans>
        </p>
      ) : (
        <ul className="reviews__list">
          {list.items.map((review) => (
            <ReviewItem key={review.id} review={review} locale={locale} />
          ))}
        </ul>
      )}
      <h3 className="reviews__write">
        <Trans>Write a review</Trans>
      </h3>
      <ReviewForm {...formProps} />
    </section>
  );
}
