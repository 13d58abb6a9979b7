// SPEC 9 "Default sort": Newest (the default), Price Low to high, Price High to low, as a labelled select.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SORT_OPTIONS, type SortLabel, type SortValue } from '../../domain/filters';
import './sort-select.css';

export interface SortSelectProps {
  value: SortValue;
  disabled?: boolean;
  onChange(sort: SortValue): void;
}

function useSortLabel(): (label: SortLabel) => string {
  const { t } = useLingui();
  return (label) => {
    switch (label) {
      case 'newest':
        return t`Newest`;
      case 'priceLowToHigh':
        return t`Price Low to high`;
      case 'priceHighToLow':
        return t`Price High to low`;
    }
  };
}

export function SortSelect({ value, disabled, onChange }: SortSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const labelOf = useSortLabel();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t`Sort by`}
      </label>
      <select
        id={id}
        className="sort-select__control"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = SORT_OPTIONS.find((option) => option.value === event.currentTarget.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {labelOf(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
