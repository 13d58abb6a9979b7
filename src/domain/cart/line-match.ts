// SPEC 5 "Cart line matching": which cart line a product or a server line is. Bundle or custom-option lines match
// by item id or checksum; configurable items by sku; others by id or sku. Why: the same item added twice merges
// its quantity (SPEC 4 "Add flow"), and a sync must pair each client line with its server line, never two with one.
import type { ProductOption } from '../contract/cart';
import { hasBundleOrCustomOptions, optionsChecksum } from './cart-item';

/** What matching reads: a client line, a server line or a product being added. */
export interface LineIdentity {
  sku: string;
  parentSku?: string;
  item_id?: number;
  server_item_id?: number;
  checksum?: string;
  product_option?: ProductOption;
  product_type?: string;
}

function idOf(line: LineIdentity): number | undefined {
  return line.server_item_id ?? line.item_id;
}

function checksumOf(line: LineIdentity): string {
  return line.checksum ?? optionsChecksum(line.product_option);
}

/** A configurable child: typed so, chosen by configurable options, or a child of another sku. */
export function isConfigurableLine(line: LineIdentity): boolean {
  return (
    line.product_type === 'configurable' ||
    Boolean(line.product_option?.extension_attributes.configurable_item_options?.length) ||
    (line.parentSku !== undefined && line.parentSku !== '' && line.parentSku !== line.sku)
  );
}

export function isSameLine(a: LineIdentity, b: LineIdentity): boolean {
  const id = idOf(a);
  const sameId = id !== undefined && id === idOf(b);
  // The checksum covers only the options, so the sku must agree too: two products with no options are not one line.
  if (hasBundleOrCustomOptions(a.product_option) || hasBundleOrCustomOptions(b.product_option)) {
    return sameId || (a.sku === b.sku && checksumOf(a) === checksumOf(b));
  }
  if (isConfigurableLine(a) || isConfigurableLine(b)) return a.sku === b.sku;
  return sameId || a.sku === b.sku;
}

/** The index of the line `candidate` is, or -1. */
export function findLineIndex(lines: readonly LineIdentity[], candidate: LineIdentity): number {
  return lines.findIndex((line) => isSameLine(line, candidate));
}
