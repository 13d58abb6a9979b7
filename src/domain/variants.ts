// SPEC 4 "Product status and configuration" and SPEC 5 "Variant selection": which children of a configurable
// product can be chosen, which child a requested configuration gets, the option lists the pickers offer, and the
// configuration map of SPEC 3. Pure: results are typed unions with error keys, never sentences.
import { COLOR_ATTRIBUTE_CODE } from './colours';
import type { Product } from './contract/catalog';
import { SIZE_ATTRIBUTE_CODE } from './sizes';

export type ConfigurableChild = NonNullable<Product['configurable_children']>[number];

/** The attributes a child is configured by (SPEC 3 configurable_children: color, size). */
export type ConfigurableAttribute = typeof COLOR_ATTRIBUTE_CODE | typeof SIZE_ATTRIBUTE_CODE;

export const CONFIGURABLE_ATTRIBUTES: readonly ConfigurableAttribute[] = [COLOR_ATTRIBUTE_CODE, SIZE_ATTRIBUTE_CODE];

/** SPEC 3 and SPEC 9 "Variant status threshold": a child with status 2 or more is unavailable. */
export const VARIANT_STATUS_THRESHOLD = 2;

/** SPEC 5: the developer error of a variant lookup on a product that has no parent sku. */
export const NO_PARENT_SKU_MESSAGE = "Product doesn't have parentSku, please check if this is configurable product";

/** The selected value_index per attribute; an attribute left out is not selected. */
export type Selection = Partial<Record<ConfigurableAttribute, number>>;

/** What a variant is asked for by: a child sku (from the URL) and/or selected attribute values. */
export interface VariantRequest extends Selection {
  sku?: string;
}

export interface VariantOptions {
  /** SPEC 5 "Out-of-stock products are listed" (configuration): out-of-stock children stay selectable. */
  allowOutOfStock?: boolean;
  /** SPEC 5: with no child matching, fall back to the first available child. Default true. */
  fallbackToFirst?: boolean;
}

export type VariantError = 'no-variants' | 'no-parent-sku';

export type VariantLookup =
  | { ok: true; variant: ConfigurableChild; exact: boolean }
  | { ok: false; error: VariantError };

/** One value of an option list: the value_index and the store view's label. */
export interface OptionValue {
  value: number;
  label: string;
}

/** SPEC 3 "Configuration map": per attribute code, the attribute code, the value id as a string and its label. */
export interface ConfigurationEntry {
  attribute_code: ConfigurableAttribute;
  id: string;
  label: string;
}

export type ConfigurationMap = Partial<Record<ConfigurableAttribute, ConfigurationEntry>>;

/** A product or a configured item, as far as the parent-sku rule needs it. */
export interface ParentSkuSource {
  sku: string;
  type_id?: string;
  parentSku?: string | null;
}

/**
 * SPEC 5: variant lookup requires a parentSku. A configurable product is its own parent; a configured item (a cart
 * line, a child) carries `parentSku`. Anything else has no variants to look up.
 */
export function parentSkuOf(
  product: ParentSkuSource,
): { ok: true; parentSku: string } | { ok: false; error: 'no-parent-sku' } {
  if (product.parentSku) return { ok: true, parentSku: product.parentSku };
  if (product.type_id === 'configurable') return { ok: true, parentSku: product.sku };
  return { ok: false, error: 'no-parent-sku' };
}

/** SPEC 5: a child is skipped when out of stock (unless out-of-stock listing is allowed) or its status is 2+. */
export function isChildAvailable(child: ConfigurableChild, options: VariantOptions = {}): boolean {
  if (child.status >= VARIANT_STATUS_THRESHOLD) return false;
  return options.allowOutOfStock === true || child.stock.is_in_stock;
}

/** SPEC 4: the variant list without out-of-stock (unless allowed) and status 2+ children, in catalogue order. */
export function availableChildren(product: Product, options: VariantOptions = {}): ConfigurableChild[] {
  return (product.configurable_children ?? []).filter((child) => isChildAvailable(child, options));
}

/** The {color, size} a child is configured with. */
export function selectionOf(child: ConfigurableChild): Required<Selection> {
  return { color: child.color, size: child.size };
}

/** How many of the selected attributes the child has; the price never counts (SPEC 5). */
export function matchCount(child: ConfigurableChild, selection: Selection): number {
  return CONFIGURABLE_ATTRIBUTES.filter((code) => selection[code] !== undefined && child[code] === selection[code])
    .length;
}

const selectedCount = (selection: Selection) =>
  CONFIGURABLE_ATTRIBUTES.filter((code) => selection[code] !== undefined).length;

/** The child is what was asked for: the sku when one was asked, otherwise every selected attribute. */
export function isExactMatch(child: ConfigurableChild, request: VariantRequest): boolean {
  if (request.sku !== undefined) return child.sku === request.sku;
  const selected = selectedCount(request);
  return selected > 0 && matchCount(child, request) === selected;
}

/**
 * SPEC 5: among the children given, an exact sku match wins; otherwise the child matching the most selected
 * attributes, ties going to the lower price including tax (then to catalogue order). Null when none matches any.
 */
