// Issue 15: the payment module's composition. Each provider gets its adapter over the real provider when all its
// credentials are in the environment, else over the local sandbox (when sandboxes are allowed: not in production on
// a public HOST unless PAYMENT_SANDBOX=true), else none (its calls answer 503). The sandbox is reached in-process
// (./http.ts), so the shop must be attached once it exists (server/app.ts).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../mail/outbox';
import { createEsto, type Esto } from './esto/service';
import { injectFetch } from './http';
import { sandboxKeys } from './keys';
import { createLiisi, type Liisi } from './liisi/service';
import { createModena, type Modena } from './modena/service';
import { createMontonio, type Montonio } from './montonio/service';
import { createPaymentOrders, type PaymentOrders } from './orders';
import type { OnlineProvider, ProviderFetch, ProviderSetup } from './provider';
import { createSandbox, type Sandbox, sandboxCredentials } from './sandbox/service';

export interface PaymentSettings {
  MONTONIO_ACCESS_KEY?: string;
  MONTONIO_SECRET_KEY?: string;
  MONTONIO_API_URL?: string;
  ESTO_SHOP_ID?: string;
  ESTO_SECRET_KEY?: string;
  ESTO_API_URL?: string;
  MODENA_CLIENT_ID?: string;
  MODENA_CLIENT_SECRET?: string;
  MODENA_API_URL?: string;
  LIISI_MERCHANT_ID?: string;
  LIISI_SECRET_KEY?: string;
  LIISI_API_URL?: string;
  /** Sandboxes for providers without credentials (default true; server/config.ts decides). */
  sandbox?: boolean;
  /** Tests: another delay of the sandbox's 'delayed' notification. */
  sandboxNotifyDelayMs?: number;
}

export const PROVIDER_DEFAULT_URLS = {
  montonio: 'https://stargate.montonio.com/api',
  esto: 'https://api.esto.ee',
  modena: 'https://api.modena.ee',
} as const;

export interface Payments {
  orders: PaymentOrders;
  montonio?: Montonio;
  esto?: Esto;
  modena?: Modena;
  liisi?: Liisi;
  sandbox?: Sandbox;
  /** The providers played by the sandbox. */
  sandboxed: ReadonlySet<OnlineProvider>;
  /** Lets the sandbox be called in-process (the app instance, once built). */
  attach(app: Pick<FastifyInstance, 'inject' | 'log'>): void;
}

export function createPayments(
  db: Db,
  clock: () => Date,
  mail: Pick<MailOutbox, 'enqueue' | 'enqueueOrderConfirmation' | 'nudge'> | undefined,
  settings: PaymentSettings,
): Payments {
  const keys = sandboxKeys(db, clock);
  const credentials = sandboxCredentials(keys);
  let local: ProviderFetch | undefined;
  let logTarget: Pick<FastifyInstance, 'log'> | undefined;
  const inProcess: ProviderFetch = (url, init) => {
    if (!local) return Promise.reject(new Error('the payment sandbox is not attached to the shop yet'));
    return local(url, init);
  };
  const realFetch: ProviderFetch = (url, init) => fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const sandboxed = new Set<OnlineProvider>();
  const useSandbox = settings.sandbox ?? true;

  function setup<C>(
    provider: OnlineProvider,
    real: C | undefined,
    apiUrl: string | undefined,
    sandboxed_: () => Promise<C>,
  ): ProviderSetup<C> | undefined {
    if (real && apiUrl) {
      const base = apiUrl.replace(/\/$/, '');
      return { mode: 'real', credentials: async () => real, apiBase: () => base, fetch: realFetch };
    }
    if (!useSandbox) return undefined;
    sandboxed.add(provider);
    return {
      mode: 'sandbox',
      credentials: sandboxed_,
      apiBase: (origin) => `${origin}/sandbox/${provider}/api`,
      fetch: inProcess,
    };
  }

  const s = settings;
  const montonio = setup(
    'montonio',
    s.MONTONIO_ACCESS_KEY && s.MONTONIO_SECRET_KEY
      ? { accessKey: s.MONTONIO_ACCESS_KEY, secretKey: s.MONTONIO_SECRET_KEY }
      : undefined,
    s.MONTONIO_API_URL ?? PROVIDER_DEFAULT_URLS.montonio,
    credentials.montonio,
  );
  const esto = setup(
    'esto',
    s.ESTO_SHOP_ID && s.ESTO_SECRET_KEY ? { shopId: s.ESTO_SHOP_ID, secretKey: s.ESTO_SECRET_KEY } : undefined,
    s.ESTO_API_URL ?? PROVIDER_DEFAULT_URLS.esto,
    credentials.esto,
  );
  const modena = setup(
    'modena',
    s.MODENA_CLIENT_ID && s.MODENA_CLIENT_SECRET
      ? { clientId: s.MODENA_CLIENT_ID, clientSecret: s.MODENA_CLIENT_SECRET }
      : undefined,
    s.MODENA_API_URL ?? PROVIDER_DEFAULT_URLS.modena,
    credentials.modena,
  );
  const liisi = setup(
    'liisi',
    s.LIISI_MERCHANT_ID && s.LIISI_SECRET_KEY
      ? { merchantId: s.LIISI_MERCHANT_ID, secretKey: s.LIISI_SECRET_KEY }
      : undefined,
    s.LIISI_API_URL,
    credentials.liisi,
  );

  const sandbox = sandboxed.size
    ? createSandbox({
        db,
        clock,
        credentials,
        keys,
        deliver: inProcess,
        notifyDelayMs: settings.sandboxNotifyDelayMs,
        get log() {
          return logTarget?.log;
        },
      })
    : undefined;

  return {
    orders: createPaymentOrders({ db, clock, mail }),
    montonio: montonio && createMontonio(montonio, clock),
    esto: esto && createEsto(esto),
    modena: modena && createModena(modena, clock),
    liisi: liisi && createLiisi(liisi),
    sandbox,
    sandboxed,
    attach(app) {
      local = injectFetch(app);
      logTarget = app;
    },
  };
}
