import { AppError } from '@smartcrm/contracts';
import { z } from 'zod';

/** What a Stripe-shaped provider answers for a new checkout session. */
const Session = z.object({ id: z.string(), url: z.url() });

export interface CheckoutIntent {
  tenantId: string;
  invoiceId: string;
  number: string;
  currency: string;
  amount: number;
  returnUrl: string;
}

/**
 * Creates a hosted checkout session for one amount of one invoice. The idempotency key is the
 * invoice and the amount owed, so a retried or doubled click gets the same session back instead
 * of a second one the customer could also pay.
 */
export async function createCheckoutSession(apiUrl: string, secretKey: string, intent: CheckoutIntent) {
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: intent.returnUrl,
    cancel_url: intent.returnUrl,
    client_reference_id: intent.invoiceId,
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': intent.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(intent.amount),
    'line_items[0][price_data][product_data][name]': `Invoice ${intent.number}`,
    'metadata[tenant_id]': intent.tenantId,
    'metadata[invoice_id]': intent.invoiceId,
  });
  const response = await fetch(new URL('/v1/checkout/sessions', apiUrl), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${secretKey}`,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': `${intent.invoiceId}-${intent.amount}`,
    },
    body: form,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => {
    throw new AppError('unavailable', 'The payment provider did not answer; try again');
  });
  if (!response.ok) throw new AppError('unavailable', `The payment provider refused the checkout (${response.status})`);
  return Session.parse(await response.json());
}

/** The events acted on: a completed checkout, paid, with the invoice it was made for. */
export const CompletedCheckout = z.object({
  id: z.string().min(1).max(255),
  type: z.literal('checkout.session.completed'),
  data: z.object({
    object: z.object({
      id: z.string().min(1).max(255),
      amount_total: z.number().int().min(0),
      currency: z.string(),
      payment_status: z.string(),
      metadata: z.object({ tenant_id: z.uuid(), invoice_id: z.uuid() }),
    }),
  }),
});
export const AnyEvent = z.object({ id: z.string().min(1).max(255), type: z.string() });
