/**
 * When a failed delivery is tried again: quickly at first, then further apart, about 24 hours in
 * all (Standard Webhooks' advice); after the last, the delivery has failed.
 */
export const retryDelaysMs = [
  5_000,
  30_000,
  2 * 60_000,
  10 * 60_000,
  30 * 60_000,
  3_600_000,
  2 * 3_600_000,
  4 * 3_600_000,
  8 * 3_600_000,
  8 * 3_600_000,
] as const;

/** The wait before attempt `attempts + 1`, or null when `attempts` were the last. */
export function nextRetryDelay(attempts: number): number | null {
  return attempts >= 1 && attempts <= retryDelaysMs.length ? (retryDelaysMs[attempts - 1] ?? null) : null;
}

/** A receiver answering 2xx took the delivery; anything else (or no answer) is a failed attempt. */
export const isAccepted = (status: number) => status >= 200 && status < 300;

/**
 * The record a delivery is about (its type names the kind: `deal.updated` is about a deal):
 * deliveries of one record reach an endpoint in order.
 */
export function recordKeyOf(type: string, eventId: string, data: Record<string, unknown>): string {
  const entity = type.split('.')[0] ?? '';
  const id = data[`${entity}Id`] ?? (entity === 'contact' ? data.survivorId : undefined);
  // A fact about no single record is ordered with nothing else.
  return typeof id === 'string' ? `${entity}:${id}` : `event:${eventId}`;
}
