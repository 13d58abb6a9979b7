// Issue 17, SPEC 3 "product_option.extension_attributes.configurable_item_options": a configurable child's colour and
// size, named. The server knows a child by its option values (value_index: colour 49, size 169); the order's lines,
// the thank-you page, the order detail and the confirmation mail show the names in the store view's language
// ('Must', 'M'). The names are the catalogue's own (the `color` attribute's options of src/domain/colours.ts, the
// `size` attribute's labels of src/domain/sizes.ts), so an option stored without its names is named the same.
import { COLOR_ATTRIBUTE_ID, type ColourNames, colourByValueIndex, colourLabel } from './colours';
import type { ProductOption } from './contract/cart';
import { SIZE_ATTRIBUTE_ID, sizeByValueIndex } from './sizes';

type Language = keyof Pick<ColourNames, 'et' | 'lv' | 'en'>;

const languageOf = (locale: string): Language =>
  locale.startsWith('et') ? 'et' : locale.startsWith('lv') ? 'lv' : 'en';

/** The attributes' labels as the catalogue gives them (server/seed: frontendLabel of `color` and `size`). */
const ATTRIBUTE_LABELS: Record<string, Record<Language, string>> = {
  [String(COLOR_ATTRIBUTE_ID)]: { et: 'Värv', lv: 'Krāsa', en: 'Colour' },
  [String(SIZE_ATTRIBUTE_ID)]: { et: 'Suurus', lv: 'Izmērs', en: 'Size' },
};

/** The name of a colour or size option value in the locale's language ('Must', 'M'); null for anything else. */
export function configurableOptionName(
  attributeId: string | number,
  optionValue: string | number,
  locale: string,
): string | null {
  const index = Number(optionValue);
  if (!Number.isInteger(index)) return null;
  if (String(attributeId) === String(COLOR_ATTRIBUTE_ID)) {
    const colour = colourByValueIndex(index);
    return colour ? colourLabel(colour, languageOf(locale)) : null;
  }
  if (String(attributeId) === String(SIZE_ATTRIBUTE_ID)) return sizeByValueIndex(index)?.label ?? null;
  return null;
}

/** The option with every configurable item option labelled and named (a name already given is kept). */
export function withConfigurableLabels<T extends ProductOption | undefined>(option: T, locale: string): T {
  const entries = option?.extension_attributes.configurable_item_options;
  if (!option || !entries?.length) return option;
  const language = languageOf(locale);
  const labelled: ProductOption = {
    ...option,
    extension_attributes: {
      ...option.extension_attributes,
      configurable_item_options: entries.map((entry) => {
        const label = entry.label ?? ATTRIBUTE_LABELS[String(entry.option_id)]?.[language];
        const value = entry.value ?? configurableOptionName(entry.option_id, entry.option_value, locale);
        return { ...entry, ...(label ? { label } : {}), ...(value ? { value } : {}) };
      }),
    },
  };
  return labelled as T;
}

/** The name of the colour or size (by attribute id) a line was chosen with, or null: as stored, else from its value. */
export function configurableName(
  option: ProductOption | undefined | null,
  attributeId: number,
  locale: string,
): string | null {
  const entry = option?.extension_attributes.configurable_item_options?.find(
    (candidate) => String(candidate.option_id) === String(attributeId),
  );
  if (!entry) return null;
  return entry.value ?? configurableOptionName(entry.option_id, entry.option_value, locale);
}
