// The in-process services: the API routes call them over HTTP, SSR calls them directly (ARCHITECTURE §6).
import type { Config } from './config';
import type { Db } from './db/client';
import { type AbandonedCartService, createAbandonedCartService } from './modules/abandoned-cart/service';
import { type CartService, createCartService } from './modules/cart/service';
import { type CmsService, createCmsService } from './modules/cms/service';
import { RESULT_CACHE_MAX_BYTES } from './modules/catalog/result-cache';
import { type CatalogService, createCatalogService } from './modules/catalog/service';
import { createMailOutbox, type MailOutbox, type MailOutboxOptions } from './modules/mail/outbox';
import { createMailService, type MailService } from './modules/mail/service';
import { createNewsletterService, type NewsletterService } from './modules/newsletter/service';
import { createOrderService, type OrderService } from './modules/order/service';
import { createPayments, type Payments } from './modules/payments/service';
import { createReviewService, type ReviewService } from './modules/review/service';
import { createLoyaltyService, type LoyaltyService } from './modules/loyalty/service';
import { createStockService, type StockService } from './modules/stock/service';
import { createStoresService, type StoresService } from './modules/stores/service';
import { createOrderTrackingService, type OrderTrackingService } from './modules/order-tracking/service';
import { createPaperCatalogueService, type PaperCatalogueService } from './modules/paper-catalogue/service';
import { createUrlService, type UrlService } from './modules/url/service';
import type { LoginLimitSettings } from './modules/user/login-limits';
import { createUserService, type UserService } from './modules/user/service';

export interface Services {
  catalog: CatalogService;
  stock: StockService;
  cms: CmsService;
  url: UrlService;
  mail: MailService;
  /** Issue 18: the durable outbox of the mails orders owe (confirmations, gift cards), delivered in the background. */
  mailOutbox: MailOutbox;
  user: UserService;
  newsletter: NewsletterService;
  review: ReviewService;
  loyalty: LoyaltyService;
  cart: CartService;
  order: OrderService;
  payments: Payments;
  /** Issue 15: the abandoned-cart reminder mails (run by the job of server/modules/abandoned-cart/job.ts). */
  abandonedCart: AbandonedCartService;
  /** Issue 16: the shop's stores (store locator, store pickup). */
  stores: StoresService;
  /** Issue 16: an order by its number and e-mail (order tracking). */
  orderTracking: OrderTrackingService;
  paperCatalogue: PaperCatalogueService;
}

/** What the account, mail and newsletter services read from the configuration (defaults as in server/config.ts). */
export type ServiceConfig = Partial<
  Pick<
    Config,
    | 'ACCESS_TOKEN_TTL_SECONDS'
    | 'REFRESH_TOKEN_TTL_SECONDS'
    | 'REFRESH_GRACE_SECONDS'
    | 'RESET_MAILS_PER_HOUR'
    | 'NEWSLETTER_SECRET'
    | 'SMTP_URL'
    | 'MAIL_FROM'
    | 'DEV_OUTBOX'
    | 'MAILCHIMP_API_KEY'
    | 'MAILCHIMP_LIST_ID'
    | 'MAILCHIMP_API_URL'
    | 'PUBLIC_URL'
    | 'PORT'
    | 'SEARCH_CACHE_MAX_BYTES'
    | 'PAYMENT_RESERVATION_MINUTES'
    | 'MONTONIO_ACCESS_KEY'
    | 'MONTONIO_SECRET_KEY'
    | 'MONTONIO_API_URL'
    | 'ESTO_SHOP_ID'
    | 'ESTO_SECRET_KEY'
    | 'ESTO_API_URL'
    | 'MODENA_CLIENT_ID'
    | 'MODENA_CLIENT_SECRET'
    | 'MODENA_API_URL'
    | 'LIISI_MERCHANT_ID'
    | 'LIISI_SECRET_KEY'
    | 'LIISI_API_URL'
    | 'ABANDONED_CART_MINUTES'
    | 'ABANDONED_CART_PERIOD_HOURS'
  >
