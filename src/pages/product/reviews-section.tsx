// Container of the product page's reviews (issue 16): the list comes from the product page machine's `reviews` child
// (loaded with the page, rendered by the server), the form from the review-form machine; this file only selects and
// sends. Mounted once by the product page, under the product.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { productReviewsMachine } from '../../../machines/product-reviews.machine';
import { useAccount } from '../../app/root/hooks/use-account';
import { useShop } from '../../app/root/shop-context';
import { type ReviewFormStatus, ReviewsView } from '../../components/product/reviews-view';
import type { ReviewList } from '../../domain/contract/review';
import { reviewAuthorOf } from '../../domain/reviews';

type ReviewsActor = ActorRefFrom<typeof productReviewsMachine>;

/** The product page machine's reviews child, when the product is there. */
export function useProductReviews(): ReviewsActor | undefined {
  const { actors } = useShop();
  return useSelector(actors.productPage, (snapshot) => snapshot.children.reviews as ReviewsActor | undefined);
}

/** The approved reviews loaded for the page (null while loading or after a failure). */
export function useReviewList(reviews: ReviewsActor | undefined): ReviewList | null {
  return useSelector(reviews, (snapshot) => (snapshot?.matches('ready') ? snapshot.context.list : null)) ?? null;
}

export function ReviewsSection({ productId }: { productId: number }) {
  const { actors, storeView } = useShop();
  const reviews = useProductReviews();
  const list = useReviewList(reviews);
  const loading = useSelector(reviews, (snapshot) => snapshot?.hasTag('busy') ?? true) ?? true;
  const form = actors.reviewForm;
  const formState = useSelector(
    form,
    (snapshot) => ({
      status: (snapshot.matches('submitting')
        ? 'submitting'
        : snapshot.matches('awaitingModeration')
          ? 'awaitingModeration'
          : 'editing') as ReviewFormStatus,
      values: snapshot.context.values,
      errors: snapshot.context.errors,
      error: snapshot.context.error,
      author: snapshot.context.author?.nickname ?? null,
    }),
    (a, b) =>
      a.status === b.status &&
      a.values === b.values &&
      a.errors === b.errors &&
      a.error === b.error &&
      a.author === b.author,
  );
  // A signed-in customer writes as themself (the profile's name and e-mail); a guest types them.
  const account = useAccount();
  const user = useSelector(account?.session, (snapshot) => snapshot?.context.user ?? null) ?? null;
  const firstname = user?.firstname ?? null;
  const lastname = user?.lastname ?? null;
  const email = user?.email ?? null;

  useEffect(() => {
    const author =
      firstname !== null && lastname !== null && email !== null ? reviewAuthorOf({ firstname, lastname, email }) : null;
    form.send({ type: 'review.author', author });
  }, [form, firstname, lastname, email]);

  useEffect(() => {
    form.send({ type: 'review.open', storeCode: storeView.storeCode, productId });
  }, [form, storeView.storeCode, productId]);

  return (
    <ReviewsView
      list={list}
      loading={loading}
      locale={storeView.locale}
      onRetry={() => reviews?.send({ type: 'reviews.retry' })}
      form={formState}
      onChange={(field, value) => form.send({ type: 'review.change', field, value })}
      onSubmit={() => form.send({ type: 'review.submit' })}
      onAgain={() => form.send({ type: 'review.again' })}
    />
  );
}
