// The form-draft machine's model (issue 14 step 1): a form is edited, a submit is tried, and from then on the rules'
// messages show. Registered in tests/model/models.ts.
import { formDraftMachine } from '../../machines/form-draft.machine';
import { type ModelEntry, stateName } from '../helpers/model';

export const formDraftModel: ModelEntry<typeof formDraftMachine> = {
  machine: formDraftMachine,
  events: [{ type: 'form.submit' }],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: () => 'a submit (Log in, Save, Send …)',
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
    },
    editing: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('showsRules'), 'no message before a submit').toBe(false);
    },
    attempted: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('showsRules'), 'the messages follow the typing').toBe(true);
    },
  },
};
