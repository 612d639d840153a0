import { z } from 'zod';

/** The stable error codes every process speaks; the BFF maps them to HTTP statuses. */
export const errorCodes = [
  'bad_input',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'quota_exceeded',
  /** The workspace's free trial is over: it is read-only until a plan is chosen. */
  'trial_expired',
  'rate_limited',
  /** Well-formed but not acceptable as it stands (an Idempotency-Key reused with another body). */
  'unprocessable',
  'unavailable',
  'internal',
] as const;
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const ErrorEnvelope = z.object({
  code: ErrorCode,
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const httpStatusByCode: Record<ErrorCode, number> = {
  bad_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  quota_exceeded: 402,
  trial_expired: 402,
  rate_limited: 429,
  unprocessable: 422,
  unavailable: 503,
  internal: 500,
};

/** An error as a value: thrown inside a process, sent across it as an ErrorEnvelope. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toEnvelope(): ErrorEnvelope {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }

  static fromEnvelope(envelope: ErrorEnvelope): AppError {
    return new AppError(envelope.code, envelope.message, envelope.details);
  }
}

export interface FieldIssue {
  path: string;
  message: string;
}

/** Turns zod issues into `{ path, message }` pairs that name the offending field. */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.') || '(root)',
    message: issue.message,
  }));
}

/** A 400 naming each offending field, in the message and in `details.issues`. */
export function issuesError(issues: FieldIssue[], what = 'input'): AppError {
  const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
  return new AppError('bad_input', `Invalid ${what}: ${summary}`, { issues });
}

export const badInput = (error: z.ZodError, what = 'input'): AppError => issuesError(fieldIssues(error), what);
