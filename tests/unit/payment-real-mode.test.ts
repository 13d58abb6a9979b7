// Issue 15 "Real credentials … come only from the environment and switch the adapter to the real provider; there is
// no default secret". No network here, so a fake provider origin is served locally: with the credentials and API
// origins set, every adapter calls that origin (never the sandbox, never the database's sandbox keys), signs or
// authenticates with exactly the secret given, and believes only what that secret signed. Without credentials and
// without sandboxes there is no provider at all (no built-in key to fall back on).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { estoMac } from '../../server/modules/payments/esto/mac';
import { liisiSignature } from '../../server/modules/payments/liisi/service';
import { signJwt, verifyJwt } from '../../server/modules/payments/montonio/jwt';
import type { PayableOrder } from '../../server/modules/payments/provider';
import { createPayments, type PaymentSettings } from '../../server/modules/payments/service';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: string;
}

const NOW = new Date('2026-11-28T10:00:00Z');
const SECRETS = {
  MONTONIO_ACCESS_KEY: 'real-montonio-access',
  MONTONIO_SECRET_KEY: 'real-montonio-secret-0123456789',
  ESTO_SHOP_ID: 'real-esto-shop',
  ESTO_SECRET_KEY: 'real-esto-secret-key',
  MODENA_CLIENT_ID: 'real-modena-client',
  MODENA_CLIENT_SECRET: 'real-modena-secret',
  LIISI_MERCHANT_ID: 'real-liisi-merchant',
  LIISI_SECRET_KEY: 'real-liisi-secret-0123456789',
} as const;

const ORDER: PayableOrder = {
  id: 7,
  incrementId: 'EE000007',
  storeCode: 'ee',
  grandTotal: 59.9,
  currency: 'EUR',
  email: 'mari@example.ee',
  paymentMethodCode: 'montonio_vsf',
  lines: [{ sku: 'TS-1', name: 'T-särk', qty: 1, price: 59.9, rowTotal: 59.9 }],
  billing: {
    firstname: 'Mari',
    lastname: 'Maasikas',
    street: ['Rüütli 1'],
    city: 'Tartu',
    postcode: '50101',
    countryId: 'EE',
    telephone: '+3725550000',
  },
  shipping: null,
};
const URLS = { returnUrl: 'https://shop.example/ee/montonio-return', notifyOrigin: 'https://shop.example' };

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

/** Any use of the database (the sandboxes' keys live there) fails the test: real mode never needs it. */
const noDatabase = new Proxy(
  {},
  {
    get() {
      throw new Error('real mode touched the database');
    },
  },
) as never;

let server: Server;
let origin: string;
const received: Received[] = [];

