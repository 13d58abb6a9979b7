// Issue 13 (500s for bad input): text with a NUL character cannot be stored or compared by PostgreSQL (22021) and
// JSON nested thousands of levels deep overflows the stack of every recursive walk (hashing, validation). Neither
// is ever a valid input of ours, so every request's path parameters, query and JSON body are checked once, before
// the routes see them, and refused with a 400 naming the field. Iterative, so a deep body cannot overflow it.
import { HttpError } from './reply';

/** JSON levels a request may nest (the deepest contract, an order's product_option, needs 6). */
export const MAX_INPUT_DEPTH = 32;

export const NUL_MESSAGE = 'must not contain a NUL character';
export const DEPTH_MESSAGE = `nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;

const fieldName = (path: readonly (string | number)[]) => (path.length ? path.join('.') : '(body)');

/** Throws a 400 naming the first field (or key) with a NUL character, or nested deeper than MAX_INPUT_DEPTH. */
export function checkInput(value: unknown, prefix: readonly (string | number)[] = []): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [...prefix] }];
  while (stack.length) {
    const { value: item, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof item === 'string') {
      if (item.includes('\u0000')) throw new HttpError(400, `${fieldName(path)}: ${NUL_MESSAGE}`);
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (path.length - prefix.length >= MAX_INPUT_DEPTH)
      throw new HttpError(400, `${fieldName(path)}: ${DEPTH_MESSAGE}`);
    const entries = Array.isArray(item) ? item.map((v, i) => [i, v] as const) : Object.entries(item);
    for (const [key, child] of entries) {
      if (typeof key === 'string' && key.includes('\u0000')) {
        throw new HttpError(400, `${fieldName([...path, key.replaceAll('\u0000', '\\0')])}: ${NUL_MESSAGE}`);
      }
      stack.push({ value: child, path: [...path, key] });
    }
  }
}