> & {
  /** Where mails are written when there is no SMTP server. */
  outboxDir: string;
  /** Tests tighten or loosen the sign-in limits. */
  loginLimits?: LoginLimitSettings;
  /** Issue 15: play providers without credentials with the local sandboxes (paymentSandboxAllowed). */
  paymentSandbox?: boolean;
  /** Tests: the sandbox's 'delayed' notification delay. */
  sandboxNotifyDelayMs?: number;
  /** Where work done after a reply (the password reset mail) reports a failure. */
  onBackgroundError?: (error: unknown) => void;
  /** Issue 18: where the mail outbox's worker logs, and whether it runs (tests: a process that stops first). */
  mailOutbox?: MailOutboxOptions;
};

export function createServices(db: Db, clock?: () => Date, config: ServiceConfig = { outboxDir: '' }): Services {
  const now = clock ?? (() => new Date());
  const catalog = createCatalogService(
    db,
    clock,
    { maxBytes: config.SEARCH_CACHE_MAX_BYTES ?? RESULT_CACHE_MAX_BYTES },
    // SPEC 8 'Product not found' (issue 17): a grouped or bundle product names a sku the store view does not sell.
    { warn: (details, message) => console.warn(`${message} ${JSON.stringify(details)}`) },
  );
  const mail = createMailService({
    from: config.MAIL_FROM ?? 'shop@roivas.example',
    outboxDir: config.outboxDir,
    smtpUrl: config.SMTP_URL,
    listOutbox: config.DEV_OUTBOX,
    clock: now,
  });
  const mailOutbox = createMailOutbox(db, mail, config.mailOutbox);
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT ?? 3000}`).replace(/\/$/, '');
  const user = createUserService(
    db,
    mail,
    {
      accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS ?? 900,
      refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS ?? 30 * 24 * 3600,
      refreshGraceSeconds: config.REFRESH_GRACE_SECONDS,
      publicUrl,
      loginLimits: config.loginLimits,
      resetMailsPerHour: config.RESET_MAILS_PER_HOUR,
      onBackgroundError: config.onBackgroundError,
    },
    now,
  );
  const mailchimp =
    config.MAILCHIMP_API_KEY && config.MAILCHIMP_LIST_ID
      ? { apiKey: config.MAILCHIMP_API_KEY, listId: config.MAILCHIMP_LIST_ID, apiUrl: config.MAILCHIMP_API_URL }
      : undefined;
  return {
    catalog,
    stock: createStockService(db),
    stores: createStoresService(db),
    orderTracking: createOrderTrackingService(db),
    cms: createCmsService(db, clock),
    url: createUrlService(db, catalog),
    mail,
    mailOutbox,
    user,
    newsletter: createNewsletterService(db, mail, {
      mailchimp,
      clock: now,
      publicUrl,
      secret: config.NEWSLETTER_SECRET,
    }),
    review: createReviewService(db, now),
    loyalty: createLoyaltyService(db, now),
    // Issue 16: the paper catalogue ordered by anyone, stored and mailed to the shop through the durable outbox.
    paperCatalogue: createPaperCatalogueService(db, mailOutbox, now),
    // SPEC 7 "Cart" and POST /api/order: a customer's cart and order need that customer's token.
    cart: createCartService(db, { authenticate: user.authenticate, clock: now }),
    order: createOrderService(db, now, { outbox: mailOutbox, reservationMinutes: config.PAYMENT_RESERVATION_MINUTES }),
    // Issue 15: the four providers (real or sandbox), the exactly-once settlement and the reservation sweep.
    payments: createPayments(db, now, mailOutbox, {
      ...config,
      sandbox: config.paymentSandbox,
      sandboxNotifyDelayMs: config.sandboxNotifyDelayMs,
    }),
    abandonedCart: createAbandonedCartService(
      db,
      mail,
      {
        minutes: config.ABANDONED_CART_MINUTES ?? 120,
        periodHours: config.ABANDONED_CART_PERIOD_HOURS ?? 72,
        publicUrl,
      },
      now,
    ),
  };
}
