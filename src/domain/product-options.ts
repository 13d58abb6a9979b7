// SPEC 3 (product_links, bundle_options, custom option values, product_option.extension_attributes), SPEC 4
// "Product status and configuration" (grouped and bundle prices) and SPEC 5 "Variant selection" (custom option
// prices, group and bundle price sums): what a shopper chooses on the page of a bundle, a grouped product or a
// product with custom options, what that costs and which cart lines it makes. Pure; errors are message keys.
// The shapes are SPEC 3's, resolved for the page (each link carries the linked product's name, price and children),
// so the page needs no second load.
import type { FormMessageKey } from './account-forms';
import { email as emailRule } from './account-forms';
import type { CartProduct } from './cart/cart-item';
import { CART_ITEM_MAX_QTY, type ProductOption } from './contract/cart';
import { roundMoney } from './money';

export type PriceType = 'fixed' | 'percent';

/** SPEC 3 "Custom option value": option_type_id, price_type, price (plus the title the picker shows). */
export interface CustomOptionValue {
  option_type_id: number;
  title: string;
  price: number;
  price_type: PriceType;
}

/** A custom option: a text (field/area, max length), a select (drop_down) or an e-mail field (the gift card's). */
export interface CustomOption {
  option_id: number;
  title: string;
  type: 'field' | 'area' | 'drop_down' | 'email';
  is_require: boolean;
  max_characters?: number;
  /** The text option's own price (added when it is filled in). */
  price?: number;
  price_type?: PriceType;
  values?: CustomOptionValue[];
}

/** A linked product as the page shows it: SPEC 3 product_links / bundle product_links entry, resolved. */
export interface ProductLink {
  id: number;
  sku: string;
  name: string;
  qty: number;
  is_default: boolean;
  price_incl_tax: number;
  image: string;
  type_id: string;
  in_stock: boolean;
  /** A configurable linked product: its available children, each with the labels of its colour and size. */
  children?: LinkChild[];
}

export interface LinkChild {
  sku: string;
  label: string;
  price_incl_tax: number;
  in_stock: boolean;
  configurable_item_options: { option_id: number; option_value: number; label: string; value: string }[];
}

/** SPEC 3 bundle_options: option_id, product_links (here with a title). */
export interface BundleOption {
  option_id: number;
  title: string;
  required: boolean;
  product_links: ProductLink[];
}

/** What the options picker needs of a product (a typed product page's product, or a configurable one's). */
export interface OptionsProduct {
  id: number;
  sku: string;
  name: string;
  type_id: string;
  price_incl_tax: number;
  image: string;
  bundle_options?: BundleOption[];
  /** SPEC 3 product_links with link_type associated (grouped). */
  product_links?: ProductLink[];
  custom_options?: CustomOption[];
}

export interface BundleChoice {
  linkId: number;
  childSku: string | null;
}

export interface OptionsChoice {
  bundle: Record<number, BundleChoice>;
  grouped: Record<string, number>;
  custom: Record<number, string>;
}

export type OptionErrorKey = FormMessageKey | 'tooLong' | 'chooseItem' | 'chooseQuantity' | 'quantityMax';
/** Errors by field: `bundle:<option_id>`, `grouped`, `grouped:<sku>`, `custom:<option_id>`. */
export type OptionErrors = Record<string, OptionErrorKey>;

/** SPEC 4: the bundle uses the default link, or the first link. */
export function defaultLink(option: BundleOption): ProductLink | undefined {
  return option.product_links.find((link) => link.is_default) ?? option.product_links[0];
}

export function initialChoice(product: OptionsProduct): OptionsChoice {
  const bundle: Record<number, BundleChoice> = {};
  for (const option of product.bundle_options ?? []) {
    const link = defaultLink(option);
    if (link) bundle[option.option_id] = { linkId: link.id, childSku: null };
  }
  const grouped: Record<string, number> = {};
  for (const link of product.product_links ?? []) grouped[link.sku] = 0;
  return { bundle, grouped, custom: {} };
}

function chosenLink(option: BundleOption, choice: OptionsChoice): ProductLink | undefined {
  const chosen = choice.bundle[option.option_id];
  return chosen ? option.product_links.find((link) => link.id === chosen.linkId) : undefined;
}

function chosenChild(link: ProductLink, choice: BundleChoice | undefined): LinkChild | undefined {
  return link.children?.find((child) => child.sku === choice?.childSku);
}

/** SPEC 5: a custom option value's price, added only when option_type_id > 0; fixed, or a percent of `base`. */
export function optionValuePrice(
  value: Pick<CustomOptionValue, 'option_type_id' | 'price' | 'price_type'>,
  base: number,
) {
  if (!(value.option_type_id > 0)) return 0;
  return value.price_type === 'percent' ? (base * value.price) / 100 : value.price;
}

function customPrice(product: OptionsProduct, choice: OptionsChoice, base: number): number {
  let sum = 0;
  for (const option of product.custom_options ?? []) {
    const value = choice.custom[option.option_id]?.trim() ?? '';
    if (value === '') continue;
    if (option.type === 'drop_down') {
      const picked = option.values?.find((candidate) => String(candidate.option_type_id) === value);
      if (picked) sum += optionValuePrice(picked, base);
    } else if (option.price) {
      sum += optionValuePrice(
        { option_type_id: option.option_id, price: option.price, price_type: option.price_type ?? 'fixed' },
        base,
      );
    }
  }
  return sum;
}

