// Issue 13 finding 7 / issue 18: the shop's logger writes no secret or personal field a log call passes in an object
// (at any depth, in arrays too), now without pino's per-line redact: the request log's own objects go through
// serializers of safe fields, every other object is copied with its secret fields censored.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggableObject, shopLogger } from '../../server/logging';

function capture() {
  const lines: string[] = [];
  const options = shopLogger('info', { write: (line) => void lines.push(line) }) as pino.LoggerOptions & {
    stream: pino.DestinationStream;
  };
  const { stream, ...rest } = options;
  return { log: pino(rest, stream), lines };
}

describe('log lines without personal data', () => {
  it('censors secret fields of any object a log call passes, nested and in arrays', () => {
    const { log, lines } = capture();
    log.warn(
      {
        email: 'mari@example.ee',
        order: { id: 7, customer: { firstname: 'Mari', address: { street: 'Tänav 1' } } },
        lines: [{ sku: 'A-1', telephone: '+372 5555 1234' }],
        deep: { a: { b: { c: { token: 'Tok3nValue' } } } },
        sku: 'ME-TS-1016',
      },
      'something happened',
    );
    const text = lines.join('');
    for (const value of ['mari@example.ee', 'Mari', 'Tänav 1', '+372 5555 1234', 'Tok3nValue']) {
      expect(text).not.toContain(value);
    }
    const line = JSON.parse(text);
    expect(line.msg).toBe('something happened');
    expect(line.email).toBe('[redacted]');
    expect(line.order).toEqual({ id: 7, customer: { firstname: '[redacted]', address: '[redacted]' } });
    expect(line.lines).toEqual([{ sku: 'A-1', telephone: '[redacted]' }]);
    expect(line.deep.a.b.c.token).toBe('[redacted]');
    expect(line.sku).toBe('ME-TS-1016');
  });

  it('writes the request line’s safe fields with the URL’s secrets censored, and leaves the caller’s object alone', () => {
    const { log, lines } = capture();
    const request = {
      method: 'GET',
      url: '/api/user/me?token=Secr3t&pageSize=10',
      ip: '127.0.0.1',
      hostname: 'shop.test',
      headers: { cookie: 'session=Secr3tCookie', authorization: 'Bearer Secr3tBearer' },
      socket: { remotePort: 50000 },
    };
    log.info({ req: request }, 'incoming request');
    const line = JSON.parse(lines.join(''));
    expect(line.req).toEqual({
      method: 'GET',
      url: '/api/user/me?token=[redacted]&pageSize=10',
      host: 'shop.test',
      remoteAddress: '127.0.0.1',
      remotePort: 50000,
    });
    expect(lines.join('')).not.toMatch(/Secr3t/);
    const passed = { email: 'a@b.ee', req: request };
    expect(loggableObject(passed)).toEqual({ email: '[redacted]', req: request });
    expect(passed.email).toBe('a@b.ee');
  });
});