export function bestMatch(children: readonly ConfigurableChild[], request: VariantRequest): ConfigurableChild | null {
  if (request.sku !== undefined) {
    const bySku = children.find((child) => child.sku === request.sku);
    if (bySku) return bySku;
  }
  let best: ConfigurableChild | null = null;
  let bestCount = 0;
  for (const child of children) {
    const count = matchCount(child, request);
    const cheaperTie = best !== null && count === bestCount && child.final_price_incl_tax < best.final_price_incl_tax;
    if (count > bestCount || (count > 0 && cheaperTie)) {
      best = child;
      bestCount = count;
    }
  }
  return best;
}

/**
 * SPEC 4 and 5: the variant a request gets. Not configurable → 'no-parent-sku'; the product's own stock out of stock
 * or no available child → 'no-variants' ('No available product variants'); otherwise the best match, or, with none
 * matching, the first available child (unless `fallbackToFirst` is false, which gives 'no-variants').
 */
export function lookupVariant(product: Product, request: VariantRequest, options: VariantOptions = {}): VariantLookup {
  const parent = parentSkuOf(product);
  if (!parent.ok) return parent;
  if (!product.stock.is_in_stock) return { ok: false, error: 'no-variants' };
  const children = availableChildren(product, options);
  const matched = bestMatch(children, request);
  if (matched) return { ok: true, variant: matched, exact: isExactMatch(matched, request) };
  const first = options.fallbackToFirst === false ? undefined : children[0];
  return first ? { ok: true, variant: first, exact: false } : { ok: false, error: 'no-variants' };
}

/**
 * A request from a child sku (the URL): the sku itself plus that child's attributes, so a child that cannot be
 * chosen any more (sold out, disabled) gives way to the closest one instead of the first.
 */
export function requestForSku(product: Product, sku: string | undefined): VariantRequest {
  if (sku === undefined) return {};
  const child = (product.configurable_children ?? []).find((candidate) => candidate.sku === sku);
  return child ? { sku, ...selectionOf(child) } : { sku };
}

/** The available child configured exactly with `selection`, if there is one: the sku a URL should show. */
export function childSkuFor(product: Product, selection: Selection, options: VariantOptions = {}): string | undefined {
  if (selectedCount(selection) === 0) return undefined;
  return availableChildren(product, options).find((child) => isExactMatch(child, selection))?.sku;
}

function optionOf(product: Product, code: ConfigurableAttribute) {
  return product.configurable_options.find((option) => option.attribute_code === code);
}

/**
 * SPEC 5: the values an attribute's picker offers, in the order of configurable_options: values with an empty label
 * are dropped, and so are values no available child has.
 */
export function optionValues(
  product: Product,
  code: ConfigurableAttribute,
  options: VariantOptions = {},
): OptionValue[] {
  const offered = new Set(availableChildren(product, options).map((child) => child[code]));
  return (optionOf(product, code)?.values ?? [])
    .filter((value) => value.label.trim() !== '' && offered.has(value.value_index))
    .map((value) => ({ value: value.value_index, label: value.label }));
}

/** The sizes of `colour` among the available children, in option order. */
export function sizesOfColour(product: Product, colour: number, options: VariantOptions = {}): number[] {
  const sizes = new Set(
    availableChildren(product, options)
      .filter((child) => child.color === colour)
      .map((child) => child.size),
  );
  return optionValues(product, SIZE_ATTRIBUTE_CODE, options)
    .map((option) => option.value)
    .filter((size) => sizes.has(size));
}

/**
 * SPEC 5: picking a colour with no child of the current size switches to a size that exists for that colour: the
 * nearest in the size list (a shopper in M is likelier to wear L than XS), ties to the smaller. A colour with no
 * available child keeps the current size, and the lookup then falls back.
 */
export function selectionForColour(
  product: Product,
  current: Selection,
  colour: number,
  options: VariantOptions = {},
): Selection {
  const sizes = sizesOfColour(product, colour, options);
  if (current.size === undefined || sizes.length === 0 || sizes.includes(current.size)) {
    return { ...current, color: colour };
  }
  const order = optionValues(product, SIZE_ATTRIBUTE_CODE, options).map((option) => option.value);
  const position = order.indexOf(current.size);
  const nearest = sizes.reduce((best, size) =>
    Math.abs(order.indexOf(size) - position) < Math.abs(order.indexOf(best) - position) ? size : best,
  );
  return { color: colour, size: nearest };
}

/** The outcome of picking one value: the lookup, exact only when the picked combination exists. */
export function pickValue(
  product: Product,
  current: Selection,
  code: ConfigurableAttribute,
  value: number,
  options: VariantOptions = {},
): VariantLookup {
  const selection =
    code === COLOR_ATTRIBUTE_CODE
      ? selectionForColour(product, current, value, options)
      : { ...current, [code]: value };
  return lookupVariant(product, selection, options);
}

/** SPEC 3 "Configuration map" of a chosen child, labelled from the product's configurable_options. */
export function configurationFromChild(product: Product, child: ConfigurableChild): ConfigurationMap {
  const map: ConfigurationMap = {};
  for (const code of CONFIGURABLE_ATTRIBUTES) {
    const option = optionOf(product, code);
    if (!option) continue;
    const value = option.values.find((candidate) => candidate.value_index === child[code]);
    map[code] = { attribute_code: code, id: String(child[code]), label: value?.label || value?.default_label || '' };
  }
  return map;
}
