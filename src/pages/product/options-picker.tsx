// Issue 17: the pickers of a typed product page, a pure View of the product-options machine's snapshot (selected by
// optionsPickerProps): a bundle's option selectors (each item in its colour / size, with its price), a grouped
// product's quantity table, and the custom option fields with the price each adds (SPEC 5), their SPEC 5 messages
// once the shopper has tried to add.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FORM_MESSAGES } from '../../components/auth/form-messages';
import { formatPrice } from '../../domain/money';
import type { OptionErrorKey, OptionErrors, OptionsChoice, OptionsProduct } from '../../domain/product-options';
import { optionValueExtra } from '../../domain/product-options';
import type { CustomOption } from '../../domain/product-types/schema';
import { TEXT_OPTION_TYPES } from '../../domain/product-types/option-types';
import './options-picker.css';

const OPTION_MESSAGES: Record<Exclude<OptionErrorKey, keyof typeof FORM_MESSAGES>, MessageDescriptor> = {
  tooLong: msg`The text is too long.`,
  chooseQuantity: msg`Choose a quantity for at least one product.`,
  quantityMax: msg`At most 10 of a product.`,
};

export interface OptionsPickerProps {
  product: OptionsProduct;
  choice: OptionsChoice;
  /** The price custom options are a share of (the product's, or the chosen child's). */
  basePrice: number;
  /** The messages to show: empty until the shopper has tried to add. */
  errors: OptionErrors;
  locale: string;
  onBundleLink(optionId: number, linkId: number): void;
  onGroupedQty(sku: string, qty: number): void;
  onCustom(optionId: number, value: string): void;
}

function useMessage() {
  const { i18n } = useLingui();
  return (key: OptionErrorKey | undefined) =>
    key
      ? i18n._(
          key in OPTION_MESSAGES
            ? OPTION_MESSAGES[key as keyof typeof OPTION_MESSAGES]
            : FORM_MESSAGES[key as keyof typeof FORM_MESSAGES],
        )
      : null;
}

function FieldError({ id, text }: { id: string; text: string | null }) {
  return text ? (
    <p id={id} className="options-picker__error" role="alert">
      {text}
    </p>
  ) : null;
}

function BundleOptions({ product, choice, locale, onBundleLink }: OptionsPickerProps) {
  const id = useId();
  return (
    <>
      {(product.bundle_options ?? []).map((option) => (
        <div key={option.option_id} className="options-picker__field">
          <label htmlFor={`${id}-${option.option_id}`}>{option.title}</label>
          <select
            id={`${id}-${option.option_id}`}
            value={choice.bundle[option.option_id] ?? ''}
            onChange={(event) => onBundleLink(option.option_id, Number(event.target.value))}
          >
            {option.product_links.map((link) => (
              <option key={link.id} value={link.id}>
                {[link.name ?? link.sku, link.label].filter(Boolean).join(', ')}
                {link.qty > 1 ? ` × ${link.qty}` : ''}
                {link.price_incl_tax !== undefined ? ` — ${formatPrice(link.price_incl_tax, locale)}` : ''}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}

function GroupedTable({ product, choice, errors, locale, onGroupedQty }: OptionsPickerProps) {
  const { t } = useLingui();
  const message = useMessage();
  const errorId = useId();
  return (
    <div className="options-picker__group">
      <table className="options-picker__table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col">
              <Trans>Price</Trans>
            </th>
            <th scope="col">
              <Trans>Quantity</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {(product.grouped ?? []).map((item) => {
            const name = item.name;
            const wrong = message(errors[`grouped:${item.sku}`]);
            return (
              <tr key={item.sku}>
                <th scope="row">{item.name}</th>
                <td className="options-picker__price">{formatPrice(item.price_incl_tax, locale)}</td>
                <td>
                  <input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={10}
                    step={1}
                    disabled={!item.in_stock}
                    aria-label={t`Quantity of ${name}`}
                    aria-invalid={wrong ? true : undefined}
                    value={choice.grouped[item.sku] ?? 0}
                    onChange={(event) => onGroupedQty(item.sku, Number(event.target.value))}
                  />
                  {wrong ? <span className="options-picker__error">{wrong}</span> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <FieldError id={errorId} text={message(errors.grouped)} />
    </div>
  );
}

function CustomField({
  option,
  value,
  error,
  basePrice,
  locale,
  onChange,
}: {
  option: CustomOption;
  value: string;
  error: string | null;
  basePrice: number;
  locale: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const { t } = useLingui();
  const text = TEXT_OPTION_TYPES.includes(option.type);
  const extra = text ? optionValueExtra(option, null, basePrice) : 0;
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    required: option.is_require,
  } as const;
  const title = option.title;
  return (
    <div className="options-picker__field">
      <label htmlFor={id}>
        {option.title}
        {extra > 0 ? <span className="options-picker__extra"> +{formatPrice(extra, locale)}</span> : null}
        {option.is_require ? null : (
          <span className="options-picker__optional">
            {' '}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      {option.type === 'area' ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : text ? (
        <input
          {...common}
          type={option.format === 'email' ? 'email' : 'text'}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          <option value="">{option.is_require ? t`Choose ${title}` : t`None`}</option>
          {option.values.map((choice) => {
            const add = optionValueExtra(option, choice.option_type_id, basePrice);
            return (
              <option key={choice.option_type_id} value={String(choice.option_type_id)}>
                {choice.title}
                {/* A product priced by this option alone (a gift card's amount) shows no '+': the value is the price. */}
                {add > 0 && basePrice > 0 ? ` (+${formatPrice(add, locale)})` : ''}
              </option>
            );
          })}
        </select>
      )}
      {text && option.max_characters && option.format !== 'email' ? (
        <p className="options-picker__hint">
          <Trans>
            {[...value].length} / {option.max_characters} characters
          </Trans>
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

export function OptionsPicker(props: OptionsPickerProps) {
  const message = useMessage();
  const { product, choice } = props;
  return (
    <div className="options-picker">
      {product.bundle_options?.length ? <BundleOptions {...props} /> : null}
      {product.type_id === 'grouped' ? <GroupedTable {...props} /> : null}
      {(product.custom_options ?? []).map((option) => (
        <CustomField
          key={option.option_id}
          option={option}
          value={choice.custom[option.option_id] ?? ''}
          error={message(props.errors[`custom:${option.option_id}`])}
          basePrice={props.basePrice}
          locale={props.locale}
          onChange={(value) => props.onCustom(option.option_id, value)}
        />
      ))}
    </div>
  );
}
