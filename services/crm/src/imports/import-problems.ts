import type { z } from 'zod';

/** What a column's values may be, said the way a person fixing a spreadsheet needs it. */
const allowedValues: Record<string, string> = {
  status: 'is not a status (lead, prospect, customer or churned): choose what it means in the mapping step',
  interestLevel: 'is not an interest level (hot, warm, medium, low or cold)',
  preferredContact: 'is not a way to contact (email, phone, sms or video)',
};

/**
 * A schema issue as a reason in plain words, instead of validator text such as `Invalid option:
 * expected one of "lead"|…` or `Too big: expected string to have <=100 characters`. Messages the
 * schemas word themselves ("must be a valid email address") are kept.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const field = String(issue.path[0] ?? '');
  switch (issue.code) {
    case 'invalid_value':
      return allowedValues[field] ?? `is not one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_type':
      return 'is not a value this field takes';
    case 'too_big':
      if (issue.origin === 'string') return `is longer than ${issue.maximum} characters`;
      if (issue.origin === 'array') return `has more than ${issue.maximum} items`;
      return `is more than ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string') return 'is empty';
      return `is less than ${issue.minimum}`;
    default:
      return issue.message;
  }
}
