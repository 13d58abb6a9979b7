// /my-account/paper-catalogue (SPEC 1 "a paper catalogue order", SPEC 2): the order of a paper catalogue goes to the
// shop as a mail sent as a sync task (SPEC 4 "Sync tasks"), so it also leaves when the shopper ordered it offline.
// The machine holds the order's flow: the form, sending (the task this page queued, by its id), then sent or failed
// as the sync queue's callback event for that very task says (SPEC 4: after completion an event is fired). It
// announces the task to queue (`catalogue.enqueue`); the page hands it to the sync queue, which owns the sending.
import { and, assertEvent, assign, emit, setup } from 'xstate';
import { type SyncTask, resultMessage } from '../src/domain/sync-tasks';

/** The sync task's callback event (SPEC 4: after completion an event is fired). */
export const PAPER_CATALOGUE_SENT_EVENT = 'paperCatalogue.sent';

export interface PaperCatalogueContext {
  /** The task this page queued; a callback for another task is not ours. */
  taskId: string | null;
  /** The server's refusal of the last order, as it came. */
  error: string | null;
}

export type PaperCatalogueEvent =
  /** The form was submitted: the mail task built from it (src/pages/account/paper-catalogue-container.tsx). */
  | { type: 'catalogue.submit'; task: SyncTask }
  /** The sync queue's callback event `paperCatalogue.sent` for a task, done. */
  | { type: 'catalogue.taskDone'; task: SyncTask }
  /** 'Order another catalogue'. */
  | { type: 'catalogue.again' };

export type PaperCatalogueEmitted = { type: 'catalogue.enqueue'; task: SyncTask };

export const paperCatalogueMachine = setup({
  types: {
    context: {} as PaperCatalogueContext,
    events: {} as PaperCatalogueEvent,
    emitted: {} as PaperCatalogueEmitted,
  },
  guards: {
    isOurTask: ({ context, event }) => event.type === 'catalogue.taskDone' && event.task.task_id === context.taskId,
    succeeded: ({ event }) => event.type === 'catalogue.taskDone' && Number(event.task.resultCode) === 200,
  },
  actions: {
    queue: assign(({ event }) => {
      assertEvent(event, 'catalogue.submit');
      return { taskId: event.task.task_id, error: null };
    }),
    announce: emit(({ event }) => {
      assertEvent(event, 'catalogue.submit');
      return { type: 'catalogue.enqueue' as const, task: event.task };
    }),
    refused: assign(({ event }) => {
      assertEvent(event, 'catalogue.taskDone');
      return { error: resultMessage(event.task.result) };
    }),
    reset: assign({ taskId: null, error: null }),
  },
}).createMachine({
  id: 'paperCatalogue',
  context: { taskId: null, error: null },
  initial: 'form',
  states: {
    form: {
      on: { 'catalogue.submit': { target: 'sending', actions: ['queue', 'announce'] } },
    },
    sending: {
      tags: ['busy'],
      // Another task's callback (e.g. an order from an earlier visit) is not this order's answer: ignored.
      on: {
        'catalogue.taskDone': [
          { guard: and(['isOurTask', 'succeeded']), target: 'sent' },
          { guard: 'isOurTask', target: 'failed', actions: 'refused' },
        ],
      },
    },
    sent: {
      on: { 'catalogue.again': { target: 'form', actions: 'reset' } },
    },
    failed: {
      on: { 'catalogue.submit': { target: 'sending', actions: ['queue', 'announce'] } },
    },
  },
});
