// The draft of a form while the shopper types: its values, and SPEC 5's messages once a submit was tried. The view
// keeps only what is typed and which field to point at; whether a submit was tried is the form-draft machine's
// (machines/form-draft.machine.ts), reached through FormAttemptContext, and the flow (busy, sent, server errors)
// comes from props.
import { type FormEvent, createContext, useContext, useEffect, useRef, useState } from 'react';
import { type FieldErrors, hasErrors } from '../../domain/account-forms';

/** A form's form-draft machine as the form sees it: whether a submit was tried, and how to say one is. */
export interface FormAttempt {
  attempted: boolean;
  attempt(): void;
}

const NO_ATTEMPT: FormAttempt = { attempted: false, attempt: () => {} };

/**
 * The hook that runs a form's form-draft machine (src/app/root/hooks/use-form-attempt.ts), provided by the shell and
 * by Storybook's preview. Without a provider the rules' messages never show (the server's still do).
 */
export const FormAttemptContext = createContext<() => FormAttempt>(() => NO_ATTEMPT);

export interface FormDraft<Values, Field extends string> {
  values: Values;
  set<Key extends keyof Values>(key: Key): (value: Values[Key]) => void;
  /** The container's (server) field errors, overridden by the rules once a submit was tried. */
  errors: FieldErrors<Field>;
  formRef: React.RefObject<HTMLFormElement | null>;
  /** A form's onSubmit: checks the rules; calls onValid with the values when none fails, else focuses the first. */
  submit(onValid: (values: Values) => void): (event: FormEvent<HTMLFormElement>) => void;
}

export function useFormDraft<Values, Field extends string>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Field>,
  serverErrors: FieldErrors<Field> = {},
): FormDraft<Values, Field> {
  const [values, setValues] = useState(initial); // view-state: draft
  const { attempted, attempt } = useContext(FormAttemptContext)();
  // view-state: focus (a refused submit moves the focus to the first field with a message)
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Once a submit was tried the messages follow the typing, so a fixed field loses its message at once.
  const errors = { ...serverErrors, ...(attempted ? validate(values) : {}) };

  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  return {
    values,
    set: (key) => (value) => setValues((previous) => ({ ...previous, [key]: value })),
    errors,
    formRef,
    submit: (onValid) => (event) => {
      event.preventDefault();
      attempt();
      if (hasErrors(validate(values))) {
        setFailedSubmits((count) => count + 1);
        return;
      }
      onValid(values);
    },
  };
}
