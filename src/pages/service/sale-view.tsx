// Issue 16 /sale: the products with a current special price, with the category page's filters, sort and pages.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Listing, type ListingProps } from '../category/category-view';

export interface SaleViewProps extends ListingProps {
  /** The listing could not start at all (the page says so instead of an empty grid). */
  unavailable?: boolean;
}

export function SaleView({ unavailable, ...listing }: SaleViewProps) {
  const headingId = useId();
  return (
    <>
      <h1 id={headingId} className="listing__title">
        <Trans>Sale</Trans>
      </h1>
      <p className="listing__intro">
        <Trans>Discounted clothes while the special price lasts. The crossed-out price is the regular one.</Trans>
      </p>
      {unavailable ? (
        <p className="listing__message" role="alert">
          <Trans>The sale could not be loaded. Please try again later.</Trans>
        </p>
      ) : (
        <>
          {/* The grid's cards are h3: on a phone the filter panel's h2 is closed, so the list has its own. */}
          <h2 className="visually-hidden">
            <Trans>Products</Trans>
          </h2>
          <Listing {...listing} labelledBy={headingId} emptyText={<Trans>Nothing is on sale right now.</Trans>} />
        </>
      )}
    </>
  );
}
