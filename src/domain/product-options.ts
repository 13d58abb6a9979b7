// Issue 17, SPEC 3/4/5: what a shopper chooses on the page of a bundle (one link per option: the item in its colour
// and size), a grouped product (a quantity per associated product) or a product with custom options (monogram, gift
// wrap, a gift card's amount, recipient and message); what that costs and which cart adds it makes. The prices, the
// labels and the cart product are types-core's rules (src/domain/product-types); this file keeps the page's choice
// and names every wrong field (keys, not sentences). Pure.
import type { CartProduct } from './cart/cart-item';
import { CART_ITEM_MAX_QTY } from './cart/limits';
import type { ProductOption } from './contract/cart';
import type { Product } from './contract/catalog';
import { email as emailRule, type FormMessageKey } from './account-forms';
import { roundMoney } from './money';
import { labelledOption, linePrice, servedLinkPrices } from './product-types/line-price';
import { customValuePrice, defaultBundleLink } from './product-types/prices';
import { TEXT_OPTION_TYPES } from './product-types/option-types';
import type { CustomOption, TypedProductOption } from './product-types/schema';

/** An associated product of a group as the page shows it (loaded with the group). */
export interface GroupedItem {
  sku: string;
  name: string;
  price_incl_tax: number;
  image: string;
  type_id: string;
  in_stock: boolean;
}

/** What the options picker needs of a product: its typed fields, and a group's associated products. */
export type OptionsProduct = Pick<
  Product,
  'id' | 'sku' | 'name' | 'type_id' | 'image' | 'final_price_incl_tax' | 'bundle_options' | 'custom_options'
> & { grouped?: GroupedItem[] };

export interface OptionsChoice {
  /** The chosen bundle link (selection id) per option id. */
  bundle: Record<number, number>;
  grouped: Record<string, number>;
  custom: Record<number, string>;
}

export type OptionErrorKey = FormMessageKey | 'tooLong' | 'chooseQuantity' | 'quantityMax';
/** Errors by field: `grouped`, `grouped:<sku>`, `custom:<option_id>`. */
export type OptionErrors = Record<string, OptionErrorKey>;

export function initialChoice(product: OptionsProduct): OptionsChoice {
  const bundle: Record<number, number> = {};
  for (const option of product.bundle_options ?? []) {
    const link = defaultBundleLink(option);
    if (link) bundle[option.option_id] = link.id;
  }
  const grouped: Record<string, number> = {};
  for (const item of product.grouped ?? []) grouped[item.sku] = 0;
  return { bundle, grouped, custom: {} };
}

/** SPEC 3 product_option of the choice (bundle links and filled custom options), unlabelled. */
export function chosenOption(product: OptionsProduct, choice: OptionsChoice): TypedProductOption {
  const attributes: TypedProductOption['extension_attributes'] = {};
  const custom = (product.custom_options ?? []).flatMap((option) => {
    const value = choice.custom[option.option_id]?.trim() ?? '';
    return value === '' ? [] : [{ option_id: option.option_id, option_value: value }];
  });
  if (custom.length) attributes.custom_options = custom;
  const bundle = (product.bundle_options ?? []).flatMap((option) => {
    const id = choice.bundle[option.option_id];
    const link = option.product_links.find((candidate) => candidate.id === id);
    return link ? [{ option_id: option.option_id, option_qty: link.qty, option_selections: [link.id] }] : [];
  });
  if (bundle.length) attributes.bundle_options = bundle;
  return { extension_attributes: attributes };
}

/** SPEC 4/5: a group sums price × the chosen qty; a bundle its chosen links; custom options add their prices. */
export function optionsPrice(product: OptionsProduct, choice: OptionsChoice, basePrice?: number): number {
  if (product.type_id === 'grouped') {
    const sum = (product.grouped ?? []).reduce(
      (total, item) => total + item.price_incl_tax * Math.max(0, choice.grouped[item.sku] ?? 0),
      0,
    );
    return roundMoney(sum);
  }
  return linePrice(
    { ...product, base_price_incl_tax: basePrice ?? product.final_price_incl_tax },
    chosenOption(product, choice),
    servedLinkPrices(product.bundle_options ?? []),
  ).price_incl_tax;
}

/** The lowest price the product can have: a gift card's smallest amount ('from 25,00 €'), never 0 when it costs. */
export function lowestPrice(product: OptionsProduct): number {
  const base = product.final_price_incl_tax;
  const required = (product.custom_options ?? []).filter(
    (option) => option.is_require && !TEXT_OPTION_TYPES.includes(option.type) && option.values.length > 0,
  );
  const extra = required.reduce(
    (sum, option) => sum + Math.min(...option.values.map((value) => customValuePrice(value, base))),
    0,
  );
  return roundMoney(base + extra);
}

