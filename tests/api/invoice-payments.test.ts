import { describe, expect, inject, it } from 'vitest';
import { signPayload } from '../../services/crm/src/payments/webhook-signature';
import { signUpWorkspace } from '../support/api-client';
import { fakeStripeKeys } from '../support/fake-stripe';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const stripe = (path: string) => fetch(new URL(path, inject('stripeUrl')), { method: 'POST' }).then((r) => r.json());

/** A webhook as the provider would sign it, at `t` seconds (now unless given). */
function signedWebhook(event: object, t = Math.floor(Date.now() / 1000), secret = fakeStripeKeys.webhookSecret) {
  const payload = JSON.stringify(event);
  return fetch(new URL('/api/payments/webhook', inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${signPayload(payload, secret, t)}` },
    body: payload,
  });
}

async function sentInvoice(prefix: string) {
  const workspace = await signUpWorkspace(prefix);
  const document = {
    currency: 'USD',
    lines: [{ description: 'Consulting', quantity: 3, unitPrice: 15_000, taxRate: 8.875 }],
  };
  const { body: invoice } = await workspace.client.post('/api/invoices', {
    customerName: 'Ada',
    dueOn: daysFromToday(30),
    document,
  });
  await workspace.client.post(`/api/invoices/${invoice.id}/send`);
  return { ...workspace, invoice };
}

describe('paying an invoice through the provider', () => {
  it('pays through a checkout session once, however often its webhook arrives', async () => {
    const { client, tenantId, invoice } = await sentInvoice('pay');
    expect(invoice.totals.total).toBe(48_994); // 450.00 + 8.875 % = 489.9375 → 489.94
    const returnUrl = 'http://pay.localhost/invoicing';
    const first = await client.post(`/api/invoices/${invoice.id}/checkout`, { returnUrl });
    expect(first.status).toBe(200);
    expect(first.body.amount).toBe(48_994);
    expect(first.body.url.startsWith(inject('stripeUrl'))).toBe(true);
    // A doubled click gets the same session, not a second one the customer could also pay.
    expect((await client.post(`/api/invoices/${invoice.id}/checkout`, { returnUrl })).body.sessionId).toBe(
      first.body.sessionId,
    );

    const paid = await stripe(new URL(first.body.url).pathname);
    expect(paid.delivery).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const after = (await client.get(`/api/invoices/${invoice.id}`)).body;
    expect(after).toMatchObject({ status: 'paid', amountPaid: 48_994 });

    const replay = await stripe(`/events/${paid.eventId}/resend`);
    expect(replay.delivery).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // Another event about the same session (providers send more than one) pays nothing again.
    const session = {
      id: first.body.sessionId,
      amount_total: 48_994,
      currency: 'usd',
      payment_status: 'paid',
      metadata: { tenant_id: tenantId, invoice_id: invoice.id },
    };
    const second = await signedWebhook({
      id: 'evt_other',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    expect(second.status).toBe(200);
    expect((await client.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({
      status: 'paid',
      amountPaid: 48_994,
      version: after.version,
    });
    expect((await client.post(`/api/invoices/${invoice.id}/checkout`, { returnUrl })).status).toBe(409);
  });

  it('refuses forged and stale webhooks and pays nothing for them', async () => {
    const { client, tenantId, invoice } = await sentInvoice('payforged');
    const session = {
      id: 'cs_forged',
      amount_total: 48_994,
      currency: 'usd',
      payment_status: 'paid',
      metadata: { tenant_id: tenantId, invoice_id: invoice.id },
    };
    const event = { id: 'evt_forged', type: 'checkout.session.completed', data: { object: session } };
    const forged = await signedWebhook(event, undefined, 'whsec_guessed');
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { details: { field: string } }).details.field).toBe('stripe-signature');
    expect((await signedWebhook(event, Math.floor(Date.now() / 1000) - 600)).status).toBe(400);
    const unsigned = await fetch(new URL('/api/payments/webhook', inject('baseUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(400);
    expect((await client.get(`/api/invoices/${invoice.id}`)).body).toMatchObject({ status: 'sent', amountPaid: 0 });
  });

  it("keeps one workspace's invoices out of another's checkout", async () => {
    const { invoice } = await sentInvoice('payiso');
    const other = await signUpWorkspace('payother');
    const response = await other.client.post(`/api/invoices/${invoice.id}/checkout`, {
      returnUrl: 'http://x.localhost/',
    });
    expect(response.status).toBe(404);
  });
});
