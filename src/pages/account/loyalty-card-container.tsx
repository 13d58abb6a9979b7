// /my-account/loyalty-card (issue 16): runs the loyalty-card machine with the account's I/O (src/app/loyalty-actors.ts)
// and renders its snapshot; only selects and sends.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { loyaltyCardActors } from '../../app/root/loyalty-actors';
import { useLoadedAccount } from '../../app/root/hooks/use-account';
import { type LoyaltyCardStatus, LoyaltyCardView } from './loyalty-card-view';

export function LoyaltyCardContainer() {
  const account = useLoadedAccount();
  const machine = useMemo(() => loyaltyCardActors(account), [account]);
  const loyalty = useActorRef(machine);
  const status = useSelector(loyalty, (snapshot) => snapshot.value as LoyaltyCardStatus);
  const card = useSelector(loyalty, (snapshot) => snapshot.context.card);
  const error = useSelector(loyalty, (snapshot) => snapshot.context.error);
  return (
    <LoyaltyCardView
      status={status}
      card={card}
      error={error}
      onJoin={() => loyalty.send({ type: 'loyalty.join' })}
      onRetry={() => loyalty.send({ type: 'loyalty.retry' })}
    />
  );
}
