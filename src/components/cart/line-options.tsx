// Issue 17: the options a line was chosen with (SPEC 3 product_option.extension_attributes): its colour and size,
// a bundle's items, the custom options (monogram, gift wrap, a gift card's amount, recipient and message). Shown the
// same in the mini cart, the checkout, the thank-you page and the order pages.
import { Trans } from '@lingui/react/macro';
import type { LineOption } from '../../domain/product-options';
import './line-options.css';

export interface LineOptionsProps {
  colour?: string | null;
  size?: string | null;
  options?: readonly LineOption[];
}

export function LineOptions({ colour, size, options = [] }: LineOptionsProps) {
  if (!colour && !size && options.length === 0) return null;
  return (
    <dl className="line-options">
      {colour ? (
        <div>
          <dt>
            <Trans>Colour</Trans>
          </dt>
          <dd>{colour}</dd>
        </div>
      ) : null}
      {size ? (
        <div>
          <dt>
            <Trans>Size</Trans>
          </dt>
          <dd>{size}</dd>
        </div>
      ) : null}
      {options.map((option) => (
        <div key={`${option.label}:${option.value}`}>
          <dt>{option.label}</dt>
          <dd>{option.value}</dd>
        </div>
      ))}
    </dl>
  );
}
