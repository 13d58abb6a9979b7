// What every checkout step form (checkout-steps.tsx) does the same way: it keeps a draft of what is typed, reports
// each change to the container, focuses the first field the checkout machine found a problem in (SPEC 5), and sends
// the step's values on Continue unless the step is being saved. The draft checks nothing itself: the machine does.
import { type FormEvent, type RefObject, useEffect } from 'react';
import { useFormDraft } from '../../components/auth/use-form-draft';
import type { FieldErrors, FormMessageKey } from '../../domain/account-forms';

export interface StepFormProps<Values, Field extends string> {
  initial: Values;
  errors?: FieldErrors<Field>;
  /** The step is being saved (SPEC 7 shipping-information and the like): Continue ignores presses. */
  busy: boolean;
  onSubmit(values: Values): void;
  /** Every change of a field, for a container that keeps the details in the machine as they are typed. */
  onFieldChange?(field: keyof Values & string, value: string | boolean): void;
}

/** The fields of the values that hold text, the ones a TextField can show. */
type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

export interface StepForm<Values, Field extends string> {
  values: Values;
  /** The container's messages per field. */
  errors: FieldErrors<Field>;
  /** The draft's setter that also reports the change. */
  set<Key extends keyof Values & string>(field: Key): (value: Values[Key]) => void;
  /** A TextField's name, value, message and onChange. */
  text<Name extends TextKey<Values> & Field>(
    name: Name,
  ): { name: Name; value: string; error: FormMessageKey | undefined; onChange(value: string): void };
  /** A ChoiceList's name, value (null until one is chosen), message and onChange, which calls then after the draft. */
  choice<Name extends TextKey<Values> & Field>(
    name: Name,
    then?: (value: string) => void,
  ): { name: Name; value: string | null; error: FormMessageKey | undefined; onChange(value: string): void };
  /** The step's <form> attributes: its ref (for the focus), and a submit that sends the values unless busy. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    className: string;
    noValidate: true;
    'aria-busy': boolean;
    onSubmit(event: FormEvent<HTMLFormElement>): void;
  };
}

/** The machine checks the values; the draft only keeps them. */
const noRules = () => ({});

/** Moves the focus to the first field the machine found a problem in, each time the problems change. */
function useFocusFirstInvalid(form: RefObject<HTMLElement | null>, errors: object | undefined) {
  const key = JSON.stringify(errors ?? {});
  useEffect(() => {
    if (key === '{}') return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, key]);
}

export function useStepForm<Values, Field extends string>({
  initial,
  errors,
  busy,
  onSubmit,
  onFieldChange,
}: StepFormProps<Values, Field>): StepForm<Values, Field> {
  const form = useFormDraft<Values, Field>(initial, noRules, errors);
  useFocusFirstInvalid(form.formRef, errors);
  const set =
    <Key extends keyof Values & string>(field: Key) =>
    (value: Values[Key]) => {
      form.set(field)(value);
      if (typeof value === 'string' || typeof value === 'boolean') onFieldChange?.(field, value);
    };
  // TextKey keeps only the fields that hold strings; TypeScript cannot follow that through a generic Values.
  const textOf = (name: TextKey<Values>) => form.values[name] as string;
  const setText = (name: TextKey<Values>) => set(name) as (value: string) => void;
  return {
    values: form.values,
    errors: form.errors,
    set,
    text: (name) => ({ name, value: textOf(name), error: form.errors[name], onChange: setText(name) }),
    choice: (name, then) => ({
      name,
      value: textOf(name) || null,
      error: form.errors[name],
      onChange: (value) => {
        setText(name)(value);
        then?.(value);
      },
    }),
    formProps: {
      ref: form.formRef,
      className: 'form',
      noValidate: true,
      'aria-busy': busy,
      onSubmit: form.submit((values) => busy || onSubmit(values)),
    },
  };
}
