// Selectors of the cart machine's snapshot for the cart Views (STYLE "Views": containers select, Views render):
// the lines as the mini cart and the checkout show them, the totals, and the flags of the cart's state.
import type { I18n } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';
import type { CartLineItem } from '../../components/cart/cart-line';
import { type TotalsSummaryValues, totalsFromCart } from '../../components/cart/totals-summary';
import { type CartItem, hasBundleOrCustomOptions } from '../../domain/cart/cart-item';
import { lineOptionsOf } from '../../domain/product-options';
import { hasOutOfStockLine, lineStockStatus } from '../../domain/cart/line-stock';
import type { CartTotals } from '../../domain/contract/cart';
import type { StockStatus } from '../../domain/contract/stock';
import { roundMoney } from '../../domain/money';
import { slugify } from '../../domain/slug';
import type { StoreCode } from '../../domain/store-views';
import { COLOR_ATTRIBUTE_ID } from '../../domain/colours';
import { SIZE_ATTRIBUTE_ID } from '../../domain/sizes';
import { translateCommerceMessage } from '../messages/commerce-messages';
import { productHref } from '../routing/routes';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

function optionLabel(item: CartItem, attributeId: number): string | null {
  const options = item.product_option?.extension_attributes.configurable_item_options ?? [];
  const option = options.find((candidate) => String(candidate.option_id) === String(attributeId));
  return option?.value ?? null;
}

/**
 * One line as the Views show it: the server's row total when the totals know the line; SPEC 4 "Stock status" once a
 * check answered ('In stock!', or the line's 'Out of the stock!' error).
 */
export function cartLineItem(
  item: CartItem,
  totals: CartTotals | null,
  storeCode: StoreCode,
  translate: (message: string) => string,
  lineStock: Readonly<Record<string, StockStatus>> = {},
): CartLineItem {
  // Lines of one sku that differ by options (issue 17) are told apart by the server's item id.
  const serverId = item.server_item_id ?? item.item_id;
  const server =
    totals?.items.find((line) => serverId !== undefined && line.item_id === serverId) ??
    totals?.items.find((line) => line.sku === item.sku);
  const price = server?.price_incl_tax ?? item.price_incl_tax;
  const error = Object.values(item.errors ?? {})[0];
  const options = lineOptionsOf(item.product_option);
  const distinct = hasBundleOrCustomOptions(item.product_option);
  return {
    // Issue 17, SPEC 5: a line with bundle or custom options is keyed by its checksum too.
    id: distinct ? `${item.sku}#${item.checksum ?? ''}` : item.sku,
    sku: item.sku,
    ...(distinct ? { checksum: item.checksum ?? '', options } : {}),
    name: item.name,
    href: productHref({ sku: item.parentSku, slug: slugify(item.name) || item.parentSku }, item.sku, storeCode),
    image: item.image || null,
    colour: optionLabel(item, COLOR_ATTRIBUTE_ID),
    size: optionLabel(item, SIZE_ATTRIBUTE_ID),
    qty: item.qty,
    price,
    rowTotal: server && server.qty === item.qty ? server.row_total_incl_tax : roundMoney(price * item.qty),
    error: error ? translate(error) : null,
    stock: lineStockStatus(item, lineStock),
  };
}

export function cartLines(snapshot: CartSnapshot, storeCode: StoreCode, i18n: I18n): CartLineItem[] {
  const { items, totals, lineStock } = snapshot.context;
  return items.map((item) =>
    cartLineItem(item, totals, storeCode, (message) => translateCommerceMessage(i18n, message), lineStock),
  );
}

/** Issue 12, SPEC 4 "Stock status": a line is marked out of stock, so the checkout cannot be started. */
export const isCheckoutBlockedByStock = (snapshot: CartSnapshot) => hasOutOfStockLine(snapshot.context.items);

export function cartSummary(snapshot: CartSnapshot): TotalsSummaryValues | null {
  const { totals, shippingMethod } = snapshot.context;
  return totals ? totalsFromCart(totals, shippingMethod !== null) : null;
}

export const isCartLoading = (snapshot: CartSnapshot) => snapshot.hasTag('loading');
export const isCartSyncing = (snapshot: CartSnapshot) => snapshot.hasTag('syncing');
export const isCartSyncDisabled = (snapshot: CartSnapshot) => snapshot.hasTag('syncDisabled');
export const isCouponBusy = (snapshot: CartSnapshot) => snapshot.hasTag('couponBusy');
