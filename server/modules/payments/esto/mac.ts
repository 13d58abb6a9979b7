// ESTO (issue 15): every reply, return and callback carries `json` and `mac`, the upper-case hex SHA-512 of the JSON
// text followed by the shop's secret key. Compared in constant time.
import { createHash, timingSafeEqual } from 'node:crypto';

export function estoMac(json: string, secret: string): string {
  return createHash('sha512')
    .update(json + secret)
    .digest('hex')
    .toUpperCase();
}

export function validEstoMac(json: string, mac: string, secret: string): boolean {
  const expected = Buffer.from(estoMac(json, secret));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
