// SPEC 2 "Category pages" and SPEC 9 "Default filters": colour, size and price, each a fieldset. Colours and sizes are
// checkboxes (several may be chosen), the price is one range at a time (radios, 'Any price' clears it). Counts come
// from the listing's aggregations. A pure View: options in, intents out; the category browser owns the rules.
import { Trans, useLingui } from '@lingui/react/macro';
import { type CSSProperties, useId } from 'react';
import { type ColourNames, colourByValueIndex, colourLabel } from '../../domain/colours';
import type { Facets, OptionFilterCode, PriceRangeKey, PriceRangeLabel } from '../../domain/filters';
import { priceRangeLabel } from '../../domain/filters';
import { formatPrice } from '../../domain/money';
import { sizeByValueIndex } from '../../domain/sizes';
import './filter-panel.css';

export interface ColourFilterOption {
  value: number;
  label: string;
  hex: string;
  count: number;
  selected: boolean;
}

export interface SizeFilterOption {
  value: number;
  label: string;
  count: number;
  selected: boolean;
}

export interface PriceFilterOption {
  value: PriceRangeKey;
  label: PriceRangeLabel;
  count: number;
  selected: boolean;
}

export interface FilterOptions {
  colors: ColourFilterOption[];
  sizes: SizeFilterOption[];
  prices: PriceFilterOption[];
}

export interface FilterPanelProps extends FilterOptions {
  /** For the price labels: '30,00 € - 50,00 €'. */
  locale: string;
  hasActiveFilters: boolean;
  onToggle(code: OptionFilterCode, value: number): void;
  onPriceChange(key: PriceRangeKey | null): void;
  onClear(): void;
}

/** Colour names come in et, lv, de and en; the shop's locales pick theirs ('et-EE' -> 'et'). */
export function colourLanguage(locale: string): keyof ColourNames {
  const language = locale.slice(0, 2);
  return language === 'et' || language === 'lv' || language === 'de' ? language : 'en';
}

/** The panel's options from the browser's facets: colour names and swatch colours, size labels, price labels. */
export function toFilterOptions(facets: Facets, locale: string): FilterOptions {
  const language = colourLanguage(locale);
  return {
    colors: facets.color.map(({ value, count, selected }) => {
      const colour = colourByValueIndex(value);
      return {
        value,
        count,
        selected,
        label: colour ? colourLabel(colour, language) : String(value),
        hex: colour?.hex ?? '#c8c4be',
      };
    }),
    sizes: facets.size.map(({ value, count, selected }) => ({
      value,
      count,
      selected,
      label: sizeByValueIndex(value)?.label ?? String(value),
    })),
    prices: facets.price.map(({ value, count, selected }) => ({
      value,
      count,
      selected,
      label: priceRangeLabel(value),
    })),
  };
}

/** SPEC 9 "Price range labels": '< 30,00 €', '30,00 € - 50,00 €', '> 150,00 €'. */
export function formatPriceRange(label: PriceRangeLabel, locale: string): string {
  switch (label.kind) {
    case 'below':
      return `< ${formatPrice(label.amount, locale)}`;
    case 'above':
      return `> ${formatPrice(label.amount, locale)}`;
    case 'between':
      return `${formatPrice(label.from, locale)} - ${formatPrice(label.to, locale)}`;
  }
}

function Count({ count }: { count: number }) {
  // The space keeps the count apart from the label in the accessible name: 'Must (5)'.
  return (
    <>
      {' '}
      <span className="filter-option__count">({count})</span>
    </>
  );
}

export function FilterPanel({
  colors,
  sizes,
  prices,
  locale,
  hasActiveFilters,
  onToggle,
  onPriceChange,
  onClear,
}: FilterPanelProps) {
  const { t } = useLingui();
  const headingId = useId();
  const priceName = useId();
  const anyPrice = !prices.some((option) => option.selected);
  return (
    <section className="filter-panel" aria-labelledby={headingId}>
      <div className="filter-panel__head">
        <h2 id={headingId} className="filter-panel__title">
          <Trans>Filters</Trans>
        </h2>
        {hasActiveFilters ? (
          <button type="button" className="filter-panel__clear" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </button>
        ) : null}
      </div>
      {colors.length ? (
        <fieldset className="filter-group">
          <legend className="filter-group__legend">
            <Trans>Colour</Trans>
          </legend>
          <div className="filter-group__options filter-group__options--colours">
            {colors.map((option) => (
              <label
                key={option.value}
                className="filter-option filter-option--colour"
                style={{ '--swatch': option.hex } as CSSProperties}
              >
                <input
                  type="checkbox"
                  className="filter-option__input"
                  checked={option.selected}
                  onChange={() => onToggle('color', option.value)}
                />
                <span className="filter-option__swatch" aria-hidden="true" />
                <span>{option.label}</span>
                <Count count={option.count} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {sizes.length ? (
        <fieldset className="filter-group">
          <legend className="filter-group__legend">
            <Trans>Size</Trans>
          </legend>
          <div className="filter-group__options filter-group__options--sizes">
            {sizes.map((option) => (
              <label key={option.value} className="filter-option filter-option--size">
                <input
                  type="checkbox"
                  className="filter-option__input"
                  checked={option.selected}
                  onChange={() => onToggle('size', option.value)}
                />
                <span>{option.label}</span>
                <Count count={option.count} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset className="filter-group">
        <legend className="filter-group__legend">
          <Trans>Price</Trans>
        </legend>
        <div className="filter-group__options">
          <label className="filter-option">
            <input
              type="radio"
              className="filter-option__input"
              name={priceName}
              checked={anyPrice}
              onChange={() => onPriceChange(null)}
            />
            <span>{t`Any price`}</span>
          </label>
          {prices.map((option) => (
            <label key={option.value} className="filter-option">
              <input
                type="radio"
                className="filter-option__input"
                name={priceName}
                value={option.value}
                checked={option.selected}
                onChange={() => onPriceChange(option.value)}
              />
              <span>{formatPriceRange(option.label, locale)}</span>
              <Count count={option.count} />
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
