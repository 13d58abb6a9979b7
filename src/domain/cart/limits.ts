// SPEC 9 cart constants, apart from the cart contract's zod schemas (contract/cart.ts re-exports them): the product
// page's first view reads them without bringing zod (issue 18, tests/unit/first-view-imports.test.ts).

/** SPEC 9: cart item maximum quantity. */
export const CART_ITEM_MAX_QTY = 10;
