// SPEC 2 "Category pages": the heading, breadcrumbs, the filter panel, the sort, the products (50, then pages of 40)
// and the listing's states: loading, nothing found, SPEC 8's offline warning, a failure. A pure View: props in,
// intents out; the category-browser machine owns the rules. `Listing` is shared with the search results page.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/catalog/breadcrumbs';
import { CategoryLinks } from '../../components/catalog/category-links';
import type { NavLink } from '../../components/layout/link-list';
import { FilterPanel, type FilterOptions } from '../../components/catalog/filter-panel';
import { LoadMore } from '../../components/catalog/load-more';
import { ProductGrid } from '../../components/catalog/product-grid';
import { SortSelect } from '../../components/catalog/sort-select';
import type { ProductCardProps } from '../../components/product/product-card';
import type { OptionFilterCode, PriceRangeKey, SortValue } from '../../domain/filters';
import './category-view.css';

/** The category-browser machine's states. */
export type ListingStatus = 'loading' | 'results' | 'loadingMore' | 'empty' | 'offline' | 'failed';

export interface ListingProps {
  status: ListingStatus;
  products: ProductCardProps[];
  total: number;
  /** The machine's `canLoadMore` (SPEC 9 skip rule). */
  canLoadMore: boolean;
  /** The last load-more page failed (the list is kept). */
  loadMoreFailed: boolean;
  filters: FilterOptions;
  hasActiveFilters: boolean;
  sort: SortValue;
  locale: string;
  /** Phones: whether the filter panel is open (the category-browser machine's `filtersOpen`). */
  filtersOpen: boolean;
  onToggleFilters(): void;
  onToggleFilter(code: OptionFilterCode, value: number): void;
  onPriceChange(key: PriceRangeKey | null): void;
  onClearFilters(): void;
  onSortChange(sort: SortValue): void;
  onLoadMore(): void;
  onRetry(): void;
}

export interface CategoryViewProps extends ListingProps {
  title: string;
  breadcrumbs: BreadcrumbItem[];
  /** SPEC 2: the category's subcategories, linked. */
  subcategories?: readonly NavLink[];
}

function Problem({ children, onRetry }: { children: ReactNode; onRetry(): void }) {
  return (
    <div className="listing__message load-error" role="alert">
      <p>{children}</p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}

/** The filter panel, sort and products of a listing; `emptyText` says what an empty listing means. */
export function Listing({
  status,
  products,
  total,
  canLoadMore,
  loadMoreFailed,
  filters,
  hasActiveFilters,
  sort,
  locale,
  filtersOpen,
  onToggleFilters,
  onToggleFilter,
  onPriceChange,
  onClearFilters,
  onSortChange,
  onLoadMore,
  onRetry,
  labelledBy,
  emptyText,
}: ListingProps & { labelledBy: string; emptyText: ReactNode }) {
  const busy = status === 'loading' || status === 'loadingMore';
  const filtersId = useId();
  return (
    <div className="listing">
      <div className="listing__toolbar">
        {/* Phones (< 768 px): the panel waits behind this button so the first products are on the first screen. */}
        <button
          type="button"
          className="button button--secondary listing__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={onToggleFilters}
        >
          {filtersOpen ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
        </button>
        <SortSelect value={sort} onChange={onSortChange} />
      </div>
      <aside id={filtersId} className={`listing__filters${filtersOpen ? ' listing__filters--open' : ''}`}>
        <FilterPanel
          {...filters}
          locale={locale}
          hasActiveFilters={hasActiveFilters}
          onToggle={onToggleFilter}
          onPriceChange={onPriceChange}
          onClear={onClearFilters}
        />
      </aside>
      <div className="listing__main">
        {status === 'loading' ? (
          <p className="listing__message loading" role="status">
            <Trans>Loading products…</Trans>
          </p>
        ) : null}
        {status === 'empty' ? (
          <div className="listing__message">
            {hasActiveFilters ? (
              <>
                <p>
                  <Trans>No products match these filters.</Trans>
                </p>
                <button type="button" className="button" onClick={onClearFilters}>
                  <Trans>Clear filters</Trans>
                </button>
              </>
            ) : (
              <p>{emptyText}</p>
            )}
          </div>
        ) : null}
        {status === 'offline' ? (
          <Problem onRetry={onRetry}>
            <Trans>No products synchronized for this category. Please come back while online!</Trans>
          </Problem>
        ) : null}
        {status === 'failed' ? (
          <Problem onRetry={onRetry}>
            <Trans>The products could not be loaded.</Trans>
          </Problem>
        ) : null}
        {products.length ? <ProductGrid products={products} busy={busy} labelledBy={labelledBy} /> : null}
        {status === 'results' || status === 'loadingMore' ? (
          <LoadMore
            shown={products.length}
            total={total}
            canLoadMore={canLoadMore}
            loading={status === 'loadingMore'}
            failed={loadMoreFailed}
            onLoadMore={onLoadMore}
          />
        ) : null}
      </div>
    </div>
  );
}

export function CategoryView({ title, breadcrumbs, subcategories = [], ...listing }: CategoryViewProps) {
  const headingId = useId();
  const { t } = useLingui();
  return (
    <>
      <Breadcrumbs items={breadcrumbs} />
      <h1 id={headingId} className="listing__title">
        {title}
      </h1>
      <CategoryLinks label={t`Subcategories`} links={subcategories} />
      <Listing
        {...listing}
        labelledBy={headingId}
        emptyText={<Trans>There are no products in this category yet.</Trans>}
      />
    </>
  );
}
