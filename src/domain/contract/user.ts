// SPEC 3 "User" and "Order", SPEC 7 "User", SPEC 8 "Account": the /api/user/* contract, shared by the client
// (parses replies) and the server (validates requests). ARCHITECTURE §4 "Accounts".
import * as z from 'zod/mini';
import type { PasswordProblem } from '../password';
import { typedProductOptionSchema } from '../product-types/schema';
import { orderDownloadSchema } from './downloads';
import { envelope } from './envelope';
import { int32 } from './int32';

/**
 * SPEC 8 "Account": the server's messages, exact English text (Magento wording, which VSF1 showed). The client maps
 * them to its translated catalogues, so these strings are stable; change them only together with the client's map.
 */
export const USER_ERRORS = {
  emailExists: 'A customer with the same email address already exists in an associated website.',
  invalidLogin:
    'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
  locked: 'The account is locked. Please wait and try again or contact us.',
  passwordMismatch: "The password doesn't match this account.",
  resetExpired: 'Your password reset link has expired.',
  /** SPEC 8 'the provided email not existing': never sent since issue 13 (it told which addresses have accounts). */
  emailNotFound: 'No such entity with email = {email}',
  resetSendError: 'There was an error sending the reset email. Please try again later.',
  unauthorized: "The consumer isn't authorized to access self.",
  tokenExpired: 'The token has expired or is invalid. Please log in again.',
  refreshInvalid: 'Error refreshing user token. User is not authorized to access the resource',
  passwordRules:
    'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
  passwordLength: 'The password needs at least 8 characters. Create a new password and try again.',
  passwordSpaces: "The password can't begin or end with a space. Verify the password and try again.",
  tooManyAttempts: 'Too many failed sign-in attempts from your network. Please wait and try again later.',
  /** Issue 13 finding 4: a new e-mail address needs the current password (a stolen token alone is not enough). */
  currentPasswordRequired: 'currentPassword: Enter your current password to change the e-mail address.',
  currentPasswordWrong: "currentPassword: The password doesn't match this account.",
} as const;
export type UserErrorKey = keyof typeof USER_ERRORS;

/** SPEC 5 server password rules (src/domain/password.ts): the server's message for each problem. */
export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  length: USER_ERRORS.passwordLength,
  classes: USER_ERRORS.passwordRules,
  spaces: USER_ERRORS.passwordSpaces,
};

/** SPEC 8 "Account": success messages the client shows (kept here so both sides agree). */
export const USER_MESSAGES = {
  profileUpdated: 'Account data has successfully been updated',
  passwordChanged: 'Password has successfully been changed',
  loggedOut: "You're logged out",
} as const;

/** SPEC 9 "Order history": page size 20; SPEC 5: orders older than 6 months are dropped. */
export const ORDER_HISTORY_PAGE_SIZE = 20;
export const ORDER_HISTORY_MAX_PAGE_SIZE = 100;
export const ORDER_HISTORY_MAX_AGE_MONTHS = 6;

const email = z.string().check(z.trim(), z.toLowerCase(), z.email(), z.maxLength(254));
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(255));
const optionalText = z.optional(z.string().check(z.maxLength(255)));
/** Length and class rules are checked by src/domain/password.ts so the message is SPEC 5's, not zod's. */
const password = z.string().check(z.minLength(1), z.maxLength(256));

// ---- requests ----

/** POST /api/user/login (SPEC 7): username is the e-mail address. */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST /api/user/refresh (SPEC 7). */
export const refreshRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(200)) });
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/** SPEC 3 "User" address, with the address form's fields (SPEC 3: company, tax id, street, region, phone …). */
export const addressSchema = z.object({
  id: z.optional(int32()),
  firstname: name,
  lastname: name,
  company: optionalText,
  vat_id: optionalText,
  street: z.array(z.string().check(z.trim(), z.maxLength(255))).check(z.minLength(1), z.maxLength(4)),
  city: name,
  postcode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  region: z.optional(z.string().check(z.maxLength(255))),
  country_id: z.string().check(z.trim(), z.length(2)),
  telephone: z.optional(z.string().check(z.maxLength(40))),
  default_shipping: z.optional(z.boolean()),
  default_billing: z.optional(z.boolean()),
});
export type Address = z.infer<typeof addressSchema>;

