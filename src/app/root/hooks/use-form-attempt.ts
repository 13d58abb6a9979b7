// The form drafts' port (src/components/auth/use-form-draft.ts): each form runs its own form-draft machine, which
// decides when the rules' messages show (SPEC 5). The shell provides this hook to the forms through
// FormAttemptContext; a form calls it once, as its own hook.
import { useMachine } from '@xstate/react';
import { formDraftMachine } from '../../../../machines/form-draft.machine';
import type { FormAttempt } from '../../../components/auth/use-form-draft';

export function useFormAttempt(): FormAttempt {
  const [snapshot, send] = useMachine(formDraftMachine);
  return { attempted: snapshot.hasTag('showsRules'), attempt: () => send({ type: 'form.submit' }) };
}
