// The draft of a form while the shopper types: its values, and SPEC 5's messages once a submit was tried. This is
// view state only (what is typed, which field to point at); the flow (busy, sent, server errors) comes from props.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FieldErrors, hasErrors } from '../../domain/account-forms';

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
  const [attempted, setAttempted] = useState(false);
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
      setAttempted(true);
      if (hasErrors(validate(values))) {
        setFailedSubmits((count) => count + 1);
        return;
      }
      onValid(values);
    },
  };
}
