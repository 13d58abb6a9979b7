// Container of /contact (issue 16): the contact-form machine sends the message to the store view's address through
// SPEC 7's mail service and holds the flow; ContactView renders it.
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { type ContactMessage, type ContactOutcome, contactFormMachine } from '../../../machines/contact-form.machine';
import { createHttp } from '../../adapters/http';
import { sendContactMessage } from '../../adapters/service-pages';
import { useShop } from '../../app/root/shop-context';
import { SHOP_EMAIL } from '../../domain/store-views';
import { type ContactStatus, ContactView } from './contact-view';

export function Contact() {
  const { storeView } = useShop();
  const shopEmail = SHOP_EMAIL[storeView.storeCode];
  const contact = useActorRef(
    contactFormMachine.provide({
      actors: {
        sendMessage: fromPromise<ContactOutcome, ContactMessage>(({ input, signal }) =>
          sendContactMessage(createHttp('/'), shopEmail, input, signal),
        ),
      },
    }),
  );
  const status = useSelector(contact, (snapshot) => snapshot.value as ContactStatus);
  const problem = useSelector(contact, (snapshot) => snapshot.context.problem);
  return (
    <ContactView
      status={status}
      problem={problem}
      shopEmail={shopEmail}
      onSubmit={(values) => contact.send({ type: 'contact.submit', message: values })}
      onWriteAgain={() => contact.send({ type: 'contact.again' })}
    />
  );
}
