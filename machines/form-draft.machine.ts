// A form's draft (SPEC 5 "forms"): whether a submit was tried. Until then the rules' messages stay hidden (a field
// the shopper has not reached yet is not an error); from the first submit on they follow the typing, so a fixed field
// loses its message at once. One actor per form, run by the composition root's useFormAttempt (src/app/root/hooks)
// and handed to the form's draft (src/components/auth/use-form-draft.ts); the values themselves stay in the view.
import { setup } from 'xstate';

export type FormDraftEvent = { type: 'form.submit' };

export const formDraftMachine = setup({
  types: { events: {} as FormDraftEvent },
}).createMachine({
  id: 'formDraft',
  initial: 'editing',
  states: {
    // SPEC 5: no message before the first submit.
    editing: { on: { 'form.submit': 'attempted' } },
    // SPEC 5: the messages show from the first submit on, valid or not (a later edit can break a field again).
    attempted: { tags: ['showsRules'] },
  },
});
