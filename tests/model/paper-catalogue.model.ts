// The paper-catalogue machine's model (SPEC 1 "a paper catalogue order", SPEC 4 "Sync tasks"): the form submitted
// with its mail task, the sync queue's callback event for that task (sent, refused) or for another one, and 'order
// another catalogue'; what each state promises (the task announced once per submit, the refusal kept for the form).
// Registered in tests/model/models.ts.
import {
  PAPER_CATALOGUE_SENT_EVENT,
  type PaperCatalogueEvent,
  paperCatalogueMachine,
} from '../../machines/paper-catalogue.machine';
import { type SyncTask, createSyncTask } from '../../src/domain/sync-tasks';
import { type ModelEntry, stateName } from '../helpers/model';

type PaperCatalogueMachine = typeof paperCatalogueMachine;

const NOW = '2026-11-25T10:00:00.000Z';

/** The mail task the page builds from the form (SPEC 7 POST /api/ext/mail-service/send-email). */
export const MAIL_TASK: SyncTask = createSyncTask(
  {
    url: '/api/ext/mail-service/send-email',
    method: 'POST',
    body: {
      sourceAddress: 'mari.maasikas@example.ee',
      targetAddress: 'info@roivas.example',
      subject: 'Paper catalogue order',
      emailText: 'Paper catalogue order (ee)\nMari Maasikas',
    },
    callbackEvent: PAPER_CATALOGUE_SENT_EVENT,
  },
  { id: 'task-1', now: NOW },
);

export const REFUSAL = 'sourceAddress: Invalid email address';

const done = (task: SyncTask, resultCode: number, result: unknown): SyncTask => ({
  ...task,
  transmited: true,
  resultCode,
  result,
});

const EVENTS: readonly PaperCatalogueEvent[] = [
  { type: 'catalogue.submit', task: MAIL_TASK },
  { type: 'catalogue.taskDone', task: done(MAIL_TASK, 200, 'OK') },
  { type: 'catalogue.taskDone', task: done(MAIL_TASK, 400, REFUSAL) },
  // Another page's task (an order from an earlier visit) finishing: not this order's answer.
  { type: 'catalogue.taskDone', task: done({ ...MAIL_TASK, task_id: 'task-0' }, 200, 'OK') },
  { type: 'catalogue.again' },
];

export const paperCatalogueModel: ModelEntry<PaperCatalogueMachine> = {
  machine: paperCatalogueMachine,
  events: EVENTS,
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.taskId, snapshot.context.error]),
  describeEvent: (event) => {
    if (event.type === 'catalogue.submit') return 'the form is submitted';
    if (event.type === 'catalogue.again') return "'Order another catalogue'";
    if (event.task.task_id !== MAIL_TASK.task_id) return "another page's task is done";
    return event.task.resultCode === 200 ? 'the mail task is sent' : 'the mail task is refused';
  },
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot, previous, event, emitted }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      const queued = event?.type === 'catalogue.submit' && previous !== undefined && !previous.matches('sending');
      expect(emitted, 'the task is handed to the sync queue once per submit').toEqual(
        queued ? [{ type: 'catalogue.enqueue', task: MAIL_TASK }] : [],
      );
    },
    form: ({ snapshot }, expect) => {
      expect(snapshot.context, 'a fresh form').toEqual({ taskId: null, error: null });
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    sending: ({ snapshot }, expect) => {
      expect(snapshot.context.taskId, 'waits for its own task').toBe(MAIL_TASK.task_id);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.hasTag('busy'), 'the form is busy').toBe(true);
    },
    sent: ({ snapshot }, expect) => {
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.hasTag('busy')).toBe(false);
    },
    failed: ({ snapshot }, expect) => {
      expect(snapshot.context.error, "the server's refusal, for the form").toBe(REFUSAL);
      expect(snapshot.hasTag('busy')).toBe(false);
    },
  },
};
