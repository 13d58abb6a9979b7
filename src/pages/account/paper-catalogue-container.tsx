// /my-account/paper-catalogue (SPEC 2): the order of a paper catalogue goes to the shop (POST /api/ext/paper-catalogue
// with the customer's token: stored, attributed to them and mailed to the shop, issue 16), sent as a sync task
// (SPEC 4 "Sync tasks"), so it also leaves when the shopper ordered it offline. The paper-catalogue machine holds the
// flow (form, sending, sent, failed); this container builds the task, hands the task the machine announces to the
// sync queue, and passes the queue's callback event for it back to the machine.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { PAPER_CATALOGUE_SENT_EVENT, paperCatalogueMachine } from '../../../machines/paper-catalogue.machine';
import { useShop } from '../../app/root/shop-context';
import { useLoadedAccount } from '../../app/root/hooks/use-account';
import { PAPER_CATALOGUE_PATH, paperCatalogueOrderOf } from '../../domain/paper-catalogue';
import { createSyncTask } from '../../domain/sync-tasks';
import { shippingAddressOf, toAddressValues } from './account-selectors';
import { type PaperCatalogueStatus, PaperCatalogueView } from './paper-catalogue-view';

export function PaperCatalogueContainer() {
  const { storeView } = useShop();
  const { session, syncQueue } = useLoadedAccount();
  const user = useSelector(session, (s) => s.context.user);
  const catalogue = useActorRef(paperCatalogueMachine);
  const status = useSelector(catalogue, (snapshot): PaperCatalogueStatus => snapshot.value);
  const error = useSelector(catalogue, (snapshot) => snapshot.context.error);

  useEffect(() => {
    const queued = catalogue.on('catalogue.enqueue', ({ task }) => syncQueue.send({ type: 'sync.enqueue', task }));
    const done = syncQueue.on('sync.appEvent', ({ event, task }) => {
      if (event === PAPER_CATALOGUE_SENT_EVENT) catalogue.send({ type: 'catalogue.taskDone', task });
    });
    return () => {
      queued.unsubscribe();
      done.unsubscribe();
    };
  }, [catalogue, syncQueue]);

  return (
    <PaperCatalogueView
      status={status}
      initial={toAddressValues(shippingAddressOf(user)) ?? undefined}
      defaultCountry={storeView.taxCountry}
      serverError={error}
      onSubmit={(values) => {
        if (!user) return;
        const task = createSyncTask(
          {
            url: `${PAPER_CATALOGUE_PATH}?token={{token}}`,
            method: 'POST',
            body: paperCatalogueOrderOf(values, storeView.storeCode),
            callbackEvent: PAPER_CATALOGUE_SENT_EVENT,
          },
          { id: crypto.randomUUID(), now: new Date().toISOString() },
        );
        catalogue.send({ type: 'catalogue.submit', task });
      }}
      onOrderAgain={() => catalogue.send({ type: 'catalogue.again' })}
    />
  );
}
