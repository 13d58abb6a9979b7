// SPEC 2 "Offline behaviour", SPEC 8 "Catalogue": when a page machine reports that its data is missing offline
// (`page.unavailableOffline`), the shopper is told 'The product, category or CMS page is not available in Offline
// mode. Redirecting to Home.' (with OK) and goes to the home of the current store. The machines decide; this only
// shows and navigates.
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { PageUnavailableOffline } from '../../../machines/product-page.machine';
import { getHref } from '../routing/routes';
import { serviceWorkerNotification } from './service-worker-notifications';
import { useShop } from '../root/shop-context';

interface EmitsUnavailableOffline {
  on(type: 'page.unavailableOffline', handler: (event: PageUnavailableOffline) => void): { unsubscribe(): void };
}

export function useOfflineRedirect(page: EmitsUnavailableOffline): void {
  const { actors } = useShop();
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscription = page.on('page.unavailableOffline', (event) => {
      actors.notifications.send({
        type: 'notification.add',
        notification: serviceWorkerNotification(i18n, 'offline-mode'),
      });
      navigate(getHref('home', {}, event.storeCode), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [page, actors.notifications, i18n, navigate]);
}
