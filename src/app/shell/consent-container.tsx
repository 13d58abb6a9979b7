// Issue 16 / SPEC 5: the consent machine with the I/O of src/app/root/consent-actors.ts, run only when a tag-manager
// id is configured (the shell renders the provider only then). The banner shows while the machine asks; the footer's
// "Cookie settings" (a button, as it opens a dialog) reopens the choice, and the dialog shows while it is reviewed.
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ConsentBanner } from '../../components/consent/consent-banner';
import { ConsentSettings } from '../../components/consent/consent-settings';
import { consentIo } from '../root/consent-actors';

type ConsentActor = ActorRefFrom<ReturnType<typeof consentIo>>;

const ConsentContext = createContext<ConsentActor | null>(null);

/** One consent machine for the page: the banner, the settings dialog and the footer's button share it. */
export function ConsentProvider({ tagManagerId, children }: { tagManagerId: string; children: ReactNode }) {
  const consent = useActorRef(consentIo(tagManagerId));
  return <ConsentContext.Provider value={consent}>{children}</ConsentContext.Provider>;
}

/**
 * The footer's "Cookie settings": absent without a tag manager (nothing to consent to). The machine ignores it while
 * the choice is read or the banner asks (the banner is the choice then).
 */
export function useCookieSettings(): (() => void) | undefined {
  const consent = useContext(ConsentContext);
  return consent ? () => consent.send({ type: 'consent.reopen' }) : undefined;
}

export function ConsentContainer() {
  const consent = useContext(ConsentContext);
  if (!consent) return null;
  return <ConsentPrompts consent={consent} />;
}

function ConsentPrompts({ consent }: { consent: ConsentActor }) {
  const asking = useSelector(consent, (snapshot) => snapshot.hasTag('banner'));
  const reviewing = useSelector(consent, (snapshot) =>
    snapshot.hasTag('settings') ? (snapshot.matches('granted') ? 'granted' : 'denied') : null,
  );
  const accept = () => consent.send({ type: 'consent.accept' });
  const decline = () => consent.send({ type: 'consent.decline' });
  if (reviewing) {
    return (
      <ConsentSettings
        choice={reviewing}
        onAccept={accept}
        onDecline={decline}
        onClose={() => consent.send({ type: 'consent.close' })}
      />
    );
  }
  return asking ? <ConsentBanner onAccept={accept} onDecline={decline} /> : null;
}
