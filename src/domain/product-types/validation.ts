// SPEC 5 "Cart and product" for typed products: what a chosen option set must hold before a line is priced. The
// server answers 400 naming the field (`product_option.extension_attributes.custom_options.0.option_value`); the
// client shows the same check before it sends. Results are typed unions, never sentences (STYLE "domain returns keys").
import type { BundleOption, ChosenBundleOption, ChosenCustomOption, CustomOption } from './schema';
import { TEXT_OPTION_TYPES } from './option-types';

export type OptionProblem =
  | 'required'
  | 'unknown_option'
  | 'unknown_value'
  | 'too_long'
  | 'not_an_email'
  | 'repeated_option';

export type OptionCheck = { ok: true } | { ok: false; field: string; problem: OptionProblem };

const BASE = 'product_option.extension_attributes';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fail(field: string, problem: OptionProblem): OptionCheck {
  return { ok: false, field, problem };
}

/** Every chosen custom option known and valid, every required one chosen. */
export function checkCustomOptions(
  options: readonly CustomOption[],
  chosen: readonly ChosenCustomOption[],
): OptionCheck {
  const seen = new Set<string>();
  for (const [index, entry] of chosen.entries()) {
    const field = `${BASE}.custom_options.${index}`;
    const option = options.find((candidate) => String(candidate.option_id) === String(entry.option_id));
    if (!option) return fail(`${field}.option_id`, 'unknown_option');
    if (seen.has(String(option.option_id))) return fail(`${field}.option_id`, 'repeated_option');
    seen.add(String(option.option_id));
    const text = String(entry.option_value);
    if (TEXT_OPTION_TYPES.includes(option.type)) {
      if (text.trim() === '' && option.is_require) return fail(`${field}.option_value`, 'required');
      if (option.max_characters && [...text].length > option.max_characters)
        return fail(`${field}.option_value`, 'too_long');
      if (option.format === 'email' && text.trim() !== '' && !EMAIL.test(text.trim()))
        return fail(`${field}.option_value`, 'not_an_email');
      // NUL and other control characters never belong in a text option.
      if (/\p{Cc}/u.test(text)) return fail(`${field}.option_value`, 'unknown_value');
    } else if (!option.values.some((value) => String(value.option_type_id) === text)) {
      return fail(`${field}.option_value`, 'unknown_value');
    }
  }
  const missing = options.find((option) => option.is_require && !seen.has(String(option.option_id)));
  if (missing) return fail(`${BASE}.custom_options`, 'required');
  return { ok: true };
}

/** Every chosen bundle option known, its selections links of that option; required options may use their default. */
export function checkBundleOptions(
  options: readonly BundleOption[],
  chosen: readonly ChosenBundleOption[],
): OptionCheck {
  const seen = new Set<string>();
  for (const [index, entry] of chosen.entries()) {
    const field = `${BASE}.bundle_options.${index}`;
    const option = options.find((candidate) => String(candidate.option_id) === String(entry.option_id));
    if (!option) return fail(`${field}.option_id`, 'unknown_option');
    if (seen.has(String(option.option_id))) return fail(`${field}.option_id`, 'repeated_option');
    seen.add(String(option.option_id));
    // select and radio options take one link.
    if (entry.option_selections.length !== 1) return fail(`${field}.option_selections`, 'unknown_value');
    for (const id of entry.option_selections) {
      if (!option.product_links.some((link) => link.id === id))
        return fail(`${field}.option_selections`, 'unknown_value');
    }
  }
  return { ok: true };
}
