// SPEC 9 "Product list page": how many of the listing's products are shown, and a button for the next page of 40
// while the machine says there is one.
import { Trans } from '@lingui/react/macro';
import './load-more.css';

export interface LoadMoreProps {
  shown: number;
  total: number;
  /** The machine's `canLoadMore`: false once the skip rule says there is nothing more. */
  canLoadMore: boolean;
  loading: boolean;
  /** The last load-more page failed; pressing the button tries again. */
  failed: boolean;
  onLoadMore(): void;
}

export function LoadMore({ shown, total, canLoadMore, loading, failed, onLoadMore }: LoadMoreProps) {
  return (
    <div className="load-more">
      <p className="load-more__count" aria-live="polite">
        <Trans>
          {shown} of {total} products
        </Trans>
      </p>
      {failed ? (
        <p className="load-more__error" role="alert">
          <Trans>More products could not be loaded.</Trans>
        </p>
      ) : null}
      {canLoadMore || loading ? (
        <button
          type="button"
          className="button load-more__button"
          onClick={onLoadMore}
          disabled={loading}
          aria-busy={loading}
        >
          {loading ? <Trans>Loading more products…</Trans> : <Trans>Load more</Trans>}
        </button>
      ) : null}
    </div>
  );
}
