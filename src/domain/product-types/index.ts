/**
 * Every product type of SPEC 3 (issue 17): the shapes the catalogue serves and the cart/order carry, and the pure
 * rules on them, shared by client and server. README for the UI (types-ui codes against this):
 *
 * Product (catalogue, `Product` of contract/catalog.ts, on a product's own answer; listings leave these out)
 *   type_id: 'simple' | 'configurable' | 'virtual' | 'downloadable' | 'bundle' | 'grouped'
 *   product_links?:      [{ sku, link_type: 'associated', linked_product_sku, linked_product_type, qty, position }]
 *                        grouped: the products shown together; each is added to the cart as its own line/qty
 *   bundle_options?:     [{ option_id, title, required, type: 'select'|'radio', position,
 *                           product_links: [{ id, sku, qty, is_default, name, label ('Valge / M'), price_incl_tax, image }] }]
 *   custom_options?:     [{ option_id, title, type: 'field'|'area'|'drop_down'|'radio'|'checkbox', is_require,
 *                           max_characters?, format?: 'email', values: [{ option_type_id, title, price, price_type }] }]
 *                        a text option has one value (its price); price_type 'fixed' (euro incl. tax) or 'percent'
 *   downloadable_links?: [{ link_id, title, number_of_downloads, file_name }]   (never a path)
 *
 * product_option (cart update body, server cart lines, order products, order history/detail)
 *   { extension_attributes: {
 *       configurable_item_options?: [{ option_id, option_value, label?, value? }],
 *       custom_options?: [{ option_id, option_value (option_type_id of a choice, or the text), label?, value? }],
 *       bundle_options?: [{ option_id, option_qty?, option_selections: [bundle link id], label?, value?, sku? }] } }
 *   label/value are filled by the server on the way back (labelledOption); the client's price is never read.
 *
 * Rules
 *   groupedPrice / bundlePrice / defaultBundleLink (SPEC 4/5 sums), customOptionsPrice / customValuePrice (SPEC 5),
 *   linePrice (one unit price for any type), lineChecksum (SPEC 3 SHA3-224 option-set hash = the cart line checksum),
 *   isSameLine / findLineIndex (SPEC 5 line matching), isVirtualCart (SPEC 4), removeLine (SPEC 4, by parent sku),
 *   checkCustomOptions / checkBundleOptions (400 field names), cartProductOfType / groupedSelections (cart.add).
 */
export { findLineIndex, isSameLine } from '../cart/line-match';
export { removeLine } from '../cart/lines';
export { isVirtualCart, VIRTUAL_PRODUCT_TYPES } from '../shipping';
export { cartProductOfType, groupedProductPrice, groupedSelections } from './cart-products';
export { hashedOptionSet, lineChecksum } from './checksum';
export { labelledOption, type LinePrice, linePrice, type PricedProduct, servedLinkPrices } from './line-price';
export {
  bundlePrice,
  chosenBundleLinks,
  chosenValue,
  customOptionsPrice,
  customValuePrice,
  defaultBundleLink,
  groupedPrice,
  type PriceOf,
  type PriceSum,
} from './prices';
export * from './schema';
export { checkBundleOptions, checkCustomOptions, type OptionCheck, type OptionProblem } from './validation';
