import { z } from 'zod';
import { CheckoutRequest, CheckoutSession, PaymentWebhook, PaymentWebhookReply } from './payment.schema';

/** Payments of invoices through the provider adapter (Stripe's API shape). */
export const paymentRpcMethods = {
  'crm.payments.checkout': { request: CheckoutRequest.extend({ invoiceId: z.uuid() }), reply: CheckoutSession },
  /** Verified and applied once per provider event id; no user or workspace: both come from the signed event. */
  'crm.payments.webhook': { request: PaymentWebhook, reply: PaymentWebhookReply },
} as const;
