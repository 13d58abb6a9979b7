// Ids and whole-number filters are PostgreSQL `integer` columns (issue 13: 2**40 made the database fail with a 500):
// a value the column cannot hold is a 400 naming the field, checked by the contract.
import * as z from 'zod/mini';

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export function isInt32(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX;
}

/** A whole number an `integer` column holds. */
export const int32 = () => z.number().check(z.int(), z.minimum(INT32_MIN), z.maximum(INT32_MAX));
