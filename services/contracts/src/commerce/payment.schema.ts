import { z } from 'zod';

/** A hosted checkout for what an invoice still owes: the customer pays on the provider's page. */
export const CheckoutRequest = z.object({ returnUrl: z.url().max(2000) });
export const CheckoutSession = z.object({ sessionId: z.string(), url: z.url(), amount: z.number().int() });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/** A provider's webhook as it arrived: the exact bytes (the signature covers them) and its signature header. */
export const PaymentWebhook = z.object({ payload: z.string().max(1_000_000), signature: z.string().max(2000) });
export const PaymentWebhookReply = z.object({ received: z.literal(true), duplicate: z.boolean() });