/** SPEC 4/5: grouped and bundle prices start at 0 and sum price × qty (qty ≥ 0); custom options add their prices. */
export function optionsPrice(product: OptionsProduct, choice: OptionsChoice, basePrice = product.price_incl_tax) {
  let base = basePrice;
  if (product.type_id === 'grouped') {
    base = 0;
    for (const link of product.product_links ?? []) {
      const qty = choice.grouped[link.sku] ?? 0;
      if (qty >= 0) base += link.price_incl_tax * qty;
    }
  } else if (product.type_id === 'bundle') {
    base = 0;
    for (const option of product.bundle_options ?? []) {
      const link = chosenLink(option, choice);
      if (!link || link.qty < 0) continue;
      const child = chosenChild(link, choice.bundle[option.option_id]);
      base += (child?.price_incl_tax ?? link.price_incl_tax) * link.qty;
    }
  }
  return roundMoney(base + customPrice(product, choice, base));
}

/** The lowest price the product can have: a gift card's smallest amount ('from 25,00 €'), never 0 when it costs. */
export function lowestPrice(product: OptionsProduct): number {
  const amounts = (product.custom_options ?? [])
    .filter((option) => option.type === 'drop_down' && option.is_require)
    .map((option) => Math.min(...(option.values ?? []).map((value) => optionValuePrice(value, product.price_incl_tax))))
    .filter(Number.isFinite);
  return roundMoney(product.price_incl_tax + amounts.reduce((sum, amount) => sum + amount, 0));
}

function customErrors(product: OptionsProduct, choice: OptionsChoice, errors: OptionErrors) {
  for (const option of product.custom_options ?? []) {
    const value = choice.custom[option.option_id]?.trim() ?? '';
    const key = `custom:${option.option_id}`;
    if (value === '') {
      if (option.is_require) errors[key] = 'required';
    } else if (option.max_characters && [...value].length > option.max_characters) errors[key] = 'tooLong';
    else if (option.type === 'email' && emailRule(value)) errors[key] = 'email';
  }
}

/** What keeps the choice from the cart, by field (empty: it can be added). */
export function validateChoice(product: OptionsProduct, choice: OptionsChoice): OptionErrors {
  const errors: OptionErrors = {};
  for (const option of product.bundle_options ?? []) {
    const link = chosenLink(option, choice);
    const key = `bundle:${option.option_id}`;
    if (!link) {
      if (option.required) errors[key] = 'chooseItem';
      continue;
    }
    // Each item with its own colour/size: a configurable item needs its child chosen.
    if (link.children?.length && !chosenChild(link, choice.bundle[option.option_id])) errors[key] = 'chooseItem';
  }
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

/** Whether anything of the product can be bought: a bundle's required options and a group each have a link. */
export function isOfferable(product: OptionsProduct): boolean {
  if (product.type_id === 'grouped') return (product.product_links ?? []).some((link) => link.in_stock);
  if (product.type_id === 'bundle') {
    return (product.bundle_options ?? []).every(
      (option) => !option.required || option.product_links.some((link) => link.in_stock),
    );
  }
  return true;
}

/** SPEC 3 product_option.extension_attributes of a bundle and/or custom-option product. */
export function productOptionOf(product: OptionsProduct, choice: OptionsChoice): ProductOption['extension_attributes'] {
  const attributes: ProductOption['extension_attributes'] = {};
  const custom = (product.custom_options ?? []).flatMap((option) => {
    const value = choice.custom[option.option_id]?.trim() ?? '';
    if (value === '') return [];
    const shown =
      option.type === 'drop_down'
        ? (option.values?.find((candidate) => String(candidate.option_type_id) === value)?.title ?? value)
        : value;
    return [{ option_id: option.option_id, option_value: value, label: option.title, value: shown }];
  });
  if (custom.length) attributes.custom_options = custom;
  const bundle = (product.bundle_options ?? []).flatMap((option) => {
    const link = chosenLink(option, choice);
    if (!link) return [];
    const child = chosenChild(link, choice.bundle[option.option_id]);
    return [
      {
        option_id: option.option_id,
        option_qty: link.qty,
        option_selections: [link.id],
        label: option.title,
        value: child ? `${link.name}, ${child.label}` : link.name,
        ...(child ? { child_sku: child.sku } : {}),
      },
    ];
  });
  if (bundle.length) attributes.bundle_options = bundle;
  return attributes;
}

export interface CartLineRequest {
  product: CartProduct;
  qty: number;
}

/**
 * The cart adds of a valid choice: a grouped product adds each linked product with its own quantity (SPEC 4
 * "Grouped"); a bundle or custom-option product is one line whose options tell it apart (SPEC 5 line matching).
 * `base` is a configurable product's chosen child, whose options and price the custom options go with.
 */
export function cartLinesOf(product: OptionsProduct, choice: OptionsChoice, base?: CartProduct): CartLineRequest[] {
  if (product.type_id === 'grouped') {
    return (product.product_links ?? [])
      .filter((link) => (choice.grouped[link.sku] ?? 0) > 0)
      .map((link) => ({
        product: {
          sku: link.sku,
          parentSku: link.sku,
          name: link.name,
          price_incl_tax: link.price_incl_tax,
          image: link.image || product.image,
          product_type: link.type_id,
        },
        qty: choice.grouped[link.sku] ?? 0,
      }));
  }
  const own = productOptionOf(product, choice);
  const extension = { ...base?.product_option?.extension_attributes, ...own };
  const hasOptions = Object.keys(extension).length > 0;
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
  const shown = (entry: unknown): LineOption[] => {
    if (!entry || typeof entry !== 'object') return [];
    const { label, value, option_value } = entry as { label?: unknown; value?: unknown; option_value?: unknown };
    const text = typeof value === 'string' ? value : typeof option_value === 'string' ? option_value : null;
    return typeof label === 'string' && text ? [{ label, value: text }] : [];
  };
  return [...(attributes.bundle_options ?? []).flatMap(shown), ...(attributes.custom_options ?? []).flatMap(shown)];
}
