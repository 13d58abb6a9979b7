// SPEC 9 "Colour swatches" and SPEC 5: the colours of a product as a radio group, each a swatch of the colour with
// its name as the radio's label. The selected colour's name is also shown beside the legend.
import { Trans } from '@lingui/react/macro';
import { type CSSProperties, useId } from 'react';
import './swatch-picker.css';

export interface SwatchOption {
  /** The colour's value_index. */
  value: number;
  label: string;
  swatchHex: string;
  selected: boolean;
  disabled?: boolean;
}

export interface SwatchPickerProps {
  options: readonly SwatchOption[];
  onSelect(value: number): void;
}

export function SwatchPicker({ options, onSelect }: SwatchPickerProps) {
  const name = useId();
  const selected = options.find((option) => option.selected);
  return (
    <fieldset className="picker swatch-picker">
      <legend className="picker__legend">
        <Trans>Colour</Trans>
        {selected ? (
          <span className="picker__current" aria-hidden="true">
            {selected.label}
          </span>
        ) : null}
      </legend>
      <div className="swatch-picker__options">
        {options.map((option) => (
          <label
            key={option.value}
            className="swatch"
            title={option.label}
            style={{ '--swatch': option.swatchHex } as CSSProperties}
          >
            <input
              className="swatch__input"
              type="radio"
              name={name}
              value={option.value}
              checked={option.selected}
              disabled={option.disabled}
              onChange={() => onSelect(option.value)}
            />
            <span className="swatch__chip" aria-hidden="true" />
            <span className="visually-hidden">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
