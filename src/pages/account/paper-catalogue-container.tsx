// /my-account/paper-catalogue (SPEC 2): the order of a paper catalogue goes to the shop as a mail, sent as a sync
// task (SPEC 4 "Sync tasks"), so it also leaves when the shopper ordered it offline. The queue's callback event says
// when it went.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useShop } from '../../app/shop-context';
import { useLoadedAccount } from '../../app/use-account';
import type { AddressValues } from '../../domain/account-forms';
import { SHOP_EMAIL } from '../../domain/store-views';
import { createSyncTask } from '../../domain/sync-tasks';
import { shippingAddressOf, toAddressValues } from './account-selectors';
import { type PaperCatalogueStatus, PaperCatalogueView } from './paper-catalogue-view';

/** The sync task's callback event (SPEC 4: after completion an event is fired). */
const SENT_EVENT = 'paperCatalogue.sent';

function mailText(values: AddressValues, storeCode: string): string {
  return [
    `Paper catalogue order (${storeCode})`,
    `${values.firstname} ${values.lastname}`,
    values.company,
    `${values.street} ${values.houseNumber}`.trim(),
    `${values.postcode} ${values.city}`,
    values.region,
    values.countryId,
    values.telephone,
  ]
    .filter(Boolean)
    .join('\n');
}

export function PaperCatalogueContainer() {
  const { storeView } = useShop();
  const { session, syncQueue } = useLoadedAccount();
  const user = useSelector(session, (s) => s.context.user);
  // The task this page queued and what became of it; the queue owns the sending.
  const [taskId, setTaskId] = useState<string | null>(null);
  const [status, setStatus] = useState<PaperCatalogueStatus>('form');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const subscription = syncQueue.on('sync.appEvent', ({ event, task }) => {
      if (event !== SENT_EVENT || task.task_id !== taskId) return;
      const ok = task.resultCode === 200;
      setStatus(ok ? 'sent' : 'failed');
      setError(ok ? null : typeof task.result === 'string' ? task.result : null);
    });
    return () => subscription.unsubscribe();
  }, [syncQueue, taskId]);

  return (
    <PaperCatalogueView
      status={status}
      initial={toAddressValues(shippingAddressOf(user)) ?? undefined}
      defaultCountry={storeView.taxCountry}
      serverError={error}
      onSubmit={(values) => {
        if (!user) return;
        const id = crypto.randomUUID();
        setTaskId(id);
        setStatus('sending');
        const task = createSyncTask(
          {
            url: '/api/ext/mail-service/send-email',
            method: 'POST',
            body: {
              sourceAddress: user.email,
              targetAddress: SHOP_EMAIL[storeView.storeCode],
              subject: 'Paper catalogue order',
              emailText: mailText(values, storeView.storeCode),
            },
            callbackEvent: SENT_EVENT,
          },
          { id, now: new Date().toISOString() },
        );
        syncQueue.send({ type: 'sync.enqueue', task });
      }}
      onOrderAgain={() => setStatus('form')}
    />
  );
}
