import { Email } from '../common/ids';
import { type FormField, isFieldShown } from './form.schema';
import type { StoredValue, SubmittedValue } from './submission.schema';

export interface SubmissionIssue {
  /** The value's path in the post, e.g. `values.email`. */
  field: string;
  message: string;
}

/** What checking needs of a field: the public definition has it too, so a page checks a step before moving on. */
export type CheckedField = Pick<FormField, 'key' | 'label' | 'kind' | 'required' | 'options' | 'showIf'>;

type Checked = { ok: true; values: Record<string, StoredValue> } | { ok: false; issue: SubmissionIssue };

const phonePattern = /^\+?[0-9 ().-]{5,30}$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

const isBlank = (value: SubmittedValue | undefined) =>
  value === undefined ||
  value === false ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isRealDate = (text: string) =>
  datePattern.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

type Result = { value: StoredValue } | { refused: string };
const kept = (value: StoredValue): Result => ({ value });
const refused = (reason: string): Result => ({ refused: reason });

/** One field's value as kept, or the reason it is refused (the field's label opens the message). */
function checkValue(field: CheckedField, value: SubmittedValue): Result {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : null;
  switch (field.kind) {
    case 'consent':
      return value === true || value === 'true' || value === 'on'
        ? kept(true)
        : refused('must be ticked or left empty');
    case 'multi_select': {
      const chosen = Array.isArray(value) ? value : text !== null ? [text] : [];
      return chosen.every((c) => field.options.includes(c))
        ? kept(chosen)
        : refused('holds a choice the form does not offer');
    }
    case 'select':
      return text !== null && field.options.includes(text)
        ? kept(text)
        : refused('holds a choice the form does not offer');
    case 'email': {
      const email = Email.safeParse(text ?? '');
      return email.success ? kept(email.data) : refused('must be a valid email address');
    }
    case 'phone':
      return text !== null && phonePattern.test(text) ? kept(text) : refused('must be a phone number');
    case 'number':
      return text !== null && Number.isFinite(Number(text)) ? kept(String(Number(text))) : refused('must be a number');
    case 'date':
      return text !== null && isRealDate(text) ? kept(text) : refused('must be a date like 2026-01-31');
    default:
      if (text === null) return refused('must be text');
      return text.length <= (field.kind === 'hidden' ? 500 : 5000) ? kept(text) : refused('is too long');
  }
}

/**
 * A post's values checked against its form's own fields: each required field present, each
 * value of its kind (a choice among the options, a real date, …). Values the form does not
 * ask for are dropped, as are those of fields hidden by their condition (judged on the accepted
 * values of the fields before them). The first problem is reported, naming the field.
 */
export function checkSubmission(fields: readonly CheckedField[], values: Record<string, SubmittedValue>): Checked {
  const accepted: Record<string, StoredValue> = {};
  for (const field of fields) {
    // A field its condition hides was not asked: not required, and a value sent for it is dropped.
    if (!isFieldShown(field, accepted)) continue;
    const value = Object.hasOwn(values, field.key) ? values[field.key] : undefined;
    const path = `values.${field.key}`;
    if (isBlank(value)) {
      if (field.required) return { ok: false, issue: { field: path, message: `${field.label} is required` } };
      continue;
    }
    const checked = checkValue(field, value as SubmittedValue);
    if ('refused' in checked)
      return { ok: false, issue: { field: path, message: `${field.label} ${checked.refused}` } };
    accepted[field.key] = checked.value;
  }
  return { ok: true, values: accepted };
}
