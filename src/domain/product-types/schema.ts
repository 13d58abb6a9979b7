// SPEC 3 "Product": the typed product fields the catalogue serves (type_id, product_links, bundle_options, custom
// options with their values, downloadable links) and SPEC 3 "product_option.extension_attributes" of a cart line or
// an ordered product (custom_options, bundle_options, configurable_item_options). zod/mini: the client imports it.
import * as z from 'zod/mini';
import { CUSTOM_OPTION_TYPES } from './option-types';

/** SPEC 3 type_id. */
export const PRODUCT_TYPES = ['simple', 'configurable', 'virtual', 'downloadable', 'bundle', 'grouped'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const productTypeSchema = z.enum(PRODUCT_TYPES);

/** SPEC 3 product_links: link_type 'associated' for grouped, linked_product_sku/type, sku (the group's), qty. */
export const productLinkSchema = z.object({
  sku: z.string(),
  link_type: z.string(),
  linked_product_sku: z.string(),
  linked_product_type: z.string(),
  /** The quantity the group suggests (SPEC 5: price × qty counts when qty >= 0). */
  qty: z.number(),
  position: z.optional(z.number()),
  is_default: z.optional(z.boolean()),
});
export type ProductLink = z.infer<typeof productLinkSchema>;

/** SPEC 3 bundle_options[].product_links: sku, id, qty, is_default; plus what a picker shows. */
export const bundleLinkSchema = z.object({
  /** The selection id, named by product_option bundle_options[].option_selections. */
  id: z.number(),
  sku: z.string(),
  qty: z.number(),
  is_default: z.boolean(),
  /** The linked product's name and its colour / size labels ('Valge / M'), served by the catalogue. */
  name: z.optional(z.string()),
  label: z.optional(z.string()),
  /** The linked product's final price incl. tax in the store view, served by the catalogue (never trusted back). */
  price_incl_tax: z.optional(z.number()),
  image: z.optional(z.string()),
});
export type BundleLink = z.infer<typeof bundleLinkSchema>;

/** SPEC 3 bundle_options: option_id, product_links; title and required for the picker. */
export const bundleOptionSchema = z.object({
  option_id: z.number(),
  title: z.string(),
  required: z.boolean(),
  type: z.enum(['select', 'radio']),
  position: z.optional(z.number()),
  product_links: z.array(bundleLinkSchema),
});
export type BundleOption = z.infer<typeof bundleOptionSchema>;

/** SPEC 3 "Custom option value": option_type_id, price_type fixed|percent, price (incl. tax when fixed). */
export const customOptionValueSchema = z.object({
  option_type_id: z.number(),
  title: z.string(),
  price: z.number(),
  price_type: z.enum(['fixed', 'percent']),
  sort_order: z.optional(z.number()),
});
export type CustomOptionValue = z.infer<typeof customOptionValueSchema>;

/** The custom option kinds: free text (one value carries the price) or a choice of values. */
export { CUSTOM_OPTION_TYPES, type CustomOptionType, TEXT_OPTION_TYPES } from './option-types';

/** A custom option of a product (monogram text, gift wrap, gift card amount, recipient e-mail …). */
export const customOptionSchema = z.object({
  option_id: z.number(),
  title: z.string(),
  type: z.enum(CUSTOM_OPTION_TYPES),
  is_require: z.boolean(),
  /** Text options: the longest text accepted. */
  max_characters: z.optional(z.number()),
  /** Text options that must be an e-mail address (the gift card's recipient). */
  format: z.optional(z.literal('email')),
  sort_order: z.optional(z.number()),
  /** Choices; a text option has one value that carries its price (option_type_id 0: free). */
  values: z.array(customOptionValueSchema),
});
export type CustomOption = z.infer<typeof customOptionSchema>;

/** A downloadable product's file, as served: never its path (the order detail gives a signed link). */
export const downloadableLinkSchema = z.object({
  link_id: z.number(),
  title: z.string(),
  /** Downloads allowed per purchase. */
  number_of_downloads: z.number(),
  file_name: z.optional(z.string()),
});
export type DownloadableLink = z.infer<typeof downloadableLinkSchema>;

/** The typed fields a product answer carries besides the configurable ones (all optional: a listing stays lean). */
export const typedProductFieldsSchema = z.object({
  product_links: z.optional(z.array(productLinkSchema)),
  bundle_options: z.optional(z.array(bundleOptionSchema)),
  custom_options: z.optional(z.array(customOptionSchema)),
  downloadable_links: z.optional(z.array(downloadableLinkSchema)),
});
export type TypedProductFields = z.infer<typeof typedProductFieldsSchema>;

// ---- product_option of a cart line / ordered product (what the shopper chose) -------------------------------------

const idValue = z.union([z.string().check(z.maxLength(100)), z.number()]);

/** SPEC 3 custom_options entry: option_id and the value (option_type_id of a choice, or the text); label/value back. */
export const chosenCustomOptionSchema = z.object({
  option_id: idValue,
  option_value: z.union([z.string().check(z.maxLength(500)), z.number()]),
  /** Readable, set by the server on the way back (never read from the client). */
  label: z.optional(z.string()),
  value: z.optional(z.string()),
  /** The price the client showed: ignored by the server (it recomputes). */
  price: z.optional(z.number()),
});
export type ChosenCustomOption = z.infer<typeof chosenCustomOptionSchema>;

/** SPEC 3 bundle_options entry: option_id, option_qty, option_selections (bundle link ids); label/value back. */
export const chosenBundleOptionSchema = z.object({
  option_id: idValue,
  option_qty: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10))),
  option_selections: z.array(z.number().check(z.int())).check(z.minLength(1), z.maxLength(10)),
  label: z.optional(z.string()),
  value: z.optional(z.string()),
  /** The chosen link's sku, set by the server on the way back. */
  sku: z.optional(z.string()),
});
export type ChosenBundleOption = z.infer<typeof chosenBundleOptionSchema>;

export const chosenConfigurableOptionSchema = z.object({
  option_id: idValue,
  option_value: idValue,
  label: z.optional(z.string()),
  value: z.optional(z.string()),
});

/** SPEC 3 product_option.extension_attributes of a cart line or an ordered product. */
export const typedProductOptionSchema = z.object({
  extension_attributes: z.object({
    configurable_item_options: z.optional(z.array(chosenConfigurableOptionSchema).check(z.maxLength(10))),
    custom_options: z.optional(z.array(chosenCustomOptionSchema).check(z.maxLength(20))),
    bundle_options: z.optional(z.array(chosenBundleOptionSchema).check(z.maxLength(20))),
  }),
});
export type TypedProductOption = z.infer<typeof typedProductOptionSchema>;
