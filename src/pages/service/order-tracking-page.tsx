// Container of /order-tracking (issue 16): the order-tracking machine looks the order up through the API and holds
// the flow; OrderTrackingView renders it.
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type TrackingOutcome, orderTrackingMachine } from '../../../machines/order-tracking.machine';
import { createHttp } from '../../adapters/http';
import { trackOrder } from '../../adapters/service-pages';
import { useShop } from '../../app/root/shop-context';
import type { OrderTrackingRequest } from '../../domain/contract/order-tracking';
import { type OrderTrackingStatus, OrderTrackingView } from './order-tracking-view';

export function OrderTracking() {
  const { storeView } = useShop();
  const tracking = useActorRef(
    orderTrackingMachine.provide({
      actors: {
        trackOrder: fromPromise<TrackingOutcome, OrderTrackingRequest>(({ input, signal }) =>
          trackOrder(createHttp('/'), input, signal),
        ),
      },
    }),
  );
  const status = useSelector(tracking, (snapshot) => snapshot.value as OrderTrackingStatus);
  const problem = useSelector(tracking, (snapshot) => snapshot.context.problem);
  const order = useSelector(tracking, (snapshot) => snapshot.context.order);
  return (
    <OrderTrackingView
      status={status}
      problem={problem}
      order={order}
      locale={storeView.locale}
      dateSeparator={storeView.dateSeparator}
      onSubmit={(values) =>
        tracking.send({
          type: 'tracking.submit',
          request: { orderNumber: values.orderNumber.trim(), email: values.email.trim() },
        })
      }
      onTrackAnother={() => tracking.send({ type: 'tracking.again' })}
    />
  );
}
