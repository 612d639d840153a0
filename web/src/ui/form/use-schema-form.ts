import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { type DefaultValues, type FieldValues, get, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type FieldOf, showSaveError, unreachable } from './server-issues';

interface SubmitOptions {
  /** Which field shows an issue at a server path (a form named as the contract's needs none). */
  fieldOf?: FieldOf;
  /** The form-level message when the server gave none; by default, that SmartCRM was not reached. */
  fallback?: string;
  /** Where a form-level message goes instead of `errors.root` (a toast, for a one-field form). */
  onFormError?: (message: string) => void;
}

type Submitting<TIn extends FieldValues, TOut> = Pick<
  UseFormReturn<TIn, unknown, TOut>,
  'handleSubmit' | 'setError' | 'getValues'
>;

/**
 * The form's submit handler: valid values go to `send`; a failure puts the server's field issues on
 * the fields that show them, or one message on the form (`errors.root`). While `send` runs the form
 * is submitting (`formState.isSubmitting`), which keeps its submit button busy.
 */
export function submitHandler<TIn extends FieldValues, TOut>(
  form: Submitting<TIn, TOut>,
  send: (values: TOut) => Promise<unknown>,
  { fieldOf, fallback = unreachable, onFormError }: SubmitOptions = {},
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (failure) {
      const holds = (field: string) => form.getValues(field as never) !== undefined;
      const message = showSaveError(form.setError, failure, { fallback, holds, ...(fieldOf ? { fieldOf } : {}) });
      if (message && onFormError) onFormError(message);
      else if (message) form.setError('root', { message });
    }
  });
}

/**
 * A react-hook-form form validated with a zod schema (the contract's where it posts to the API),
 * with its submit handler, the form-level error and whether it is sending.
 */
export function useSchemaForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  defaultValues: DefaultValues<TIn>,
  send: (values: TOut) => Promise<unknown>,
  options?: SubmitOptions,
) {
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  useClearErrorsOnChange(form);
  return {
    form,
    submit: submitHandler(form, send, options),
    formError: form.formState.errors.root?.message ?? null,
    sending: form.formState.isSubmitting,
  };
}

type Watching<TIn extends FieldValues, TOut> = Pick<
  UseFormReturn<TIn, unknown, TOut>,
  'watch' | 'formState' | 'clearErrors'
>;

/**
 * Until the form is submitted, a field's error goes when the field is changed (a wizard's step shows
 * its errors with `trigger`); after, react-hook-form checks the field again as it changes.
 */
export function clearErrorsOnChange<TIn extends FieldValues, TOut>(form: Watching<TIn, TOut>) {
  return form.watch((_values, { name, type }) => {
    if (type === 'change' && name && !form.formState.isSubmitted && get(form.formState.errors, name)) {
      form.clearErrors(name);
    }
  });
}

function useClearErrorsOnChange<TIn extends FieldValues, TOut>(form: Watching<TIn, TOut>) {
  useEffect(() => clearErrorsOnChange(form).unsubscribe, [form]);
}