async function read(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

beforeAll(async () => {
  // The providers' APIs as far as creating a payment goes, each under its own prefix of one local origin.
  server = createServer(async (request, response) => {
    const path = request.url ?? '';
    received.push({
      method: request.method ?? '',
      path,
      authorization: request.headers.authorization,
      body: await read(request),
    });
    const json = (value: unknown, status = 200) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    if (path === '/montonio/orders') return json({ uuid: 'm-uuid-1', paymentUrl: `${origin}/montonio-pay/m-uuid-1` });
    if (path === '/esto/v2/purchase/redirect') {
      const data = JSON.stringify({ id: 'e-1', purchase_url: `${origin}/esto-pay/e-1` });
      return json({ data, mac: estoMac(data, SECRETS.ESTO_SECRET_KEY), errors: [] });
    }
    if (path === '/modena/oauth2/token') return json({ access_token: 'modena-token', expires_in: 300 });
    if (path === '/modena/modena/api/merchant/slice-payment-order') {
      response.writeHead(302, { location: `${origin}/modena-pay/EE000007` });
      return response.end();
    }
    if (path === '/liisi/applications') {
      return json({ id: 'l-1', status: 'PROCESSING', applicationUrl: `${origin}/liisi-pay/l-1` });
    }
    json({ error: 'unknown' }, 404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function realPayments(extra: PaymentSettings = {}) {
  return createPayments(noDatabase, () => NOW, undefined, {
    ...SECRETS,
    MONTONIO_API_URL: `${origin}/montonio/`,
    ESTO_API_URL: `${origin}/esto`,
    MODENA_API_URL: `${origin}/modena`,
    LIISI_API_URL: `${origin}/liisi`,
    sandbox: true,
    ...extra,
  });
}

const last = (path: string) => received.filter((entry) => entry.path === path).at(-1);

describe('payment adapters with real credentials (issue 15)', () => {
  it('target the configured API origins, sign with the given secrets and use no sandbox', async () => {
    const payments = realPayments();
    expect(payments.sandbox, 'no sandbox is served').toBeUndefined();
    expect([...payments.sandboxed]).toEqual([]);
    expect([
      payments.montonio?.adapter.mode,
      payments.esto?.adapter.mode,
      payments.modena?.adapter.mode,
      payments.liisi?.mode,
    ]).toEqual(['real', 'real', 'real', 'real']);

    // Montonio: POST <origin>/orders with { data: HS256 JWT } signed with MONTONIO_SECRET_KEY, the access key inside.
    const montonio = await payments.montonio?.adapter.createPayment(ORDER, URLS);
    expect(montonio).toEqual({ providerReference: 'm-uuid-1', paymentUrl: `${origin}/montonio-pay/m-uuid-1` });
    const token = (JSON.parse(last('/montonio/orders')?.body ?? '{}') as { data: string }).data;
    const checked = verifyJwt(token, SECRETS.MONTONIO_SECRET_KEY, NOW);
    expect(checked.ok && checked.claims).toMatchObject({
      accessKey: SECRETS.MONTONIO_ACCESS_KEY,
      merchantReference: 'EE000007',
      grandTotal: 59.9,
    });
    expect(verifyJwt(token, 'another-secret', NOW)).toEqual({ ok: false, problem: 'signature' });

    // ESTO: Basic shop id and secret key; the reply's mac is checked with the same secret.
    const esto = await payments.esto?.adapter.createPayment({ ...ORDER, paymentMethodCode: 'esto_hirepurchase' }, URLS);
    expect(esto).toEqual({ providerReference: 'e-1', paymentUrl: `${origin}/esto-pay/e-1` });
    expect(last('/esto/v2/purchase/redirect')?.authorization).toBe(
      basic(SECRETS.ESTO_SHOP_ID, SECRETS.ESTO_SECRET_KEY),
    );

    // Modena: the client credentials for a token, then the payment order with the bearer token.
    const modena = await payments.modena?.adapter.createPayment({ ...ORDER, paymentMethodCode: 'modena_slice' }, URLS);
    expect(modena?.paymentUrl).toBe(`${origin}/modena-pay/EE000007`);
    expect(last('/modena/oauth2/token')?.authorization).toBe(
      basic(SECRETS.MODENA_CLIENT_ID, SECRETS.MODENA_CLIENT_SECRET),
    );
    expect(last('/modena/modena/api/merchant/slice-payment-order')?.authorization).toBe('Bearer modena-token');

    // Liisi: Basic merchant id and secret key.
    const form = { numberOfPayments: 12 } as never;
    const liisi = await payments.liisi?.submit({ ...ORDER, paymentMethodCode: 'liisi_vsf' }, form, {
      browserOrigin: 'https://shop.example',
      notifyOrigin: 'https://shop.example',
    });
    expect(liisi).toMatchObject({ id: 'l-1', applicationUrl: `${origin}/liisi-pay/l-1` });
    expect(last('/liisi/applications')?.authorization).toBe(basic(SECRETS.LIISI_MERCHANT_ID, SECRETS.LIISI_SECRET_KEY));
    expect(received.every((entry) => !entry.path.includes('sandbox'))).toBe(true);
  });

  it('believe only returns and notifications signed with the given secrets', async () => {
    const payments = realPayments();
    const claims = {
      uuid: 'm-uuid-1',
      accessKey: SECRETS.MONTONIO_ACCESS_KEY,
      merchantReference: 'EE000007',
      paymentStatus: 'PAID',
      grandTotal: 59.9,
      currency: 'EUR',
      exp: Math.floor(NOW.getTime() / 1000) + 600,
    };
    await expect(
      payments.montonio?.verifyOrderToken(signJwt(claims, SECRETS.MONTONIO_SECRET_KEY)),
    ).resolves.toMatchObject({ outcome: 'paid', orderNumber: 'EE000007' });
    await expect(payments.montonio?.verifyOrderToken(signJwt(claims, 'a-sandbox-key'))).rejects.toThrow(/signature/);

    const json = JSON.stringify({ id: 'e-1', status: 'APPROVED', reference: 'EE000007', amount: 59.9 });
    await expect(payments.esto?.verifyCallback(json, estoMac(json, SECRETS.ESTO_SECRET_KEY))).resolves.toMatchObject({
      outcome: 'paid',
    });
    await expect(payments.esto?.verifyCallback(json, estoMac(json, 'another-secret'))).rejects.toThrow(/mac/);

    const decision = JSON.stringify({
      applicationId: 'l-1',
      reference: 'EE000007',
      status: 'APPROVED',
      amount: 59.9,
      currency: 'EUR',
    });
    await expect(
      payments.liisi?.verifyDecision(decision, liisiSignature(decision, SECRETS.LIISI_SECRET_KEY)),
    ).resolves.toMatchObject({ outcome: 'paid' });
    await expect(payments.liisi?.verifyDecision(decision, liisiSignature(decision, 'x'))).rejects.toThrow(/signature/);
  });

  it('have no default secret: without credentials and sandboxes there is no provider', () => {
    const config = loadConfig({});
    for (const name of Object.keys(SECRETS)) expect(config[name as keyof typeof config], name).toBeUndefined();
    const none = createPayments(noDatabase, () => NOW, undefined, { sandbox: false });
    expect([none.montonio, none.esto, none.modena, none.liisi, none.sandbox]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    // Half of a provider's credentials never switches it to the real one: it stays off (the config refuses it too).
    const half = createPayments(noDatabase, () => NOW, undefined, { ESTO_SECRET_KEY: 'only-half', sandbox: false });
    expect(half.esto).toBeUndefined();
  });
});
