// SPEC 3: "A hash of a product's option set is computed (SHA3-224) from the bundle, custom or configurable options,
// whichever is first non-empty, with numbers turned to strings". It is the cart line's checksum (SPEC 5 "items with
// bundle or custom options match by item id or checksum"). Why only the ids and values, sorted: the server sends the
// options back with readable labels, and a client may list them in another order; neither makes another line.
import { sha3_224 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { numbersToStrings } from '../order/hash';

interface OptionSets {
  bundle_options?: readonly {
    option_id: string | number;
    option_qty?: number;
    option_selections?: readonly number[];
  }[];
  custom_options?: readonly { option_id: string | number; option_value: string | number }[];
  configurable_item_options?: readonly { option_id: string | number; option_value: string | number }[];
}

/** What the hash reads of product_option (any shape that has these sets). */
export interface HasOptionSets {
  extension_attributes?: unknown;
}

const byOptionId = (a: { option_id: unknown }, b: { option_id: unknown }) => {
  const x = String(a.option_id);
  const y = String(b.option_id);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The set SPEC 3 hashes, reduced to ids and values and sorted by option_id; null when every set is empty. */
export function hashedOptionSet(productOption: HasOptionSets | undefined): unknown[] | null {
  const sets = (productOption?.extension_attributes ?? {}) as OptionSets;
  if (sets.bundle_options?.length) {
    return sets.bundle_options
      .map((entry) => ({
        option_id: entry.option_id,
        option_qty: entry.option_qty ?? 1,
        option_selections: [...(entry.option_selections ?? [])].sort((a, b) => a - b),
      }))
      .sort(byOptionId);
  }
  const flat = sets.custom_options?.length ? sets.custom_options : sets.configurable_item_options;
  if (flat?.length) {
    return flat.map((entry) => ({ option_id: entry.option_id, option_value: entry.option_value })).sort(byOptionId);
  }
  return null;
}

/** SPEC 3 option-set hash as hex SHA3-224; '' for a product without options (it matches by id or sku instead). */
export function lineChecksum(productOption: HasOptionSets | undefined): string {
  const set = hashedOptionSet(productOption);
  if (set === null) return '';
  return bytesToHex(sha3_224(utf8ToBytes(JSON.stringify(numbersToStrings(set)))));
}
