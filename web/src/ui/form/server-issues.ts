import type { FieldIssue } from '@smartcrm/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/http';

/** Which form field shows an issue at this path (a form whose fields are named as the contract's needs none). */
export type FieldOf = (path: string) => string;

const samePath: FieldOf = (path) => path;

/** The field issues a failed request names (the error envelope's bad_input issues), or none. */
export function serverIssues(error: unknown): FieldIssue[] {
  return error instanceof ApiError ? error.issues : [];
}

/**
 * Server or schema issues keyed by the field that shows them; the first issue per field wins. The
 * contracts' messages are predicates ('must be …', 'is required') that the field's label completes.
 */
export function issuesByField(issues: readonly FieldIssue[], fieldOf: FieldOf = samePath): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}

/** What a form says when its request failed without the server's answer (offline, a proxy's 502). */
export const unreachable = 'SmartCRM could not be reached. Please try again in a moment.';

interface SaveErrorOptions {
  fieldOf?: FieldOf;
  /** The form-level message when the server gave none. */
  fallback: string;
  /** Whether the form shows this field; issues on others go into the form-level message. */
  holds?: (field: string) => boolean;
}

/**
 * What a failed save of a react-hook-form form shows: its field issues on their fields, or, when it
 * names none the form shows, one message for the whole form (the server's), returned for the caller.
 */
export function showSaveError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  failure: unknown,
  { fieldOf = samePath, fallback, holds = () => true }: SaveErrorOptions,
): string | null {
  const errors = Object.entries(issuesByField(serverIssues(failure), fieldOf)).filter(([field]) => holds(field));
  for (const [field, message] of errors) setError(field as Path<T>, { message });
  if (errors.length) return null;
  return failure instanceof ApiError && failure.code !== null ? failure.message : fallback;
}
