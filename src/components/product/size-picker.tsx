// SPEC 5: the sizes of a product as a radio group. A size the chosen colour does not come in stays selectable (the
// configurator then warns and falls back, SPEC 8), is struck through and says so in its accessible name.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useId } from 'react';
import './size-picker.css';

export interface SizeChoice {
  /** The size's value_index. */
  value: number;
  label: string;
  selected: boolean;
  /** The chosen colour comes in this size. */
  available: boolean;
}

export interface SizePickerProps {
  options: readonly SizeChoice[];
  onSelect(value: number): void;
  /** Under the sizes, e.g. a link to the size guide (beside them it covered a long row of sizes). */
  aside?: ReactNode;
}

export function SizePicker({ options, onSelect, aside }: SizePickerProps) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset className="picker size-picker">
      <legend className="picker__legend">
        <Trans>Size</Trans>
      </legend>
      <div className="size-picker__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={option.available ? 'size-option' : 'size-option size-option--unavailable'}
          >
            <input
              className="size-option__input"
              type="radio"
              name={name}
              value={option.value}
              checked={option.selected}
              onChange={() => onSelect(option.value)}
            />
            <span className="size-option__box">
              {option.label}
              {option.available ? null : <span className="visually-hidden">, {t`not available in this colour`}</span>}
            </span>
          </label>
        ))}
      </div>
      {aside ? <div className="size-picker__aside">{aside}</div> : null}
    </fieldset>
  );
}
