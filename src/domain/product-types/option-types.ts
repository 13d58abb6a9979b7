// SPEC 5 custom option types, apart from their zod schemas (schema.ts): the product page's first view reads them
// without bringing zod (issue 18: first-view JavaScript, tests/unit/first-view-imports.test.ts).
export const CUSTOM_OPTION_TYPES = ['field', 'area', 'drop_down', 'radio', 'checkbox'] as const;
export type CustomOptionType = (typeof CUSTOM_OPTION_TYPES)[number];
/** The options whose value is the shopper's own text (a monogram, a gift card's message). */
export const TEXT_OPTION_TYPES: readonly CustomOptionType[] = ['field', 'area'];
