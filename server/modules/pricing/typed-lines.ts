// Issue 17: a cart or order line of any SPEC 3 type priced by the server from its own data (SPEC 4/5 bundle sums,
// custom option prices; the client's prices are never read), its options checked (400 naming the field), kept as
// ids only (labels are added on every read) and hashed into the line checksum, and the skus whose stock it takes
// (a bundle: its chosen links × qty).
import { lineChecksum } from '../../../src/domain/product-types/checksum';
import { labelledOption, linePrice } from '../../../src/domain/product-types/line-price';
import { chosenBundleLinks } from '../../../src/domain/product-types/prices';
import type { TypedProductOption } from '../../../src/domain/product-types/schema';
import { checkBundleOptions, checkCustomOptions } from '../../../src/domain/product-types/validation';
import { HttpError } from '../../http/reply';
import type { PricedItem } from './products';

/** A sku and quantity whose stock a line takes. */
export interface StockPart {
  sku: string;
  /** Per one unit of the line. */
  qty: number;
  /** A configurable child's parent (its summed stock record follows the child's). */
  parentSku?: string;
}

const PROBLEM_TEXT: Record<string, string> = {
  required: 'a required option is missing',
  unknown_option: 'no such option for this product',
  unknown_value: 'no such value for this option',
  too_long: 'the text is too long',
  not_an_email: 'not an e-mail address',
  repeated_option: 'the option is named twice',
};

/**
 * The options a line keeps: ids and values of the custom options and of the bundle's choice (completed with each
 * option's default link, SPEC 4), never labels or prices. Throws 400 naming `${field}.…` for options the product
 * does not have. Undefined: the line has no typed options (configurable options are the child's, kept apart).
 */
export function keptOption(item: PricedItem, option: TypedProductOption | undefined, field: string) {
  const attributes = option?.extension_attributes;
  const custom = attributes?.custom_options ?? [];
  const bundle = attributes?.bundle_options ?? [];
  const fail = (check: { ok: false; field: string; problem: string }): never => {
    const path = check.field.replace(/^product_option/, `${field}.product_option`);
    throw new HttpError(400, `${path}: ${PROBLEM_TEXT[check.problem] ?? check.problem}`);
  };
  const customCheck = checkCustomOptions(item.customOptions ?? [], custom);
  if (!customCheck.ok) fail(customCheck);
  if (item.productType === 'bundle') {
    const bundleCheck = checkBundleOptions(item.bundleOptions ?? [], bundle);
    if (!bundleCheck.ok) fail(bundleCheck);
  } else if (bundle.length) {
    throw new HttpError(
      400,
      `${field}.product_option.extension_attributes.bundle_options: this product is not a bundle`,
    );
  }
  const kept: TypedProductOption = { extension_attributes: {} };
  if (custom.length) {
    kept.extension_attributes.custom_options = custom.map((entry) => ({
      option_id: String(entry.option_id),
      option_value: typeof entry.option_value === 'number' ? String(entry.option_value) : entry.option_value.trim(),
    }));
  }
  if (item.productType === 'bundle') {
    kept.extension_attributes.bundle_options = chosenBundleLinks(item.bundleOptions ?? [], bundle).map(
      ({ option, link, qty }) => ({ option_id: option.option_id, option_qty: qty, option_selections: [link.id] }),
    );
  }
  const any = kept.extension_attributes.custom_options?.length || kept.extension_attributes.bundle_options?.length;
  return any ? kept : undefined;
}

/** SPEC 3 option-set hash of the kept options: the line's checksum ('' without options). */
export const keptChecksum = (kept: TypedProductOption | undefined) => lineChecksum(kept);

/** The skus (with qty per unit) whose stock a line takes: a bundle's chosen links, or the item itself. */
export function stockParts(item: PricedItem, kept: TypedProductOption | undefined): StockPart[] {
  if (item.productType !== 'bundle') return [{ sku: item.sku, qty: 1 }];
  return chosenBundleLinks(item.bundleOptions ?? [], kept?.extension_attributes.bundle_options ?? []).map(
    ({ link, qty }) => ({ sku: link.sku, qty }),
  );
}

/** The skus a line's price needs besides its own (the bundle's links). */
export function linkedSkus(item: PricedItem, kept: TypedProductOption | undefined): string[] {
  return item.productType === 'bundle' ? stockParts(item, kept).map((part) => part.sku) : [];
}

export interface PricedTypedLine {
  /** The item with the line's unit price (options included) and its readable options. */
  item: PricedItem;
  /** Linked skus not sold (SPEC 8 'Product not found'): the line cannot be sold. */
  missing: string[];
}

/** The item priced with its kept options; `linked` prices the bundle's links (SPEC 4/5). */
export function priceTypedLine(
  item: PricedItem,
  kept: TypedProductOption | undefined,
  linked: ReadonlyMap<string, PricedItem>,
): PricedTypedLine {
  if (!kept && item.productType !== 'bundle') return { item, missing: [] };
  const price = linePrice(
    {
      type_id: item.productType,
      base_price_incl_tax: item.priceInclTax,
      bundle_options: item.bundleOptions,
      custom_options: item.customOptions,
    },
    kept,
    (sku) => {
      const link = linked.get(sku);
      return link && link.status < 2 ? link.priceInclTax : undefined;
    },
  );
  const labelled = labelledOption({ bundle_options: item.bundleOptions, custom_options: item.customOptions }, kept);
  const configurable = item.productOption?.extension_attributes.configurable_item_options;
  const productOption = labelled
    ? {
        extension_attributes: {
          ...(configurable ? { configurable_item_options: configurable } : {}),
          ...labelled.extension_attributes,
        },
      }
    : item.productOption;
  return {
    item: { ...item, priceInclTax: price.price_incl_tax, ...(productOption ? { productOption } : {}) },
    missing: price.missing,
  };
}
