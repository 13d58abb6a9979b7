// SPEC 2 route /search: the products matching the searched term, with the same filters, sort and pages as a
// category. A term shorter than SPEC 5's 3 characters is not searched.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Listing, type ListingProps } from '../category/category-view';

export interface SearchResultsViewProps extends ListingProps {
  /** The searched term (?q=). */
  query: string;
  /** SPEC 5: the term is too short to search; nothing is listed. */
  queryTooShort: boolean;
  minLength: number;
}

export function SearchResultsView({ query, queryTooShort, minLength, ...listing }: SearchResultsViewProps) {
  const headingId = useId();
  return (
    <>
      <h1 id={headingId} className="listing__title">
        {query ? <Trans>Search results for “{query}”</Trans> : <Trans>Search results</Trans>}
      </h1>
      {queryTooShort ? (
        <p className="listing__message">
          <Trans>Type at least {minLength} characters to search.</Trans>
        </p>
      ) : (
        <Listing {...listing} labelledBy={headingId} emptyText={<Trans>No products found for “{query}”.</Trans>} />
      )}
    </>
  );
}
