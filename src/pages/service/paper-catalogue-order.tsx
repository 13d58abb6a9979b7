// Container of /paper-catalogue's order form (issue 16, SPEC 1 "a paper catalogue order"): anyone, a guest too,
// orders the printed catalogue to an address; the paper-catalogue-request machine sends it to the shop
// (POST /api/ext/paper-catalogue) and holds the flow; the account's PaperCatalogueView renders it under the page's
// CMS text. SPEC 5's messages come from the address form's own rules.
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type PaperCatalogueOutcome,
  paperCatalogueRequestMachine,
} from '../../../machines/paper-catalogue-request.machine';
import { createHttp } from '../../adapters/http';
import { sendPaperCatalogueOrder } from '../../adapters/service-pages';
import { useShop } from '../../app/root/shop-context';
import type { PaperCatalogueOrder as Order } from '../../domain/contract/paper-catalogue';
import { paperCatalogueOrderOf } from '../../domain/paper-catalogue';
import { type PaperCatalogueStatus, PaperCatalogueView } from '../account/paper-catalogue-view';

export function PaperCatalogueOrder() {
  const { t } = useLingui();
  const { storeView } = useShop();
  const request = useActorRef(
    paperCatalogueRequestMachine.provide({
      actors: {
        sendOrder: fromPromise<PaperCatalogueOutcome, Order>(({ input, signal }) =>
          sendPaperCatalogueOrder(createHttp('/'), input, signal),
        ),
      },
    }),
  );
  const state = useSelector(request, (snapshot) => snapshot.value);
  const problem = useSelector(request, (snapshot) => snapshot.context.problem);
  const status: PaperCatalogueStatus = state === 'form' && problem ? 'failed' : state;
  const serverError =
    problem === 'tooMany'
      ? t`You have ordered several catalogues in a short time. Please try again in an hour.`
      : problem === 'failed'
        ? t`The order could not be sent. Please try again later.`
        : null;
  return (
    <PaperCatalogueView
      status={status}
      headingLevel={2}
      defaultCountry={storeView.taxCountry}
      serverError={serverError}
      onSubmit={(values) =>
        request.send({ type: 'catalogueRequest.submit', order: paperCatalogueOrderOf(values, storeView.storeCode) })
      }
      onOrderAgain={() => request.send({ type: 'catalogueRequest.again' })}
    />
  );
}
