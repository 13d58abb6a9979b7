// Issue 15: the payment settings: a 30-minute reservation, sandboxes for a local or development shop but not for a
// production shop on a public HOST (a sandbox "pays" without money), and a provider's credentials together or not
// at all (half a pair would silently leave the provider on its sandbox).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentSandboxAllowed } from '../../server/config';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return '';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
};

describe('payment configuration', () => {
  it('reserves an unpaid order’s stock 30 minutes and has no provider credential by default', () => {
    const config = loadConfig({});
    expect(config.PAYMENT_RESERVATION_MINUTES).toBe(30);
    expect(config.PAYMENT_SWEEP_SECONDS, 'the sweep looks every minute').toBe(60);
    // Tests run the reservation and the sweep quickly (the e2e timeout case: 0.25 minutes, every second).
    expect(loadConfig({ PAYMENT_RESERVATION_MINUTES: '0.25', PAYMENT_SWEEP_SECONDS: '1' })).toMatchObject({
      PAYMENT_RESERVATION_MINUTES: 0.25,
      PAYMENT_SWEEP_SECONDS: 1,
    });
    expect([config.MONTONIO_SECRET_KEY, config.ESTO_SECRET_KEY, config.MODENA_CLIENT_SECRET]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('plays the providers with sandboxes locally, never in production on a public HOST unless asked', () => {
    expect(paymentSandboxAllowed(loadConfig({}))).toBe(true);
    expect(paymentSandboxAllowed(loadConfig({ HOST: '0.0.0.0' }))).toBe(false);
    expect(paymentSandboxAllowed(loadConfig({ HOST: '0.0.0.0', NODE_ENV: 'development' }))).toBe(true);
    expect(paymentSandboxAllowed(loadConfig({ HOST: '0.0.0.0', PAYMENT_SANDBOX: 'true' }))).toBe(true);
    expect(paymentSandboxAllowed(loadConfig({ PAYMENT_SANDBOX: 'false' }))).toBe(false);
  });

  it('names the missing half of a provider’s credentials and bad values', () => {
    const message = problems({
      MONTONIO_ACCESS_KEY: 'access',
      ESTO_SECRET_KEY: 'esto-secret-key',
      LIISI_MERCHANT_ID: 'm1',
    });
    expect(message).toMatch(/MONTONIO_SECRET_KEY="": expected set together with MONTONIO_ACCESS_KEY/);
    expect(message).toMatch(/ESTO_SHOP_ID="": expected set together with ESTO_SECRET_KEY/);
    expect(message).toMatch(/LIISI_SECRET_KEY="": expected set together with LIISI_MERCHANT_ID/);
    expect(message).toMatch(/LIISI_API_URL="": expected set together with LIISI_MERCHANT_ID/);
    const bad = problems({
      PAYMENT_RESERVATION_MINUTES: '0',
      PAYMENT_SWEEP_SECONDS: '0.5',
      MODENA_API_URL: 'not a url',
    });
    expect(bad).toMatch(/PAYMENT_RESERVATION_MINUTES="0": expected a number of minutes above 0/);
    expect(bad).toMatch(/PAYMENT_SWEEP_SECONDS="0.5": expected a whole number of seconds of at least 1/);
    expect(bad).toMatch(/MODENA_API_URL="not a url": expected an absolute http\(s\) URL/);
  });
});
