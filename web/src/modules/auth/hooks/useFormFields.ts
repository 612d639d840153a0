import { fieldIssues } from '@smartcrm/contracts';
import { useCallback, useState } from 'react';
import { ApiError } from '../../../api/http';
import { issuesByField } from '../../../ui/form/server-issues';

type FieldErrors = Partial<Record<string, string>>;

/** Auth forms show an issue on its top-level field: `branding.primaryColor` → `branding`. */
const topLevelField = (path: string) => path.split('.')[0] ?? path;

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof fieldIssues>[0] };
}

/** Controlled form values with per-field errors from the contracts schemas and from the server. */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const setField = useCallback((field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  }, []);

  /** Validates the form with a schema, showing its issues next to the fields; returns the data or null. */
  function validate<T>(schema: Schema<T>): T | null {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    setErrors((current) => ({ ...current, ...issuesByField(fieldIssues(result.error), topLevelField) }));
    return null;
  }

  /** Validates one field's value with a schema for that value alone. */
  function validateField<T>(field: keyof V & string, schema: Schema<T>): T | null {
    const result = schema.safeParse(values[field]);
    if (result.success) return result.data;
    const message = fieldIssues(result.error)[0]?.message ?? 'is invalid';
    setErrors((current) => ({ ...current, [field]: message }));
    return null;
  }

  /** Shows a failed request: the server's field issues next to fields, anything else above the form. */
  function showServerError(error: Error) {
    if (error instanceof ApiError && error.issues.length > 0) setErrors(issuesByField(error.issues, topLevelField));
    else if (error instanceof ApiError && error.code !== null) setFormError(error.message);
    else setFormError('SmartCRM could not be reached. Please try again in a moment.');
  }

  /** The value, change handler and error of one field, for a TextField: `<TextField {...form.field('email')} />`. */
  const field = (name: keyof V & string) => ({
    value: values[name],
    onChange: (value: string) => setField(name, value),
    error: errors[name],
  });

  return { values, setField, field, errors, formError, validate, validateField, showServerError };
}