/** The price a custom option's value adds, as its field shows it ('+5,00 €'); 0 when free. */
export function optionValueExtra(option: CustomOption, optionTypeId: number | null, basePrice: number): number {
  const value =
    optionTypeId === null ? option.values[0] : option.values.find((entry) => entry.option_type_id === optionTypeId);
  return value ? roundMoney(customValuePrice(value, basePrice)) : 0;
}

function customErrors(product: OptionsProduct, choice: OptionsChoice, errors: OptionErrors) {
  for (const option of product.custom_options ?? []) {
    const value = choice.custom[option.option_id]?.trim() ?? '';
    const key = `custom:${option.option_id}`;
    if (value === '') {
      if (option.is_require) errors[key] = 'required';
    } else if (option.max_characters && [...value].length > option.max_characters) errors[key] = 'tooLong';
    else if (option.format === 'email' && emailRule(value)) errors[key] = 'email';
  }
}

/** What keeps the choice from the cart, by field (empty: it can be added). */
export function validateChoice(product: OptionsProduct, choice: OptionsChoice): OptionErrors {
  const errors: OptionErrors = {};
  if (product.type_id === 'grouped') {
    const quantities = Object.entries(choice.grouped);
    for (const [sku, qty] of quantities) {
      if (qty > CART_ITEM_MAX_QTY) errors[`grouped:${sku}`] = 'quantityMax';
    }
    if (!quantities.some(([, qty]) => qty > 0)) errors.grouped = 'chooseQuantity';
  }
  customErrors(product, choice, errors);
  return errors;
}

/** Whether anything of the product can be bought: each required bundle option has a link, a group an item in stock. */
export function isOfferable(product: OptionsProduct): boolean {
  if (product.type_id === 'grouped') return (product.grouped ?? []).some((item) => item.in_stock);
  return (product.bundle_options ?? []).every((option) => !option.required || option.product_links.length > 0);
}

export interface CartLineRequest {
  product: CartProduct;
  qty: number;
}

/**
 * The cart adds of a valid choice: a grouped product adds each associated product with its own quantity (SPEC 4);
 * a bundle or custom-option product is one line whose options tell it apart (SPEC 5 line matching). `base` is a
 * configurable product's chosen child: the custom options go with its options and price.
 */
export function cartLinesOf(product: OptionsProduct, choice: OptionsChoice, base?: CartProduct): CartLineRequest[] {
  if (product.type_id === 'grouped') {
    return (product.grouped ?? [])
      .filter((item) => (choice.grouped[item.sku] ?? 0) > 0)
      .map((item) => ({
        product: {
          sku: item.sku,
          parentSku: item.sku,
          name: item.name,
          price_incl_tax: item.price_incl_tax,
          image: item.image || product.image,
          product_type: item.type_id,
        },
        qty: choice.grouped[item.sku] ?? 0,
      }));
  }
  const own = labelledOption(product, chosenOption(product, choice))?.extension_attributes ?? {};
  const extension = { ...base?.product_option?.extension_attributes, ...own };
  const hasOptions = Boolean(
    extension.bundle_options?.length || extension.custom_options?.length || extension.configurable_item_options?.length,
  );
  const line: CartProduct = {
    sku: base?.sku ?? product.sku,
    parentSku: base?.parentSku ?? product.sku,
    name: product.name,
    price_incl_tax: optionsPrice(product, choice, base?.price_incl_tax),
    image: base?.image ?? product.image,
    product_type: base?.product_type ?? product.type_id,
    ...(hasOptions ? { product_option: { extension_attributes: extension } } : {}),
  };
  return [{ product: line, qty: 1 }];
}

/** One chosen option as a cart, checkout or order line shows it: the option's title and the chosen value. */
export interface LineOption {
  label: string;
  value: string;
}

/** The bundle and custom options of a line (its colour and size are shown as such, not here). */
export function lineOptionsOf(option: ProductOption | undefined | null): LineOption[] {
  const attributes = option?.extension_attributes;
  if (!attributes) return [];
  const shown = (entry: { label?: string; value?: string; option_value?: unknown }): LineOption[] => {
    const text = entry.value ?? (typeof entry.option_value === 'string' ? entry.option_value : null);
    return entry.label && text ? [{ label: entry.label, value: text }] : [];
  };
  return [...(attributes.bundle_options ?? []).flatMap(shown), ...(attributes.custom_options ?? []).flatMap(shown)];
}

/** The label of a configurable option (colour or size, by attribute id) the line was chosen with, or null. */
export function configurableValue(option: ProductOption | undefined | null, attributeId: number): string | null {
  const entry = option?.extension_attributes.configurable_item_options?.find(
    (candidate) => String(candidate.option_id) === String(attributeId),
  );
  return entry?.value ?? null;
}
