// SPEC 8 "Account" and "Sync": the account's notices and the server's messages (USER_ERRORS, exact English text)
// in the shopper's language. A message the shop does not know is shown as the server sent it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { USER_ERRORS, USER_MESSAGES } from '../../domain/contract/user';
import type { Notice, NoticeKey } from '../../domain/notice';
import type { NotificationInput } from '../../domain/notifications';

const NOTICES: Record<Exclude<NoticeKey, 'serverMessage'>, MessageDescriptor> = {
  passwordChanged: msg`Password has successfully been changed`,
  passwordChangeOffline: msg`Reset password feature does not work while offline!`,
  profileUpdated: msg`Account data has successfully been updated`,
  loggedOut: msg`You're logged out`,
  tokenRefreshFailed: msg`Internal Application error while refreshing the tokens. Please clear the storage and refresh page.`,
  badContentType: msg`Error with response - bad content-type!`,
  wrongFormat: msg`Unhandled error, wrong response format!`,
};

const SERVER_MESSAGES = new Map<string, MessageDescriptor>([
  [USER_ERRORS.emailExists, msg`A customer with the same email address already exists in an associated website.`],
  [
    USER_ERRORS.invalidLogin,
    msg`The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.`,
  ],
  [USER_ERRORS.locked, msg`The account is locked. Please wait and try again or contact us.`],
  [USER_ERRORS.passwordMismatch, msg`The password doesn't match this account.`],
  // Issue 13 finding 4: a new e-mail address needs the current password.
  [USER_ERRORS.currentPasswordRequired, msg`Enter your current password to change the e-mail address.`],
  [USER_ERRORS.currentPasswordWrong, msg`The current password doesn't match this account.`],
  [USER_ERRORS.resetExpired, msg`Your password reset link has expired.`],
  [USER_ERRORS.resetSendError, msg`There was an error sending the reset email. Please try again later.`],
  [USER_ERRORS.unauthorized, msg`You are not authorized to access this resource.`],
  [USER_ERRORS.tokenExpired, msg`Your session has expired. Please log in again.`],
  [USER_ERRORS.refreshInvalid, msg`Error refreshing user token. User is not authorized to access the resource`],
  [
    USER_ERRORS.passwordRules,
    msg`Password must contain at least 3 of these: lower case letters, upper case letters, digits, special characters.`,
  ],
  [USER_ERRORS.passwordLength, msg`Password must have at least 8 letters.`],
  [USER_ERRORS.passwordSpaces, msg`Password can't begin or end with a space.`],
  [
    USER_ERRORS.tooManyAttempts,
    msg`Too many failed sign-in attempts from your network. Please wait and try again later.`,
  ],
  [USER_MESSAGES.profileUpdated, msg`Account data has successfully been updated`],
  [USER_MESSAGES.passwordChanged, msg`Password has successfully been changed`],
  [USER_MESSAGES.loggedOut, msg`You're logged out`],
]);

/** Whether the account's server message is one the shop translates. */
export function isKnownServerMessage(message: string): boolean {
  return SERVER_MESSAGES.has(message);
}

/** The server's message in the shopper's language; unknown ones as sent. */
export function translateServerMessage(i18n: I18n, message: string): string {
  const known = SERVER_MESSAGES.get(message);
  return known ? i18n._(known) : message;
}

/** A machine's notice as a notification in the shopper's language. */
export function noticeNotification(i18n: I18n, notice: Notice): NotificationInput {
  const message =
    notice.key === 'serverMessage' ? translateServerMessage(i18n, notice.message) : i18n._(NOTICES[notice.key]);
  return { type: notice.type, message };
}
