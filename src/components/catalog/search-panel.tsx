// SPEC 2 layout "search panel" and SPEC 3 "Search state": the header's as-you-type search. A search form with a
// labelled combobox input (WAI-ARIA combobox with a listbox popup: the arrow keys move the active suggestion,
// aria-activedescendant points at it, Enter opens it, Escape closes); the popup lists the products found over the page
// (absolutely positioned, nothing below moves), a status line says what is happening (too short, searching, found,
// nothing, failed). A pure View: the search-panel machine owns the rules and timing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'wouter';
import { imageUrl } from '../../domain/images';
import type { ProductCardProps } from '../product/product-card';
import { Price } from '../product/price';
import './search-panel.css';

export type SearchPanelStatus =
  | 'closed'
  | 'idle'
  | 'tooShort'
  | 'typing'
  | 'searching'
  | 'results'
  | 'empty'
  | 'failed';

export interface SearchPanelProps {
  status: SearchPanelStatus;
  text: string;
  results: readonly ProductCardProps[];
  total: number;
  /** SPEC 5: the fewest characters searched. */
  minLength: number;
  /** The search results page for the text (/search?q=), or null while the text is too short. */
  allResultsHref: string | null;
  /** The suggestion the arrow keys made active, or null. */
  active: number | null;
  onOpen(): void;
  onClose(): void;
  onType(text: string): void;
  onSubmit(): void;
  /** Arrow down (1) / up (-1). */
  onMove(by: 1 | -1): void;
  /** Enter on the active suggestion. */
  onChoose(): void;
  /** A click on a suggestion. */
  onPick(index: number): void;
}

function StatusText({ status, total, minLength }: Pick<SearchPanelProps, 'status' | 'total' | 'minLength'>) {
  switch (status) {
    case 'tooShort':
      return <Trans>Type at least {minLength} characters.</Trans>;
    case 'typing':
    case 'searching':
      return <Trans>Searching…</Trans>;
    case 'results':
      return <Trans>Products found: {total}</Trans>;
    case 'empty':
      return <Trans>No products found.</Trans>;
    case 'failed':
      return <Trans>Search is not available right now. Please try again.</Trans>;
    default:
      return null;
  }
}

export function SearchPanel({
  status,
  text,
  results,
  total,
  minLength,
  allResultsHref,
  active,
  onOpen,
  onClose,
  onType,
  onSubmit,
  onMove,
  onChoose,
  onPick,
}: SearchPanelProps) {
  const { t } = useLingui();
  const inputId = useId();
  const popupId = useId();
  const statusId = useId();
  const open = status !== 'closed';
  const expanded = open && results.length > 0;
  const optionId = (index: number) => `${popupId}-option-${index}`;
  return (
    <search className={`search-panel${open ? ' search-panel--open' : ''}`}>
      <form
        className="search-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={inputId} className="search-panel__label">
          <Trans>Search products</Trans>
        </label>
        <div className="search-panel__field">
          <input
            id={inputId}
            className="search-panel__input"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={popupId}
            aria-describedby={statusId}
            aria-activedescendant={expanded && active !== null ? optionId(active) : undefined}
            placeholder={t`Search products`}
            value={text}
            onFocus={() => {
              if (!open) onOpen();
            }}
            onChange={(event) => {
              if (!open) onOpen();
              onType(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && open) {
                event.preventDefault();
                onClose();
              } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && expanded) {
                event.preventDefault();
                onMove(event.key === 'ArrowDown' ? 1 : -1);
              } else if (event.key === 'Enter' && expanded && active !== null) {
                event.preventDefault();
                onChoose();
              }
            }}
          />
          <button type="submit" className="button search-panel__submit">
            <span aria-hidden="true" className="search-panel__icon" />
            <span className="visually-hidden">
              <Trans>Search</Trans>
            </span>
          </button>
          {open ? (
            <button type="button" className="search-panel__close" onClick={onClose} aria-label={t`Close search`}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      </form>
      <div className={`search-panel__overlay${open && status !== 'idle' ? ' search-panel__overlay--shown' : ''}`}>
        <p id={statusId} className="search-panel__status" role="status">
          {open ? <StatusText status={status} total={total} minLength={minLength} /> : null}
        </p>
        <div className="search-panel__popup" hidden={!expanded}>
          <div id={popupId} className="search-panel__results" role="listbox" aria-label={t`Products found`}>
            {results.map((product, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses through the combobox input (arrows, Enter).
              <div
                key={product.href}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className={`search-result${index === active ? ' search-result--active' : ''}`}
                onClick={() => onPick(index)}
              >
                <img
                  className="search-result__image"
                  src={imageUrl(product.image, 'cart')}
                  alt=""
                  width={42}
                  height={60}
                  loading="lazy"
                  decoding="async"
                />
                <span className="search-result__name">{product.name}</span>
                <Price final={product.finalPrice} original={product.originalPrice} locale={product.locale} />
              </div>
            ))}
          </div>
          {allResultsHref ? (
            <Link href={allResultsHref} className="search-panel__all">
              <Trans>See all results</Trans>
            </Link>
          ) : null}
        </div>
      </div>
    </search>
  );
}
