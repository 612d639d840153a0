import { createHash } from 'node:crypto';

/**
 * The outbox intent of one step of one enrolment, the same however often the step's job runs:
 * a redelivered job finds its send already queued and never queues a second one.
 */
export function stepIntentId(enrolmentId: string, step: number): string {
  const hex = createHash('sha256').update(`sequence-step:${enrolmentId}:${step}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
