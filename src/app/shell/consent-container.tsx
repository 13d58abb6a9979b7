// Issue 16 / SPEC 5: the consent machine with the I/O of src/app/root/consent-actors.ts, run only when a tag-manager
// id is configured (the shell renders this only then). The banner shows while the machine asks.
import { useActorRef, useSelector } from '@xstate/react';
import { ConsentBanner } from '../../components/consent/consent-banner';
import { consentIo } from '../root/consent-actors';

export function ConsentContainer({ tagManagerId }: { tagManagerId: string }) {
  const consent = useActorRef(consentIo(tagManagerId));
  const asking = useSelector(consent, (snapshot) => snapshot.hasTag('banner'));
  if (!asking) return null;
  return (
    <ConsentBanner
      onAccept={() => consent.send({ type: 'consent.accept' })}
      onDecline={() => consent.send({ type: 'consent.decline' })}
    />
  );
}