/** POST /api/user/create (SPEC 3 "Registration payload: customer plus password"). */
export const registerRequestSchema = z.object({
  customer: z.object({
    firstname: name,
    lastname: name,
    email,
    addresses: z.optional(z.array(addressSchema).check(z.maxLength(20))),
  }),
  password,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * POST /api/user/me (SPEC 3: only firstname, lastname, email and addresses may be modified). Issue 13 finding 4:
 * a changed e-mail address needs currentPassword, the account's password.
 */
export const profileUpdateRequestSchema = z.object({
  customer: z.object({
    firstname: name,
    lastname: name,
    email,
    addresses: z.array(addressSchema).check(z.maxLength(20)),
  }),
  currentPassword: z.optional(password),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** POST /api/user/change-password (SPEC 7: query token, body the passwords object). */
export const changePasswordRequestSchema = z.object({ currentPassword: password, newPassword: password });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/user/reset-password (SPEC 7). storeCode picks the shop path of the link (default 'ee'). */
export const resetPasswordRequestSchema = z.object({
  email,
  storeCode: z.optional(z.enum(['ee', 'lv'])),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** POST /api/user/create-password and /api/user/set-new-password (SPEC 7). */
export const createPasswordRequestSchema = z.object({
  email,
  newPassword: password,
  resetToken: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type CreatePasswordRequest = z.infer<typeof createPasswordRequestSchema>;

/** GET /api/user/order-history (SPEC 7: pageSize default 20, currentPage default 1). Query strings. */
export const orderHistoryQuerySchema = z.object({
  pageSize: z.optional(z.string().check(z.regex(/^\d{1,3}$/))),
  currentPage: z.optional(z.string().check(z.regex(/^\d{1,6}$/))),
});
export type OrderHistoryQuery = z.infer<typeof orderHistoryQuerySchema>;

// ---- replies ----

/** SPEC 3 "Session": token and refreshToken (refresh returns a new pair; the old refresh token is spent). */
export const tokenResultSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenResult = z.infer<typeof tokenResultSchema>;

/** SPEC 3 "User": firstname, lastname, email, addresses, group_id, dob. */
export const customerSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  addresses: z.array(addressSchema),
  group_id: z.number(),
  dob: z.optional(z.nullable(z.string())),
  created_at: z.optional(z.string()),
});
export type Customer = z.infer<typeof customerSchema>;

// SPEC 3 "Order": statuses, declared once in the order contract.
export { ORDER_STATUSES, type OrderStatus } from './order';

/** SPEC 3 "Order": address in the order payload. */
export const orderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  city: z.string(),
  postcode: z.string(),
  street: z.array(z.string()),
  telephone: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  countryId: z.string(),
  company: z.optional(z.nullable(z.string())),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  /** unit price incl. tax, euro */
  price: z.number(),
  row_total: z.optional(z.number()),
  /** Issue 17, SPEC 3: the options the item was ordered with (bundle items, custom options, colour and size). */
  product_option: z.optional(typedProductOptionSchema),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** SPEC 3 "orders_history": items with increment_id, created_at, total_count (plus what the account page shows). */
export const orderSummarySchema = z.object({
  increment_id: z.string(),
  created_at: z.string(),
  status: z.string(),
  store_code: z.string(),
  currency: z.string(),
  subtotal: z.number(),
  tax: z.number(),
  shipping: z.number(),
  grand_total: z.number(),
  items: z.array(orderItemSchema),
  addresses: z.object({
    shipping: z.optional(z.nullable(orderAddressSchema)),
    billing: z.optional(z.nullable(orderAddressSchema)),
  }),
  /** Issue 17: the download links of the order's downloadable products (complete orders of a customer). */
  downloads: z.optional(z.array(orderDownloadSchema)),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderHistorySchema = z.object({
  items: z.array(orderSummarySchema),
  total_count: z.number(),
  page_info: z.object({ page_size: z.number(), current_page: z.number(), total_pages: z.number() }),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

export const loginResponseSchema = envelope(tokenResultSchema);
export const refreshResponseSchema = envelope(tokenResultSchema);
export const customerResponseSchema = envelope(customerSchema);
export const orderHistoryResponseSchema = envelope(orderHistorySchema);
/** Replies whose result is a plain message or flag (change-password, reset-password, create-password, logout). */
export const messageResponseSchema = envelope(z.union([z.string(), z.boolean()]));
/** Error replies: result is the message (one of USER_ERRORS or 'field: message' for a 400). */
export const errorResponseSchema = envelope(z.string());
