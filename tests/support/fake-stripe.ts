import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPayload } from '../../services/crm/src/payments/webhook-signature';

export const fakeStripeKeys = { secretKey: 'sk_test_fake', webhookSecret: 'whsec_fake' };

interface Session {
  id: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  payment_status: 'unpaid' | 'paid';
}

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
};
const send = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local server speaking Stripe's checkout-session API: it creates sessions (idempotent on the
 * Idempotency-Key), "pays" one when its page is posted to (as the customer would), and delivers
 * the signed `checkout.session.completed` webhook; an event can be delivered again to test replays.
 */
export async function startFakeStripe() {
  const sessions = new Map<string, Session>();
  const idempotent = new Map<string, Session>();
  const events = new Map<string, string>();
  let webhookUrl = '';

  const deliver = async (payload: string) => {
    const t = Math.floor(Date.now() / 1000);
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${t},v1=${signPayload(payload, fakeStripeKeys.webhookSecret, t)}`,
      },
      body: payload,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await readBody(request);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (request.headers.authorization !== `Bearer ${fakeStripeKeys.secretKey}`) {
        return send(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const key = String(request.headers['idempotency-key'] ?? '');
      const known = key ? idempotent.get(key) : undefined;
      const form = new URLSearchParams(body);
      const session: Session = known ?? {
        id: newId('cs_test'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        metadata: {
          tenant_id: form.get('metadata[tenant_id]') ?? '',
          invoice_id: form.get('metadata[invoice_id]') ?? '',
        },
        payment_status: 'unpaid',
      };
      sessions.set(session.id, session);
      if (key) idempotent.set(key, session);
      return send(response, 200, { object: 'checkout.session', ...session, url: `${base}/pay/${session.id}` });
    }
    const paying = /^\/pay\/([\w-]+)$/.exec(url.pathname);
    if (request.method === 'POST' && paying) {
      const session = sessions.get(paying[1]!);
      if (!session) return send(response, 404, { error: { message: 'No such checkout session' } });
      session.payment_status = 'paid';
      const event = {
        id: newId('evt'),
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', ...session } },
      };
      const payload = JSON.stringify(event);
      events.set(event.id, payload);
      return send(response, 200, { eventId: event.id, delivery: await deliver(payload) });
    }
    const resend = /^\/events\/([\w-]+)\/resend$/.exec(url.pathname);
    if (request.method === 'POST' && resend && events.has(resend[1]!)) {
      return send(response, 200, { delivery: await deliver(events.get(resend[1]!)!) });
    }
    send(response, 404, { error: { message: 'Unrecognized request URL' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
