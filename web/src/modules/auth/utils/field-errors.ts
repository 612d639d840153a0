import type { FieldIssue } from '@smartcrm/contracts';

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Server or schema issues keyed by their top-level field; the first issue per field wins. The
 * contracts' messages are predicates ('must be …', 'is required') that the field's label completes.
 */
export function fieldErrorsFrom(issues: readonly FieldIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? issue.path;
    errors[field] ??= issue.message;
  }
  return errors;
}
