import { AppError } from '@smartcrm/contracts';

/** A bad_input naming its field both ways clients read it: `field`, and an issue as zod's would be. */
export const fieldError = (field: string, message: string) =>
  new AppError('bad_input', `${field}: ${message}`, { field, issues: [{ path: field, message }] });
