// What a machine asks the notifications stack to show (SPEC 3 "Notification", SPEC 8). Machines stay free of the
// shopper's language: `key` is what the app translates (STYLE "Views"), `message` is SPEC's English text, or the
// server's own message for 'serverMessage', shown as it came.
import type { NotificationType } from './notifications';

export type NoticeKey =
  | 'passwordChanged'
  | 'passwordChangeOffline'
  | 'profileUpdated'
  | 'loggedOut'
  | 'tokenRefreshFailed'
  | 'badContentType'
  | 'wrongFormat'
  | 'serverMessage';

export interface Notice {
  key: NoticeKey;
  type: NotificationType;
  message: string;
}

/** A server's message shown as it came (SPEC 4: a failed password change shows the server error message). */
export function serverNotice(message: string): Notice {
  return { key: 'serverMessage', type: 'error', message };
}
