// SPEC 5 "Checkout and account forms": server password rules — at least 8 characters, at least 3 of the 4 classes
// (lower case, upper case, digits, special characters), no leading or trailing space. Pure: returns a key, the
// caller picks the words (the server sends the Magento-worded USER_ERRORS, the client its translated text).

/** SPEC 5: 'Password must have at least 8 letters'. */
export const PASSWORD_MIN_LENGTH = 8;
/** SPEC 5: at least 3 of the 4 character classes. */
export const PASSWORD_MIN_CLASSES = 3;

export type PasswordProblem = 'length' | 'classes' | 'spaces';
export type PasswordCheck = { ok: true } | { ok: false; problem: PasswordProblem };

/** How many of the classes lower case, upper case, digits and special characters the password uses. */
export function passwordClassCount(password: string): number {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];
  return classes.filter((pattern) => pattern.test(password)).length;
}

export function checkPassword(password: string): PasswordCheck {
  if (password !== password.trim()) return { ok: false, problem: 'spaces' };
  if ([...password].length < PASSWORD_MIN_LENGTH) return { ok: false, problem: 'length' };
  if (passwordClassCount(password) < PASSWORD_MIN_CLASSES) return { ok: false, problem: 'classes' };
  return { ok: true };
}
