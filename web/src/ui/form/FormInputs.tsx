import clsx from 'clsx';
import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { type FieldValues, get, type Path, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { FormField } from './FormField';

/** What a field needs of its react-hook-form form: its registration and its error. */
export type FormOf<T extends FieldValues> = Pick<UseFormReturn<T, unknown, unknown>, 'register' | 'formState'>;

interface Bound<T extends FieldValues> {
  form: FormOf<T>;
  name: Path<T>;
  label: string;
  hint?: string | undefined;
  /** How the input's value is read, e.g. `{ valueAsNumber: true }`, or an onChange of the form's own. */
  rules?: RegisterOptions<T, Path<T>>;
}

/** The first message in an error or under it (a list field's errors are per item). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message, ref: _element, ...nested } = error as { message?: unknown; ref?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const inner of Object.values(nested)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

/** The message of a field's error, nested names included (`owner.email`). */
export function fieldError<T extends FieldValues>(form: FormOf<T>, name: Path<T>): string | undefined {
  return firstMessage(get(form.formState.errors, name));
}

/** Splits a bound field's props: its FormField's, its registration with the form, the element's own. */
function bind<T extends FieldValues, P extends Bound<T>>({ form, name, label, hint, rules, ...element }: P) {
  return { field: { label, hint, error: fieldError(form, name) }, registration: form.register(name, rules), element };
}

type InputProps<T extends FieldValues> = Bound<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>;

/** A labelled input of a react-hook-form form, its error and hint beside it. */
export function FormInput<T extends FieldValues>(props: InputProps<T>) {
  const { field, registration, element } = bind<T, InputProps<T>>(props);
  return (
    <FormField {...field}>
      <input {...element} className={clsx('field__input', element.className)} {...registration} />
    </FormField>
  );
}

type TextareaProps<T extends FieldValues> = Bound<T> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'form' | 'name'>;

export function FormTextarea<T extends FieldValues>(props: TextareaProps<T>) {
  const { field, registration, element } = bind<T, TextareaProps<T>>(props);
  return (
    <FormField {...field}>
      <textarea {...element} className={clsx('field__input', element.className)} {...registration} />
    </FormField>
  );
}

type SelectProps<T extends FieldValues> = Bound<T> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'form' | 'name'> & {
    options: readonly { value: string; label: string }[];
  };

/** A labelled native select of a react-hook-form form. */
export function FormSelect<T extends FieldValues>(props: SelectProps<T>) {
  const {
    field,
    registration,
    element: { options, ...select },
  } = bind<T, SelectProps<T>>(props);
  return (
    <FormField {...field}>
      <select {...select} className={clsx('field__input field__select', select.className)} {...registration}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
