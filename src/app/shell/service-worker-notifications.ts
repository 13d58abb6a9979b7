// SPEC 2 "Offline behaviour": the service worker's messages shown as notifications, in the shopper's language.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ServiceWorkerMessage, ServiceWorkerMessageDetail } from '../../adapters/service-worker';
import type { NotificationInput } from '../../domain/notifications';

/** The app event the 'new content' notification's button emits. */
export const APP_UPDATE_EVENT = 'app.update';

export function serviceWorkerNotification(
  i18n: I18n,
  kind: ServiceWorkerMessage,
  detail: ServiceWorkerMessageDetail = {},
): NotificationInput {
  const ok = { label: i18n._(msg`OK`) };
  switch (kind) {
    case 'served-from-cache':
      return { type: 'info', message: i18n._(msg`You are offline: this page was served from the cache.`) };
    case 'cached-for-offline':
      return { type: 'success', message: i18n._(msg`The shop has been cached for offline use.`) };
    case 'new-content':
      return {
        type: 'info',
        message: i18n._(msg`New content is available.`),
        action1: { label: i18n._(msg`Refresh`), event: APP_UPDATE_EVENT },
        hasNoTimeout: true,
      };
    case 'offline-mode':
      // SPEC 8: offline navigation where data is missing.
      return {
        type: 'error',
        message: i18n._(msg`The product, category or CMS page is not available in Offline mode. Redirecting to Home.`),
        action1: ok,
      };
    case 'registration-error':
      // The browser's own reason (English, technical) stays in the console: the shopper reads the shop's language.
      if (detail.error) console.warn('service worker registration failed:', detail.error);
      return {
        type: 'warning',
        message: i18n._(msg`Offline mode could not be set up.`),
        action1: ok,
      };
  }
}
