// Issue 16 "Newsletter" for every visitor: the footer's sign-up and SPEC 2's newsletter modal. Each runs its machine
// with the I/O of src/app/root/newsletter-actors.ts; the views only render snapshots and send events. The modal is
// told which page is shown (never over the checkout) and that its sign-up was used (then never offered again).
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { newsletterMachine } from '../../../machines/newsletter.machine';
import { ModalDialog } from '../../components/auth/modal-dialog';
import { NewsletterSignup, type NewsletterSignupStatus } from '../../components/newsletter/newsletter-signup';
import { NEWSLETTER_COUPON_PERCENT } from '../../domain/newsletter';
import { NEWSLETTER_GUEST_INPUT, newsletterModalIo, newsletterSignupIo } from '../root/newsletter-actors';
import { useShop } from '../root/shop-context';

/** The newsletter machine in guest mode (its states under `guest`). */
type SignupActor = ActorRefFrom<typeof newsletterMachine>;

function signupStatus(snapshot: ReturnType<SignupActor['getSnapshot']>): NewsletterSignupStatus {
  if (snapshot.hasTag('busy')) return 'busy';
  if (snapshot.matches({ guest: 'pending' })) return 'pending';
  if (snapshot.matches({ guest: 'subscribed' })) return 'subscribed';
  if (snapshot.matches({ guest: 'already' })) return 'already';
  return 'form';
}

function SignupForm({ signup, variant }: { signup: SignupActor; variant: 'footer' | 'modal' }) {
  const status = useSelector(signup, signupStatus);
  const problem = useSelector(signup, (snapshot) => snapshot.context.problem);
  const email = useSelector(signup, (snapshot) => snapshot.context.email);
  return (
    <NewsletterSignup
      variant={variant}
      status={status}
      problem={problem}
      email={email}
      discountPercent={NEWSLETTER_COUPON_PERCENT}
      onSubmit={(address) => signup.send({ type: 'signup.submit', email: address })}
      onAgain={() => signup.send({ type: 'signup.again' })}
    />
  );
}

export function FooterNewsletterContainer() {
  const { storeView } = useShop();
  const signup = useActorRef(newsletterSignupIo(storeView.storeCode), { input: NEWSLETTER_GUEST_INPUT });
  return <SignupForm signup={signup} variant="footer" />;
}

export function NewsletterModalContainer({ checkout }: { checkout: boolean }) {
  const { t } = useLingui();
  const { storeView } = useShop();
  const modal = useActorRef(newsletterModalIo());
  const signup = useActorRef(newsletterSignupIo(storeView.storeCode), { input: NEWSLETTER_GUEST_INPUT });
  const visible = useSelector(modal, (snapshot) => snapshot.hasTag('visible'));
  const used = useSelector(signup, (snapshot) => snapshot.hasTag('done'));

  useEffect(() => {
    modal.send({ type: 'modal.page', checkout });
  }, [modal, checkout]);
  useEffect(() => {
    if (used) modal.send({ type: 'modal.used' });
  }, [modal, used]);

  if (!visible) return null;
  return (
    <ModalDialog title={t`Our newsletter`} onClose={() => modal.send({ type: 'modal.close' })}>
      <SignupForm signup={signup} variant="modal" />
    </ModalDialog>
  );
}
