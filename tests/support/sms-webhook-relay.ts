import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RpcContext } from '@smartcrm/contracts';

type Call = (
  name: 'messaging.sms.webhook',
  request: {
    accountId: string;
    kind: 'status' | 'inbound';
    messageId?: string;
    path: string;
    params: Record<string, string>;
    signature: string;
  },
  ctx: RpcContext,
) => Promise<{ contentType: string; body: string }>;

/**
 * What the BFF's webhook routes do, for a service-level test without a BFF: a provider's form post
 * at /api/sms-webhooks/:account/(inbound|status/:message) handed to `messaging.sms.webhook`.
 */
export async function startSmsWebhookRelay(call: Call) {
  const answers: number[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = req.url ?? '/';
    const [, accountId, kind, messageId] =
      path.match(/^\/api\/sms-webhooks\/([^/]+)\/(inbound|status)\/?([^/?]*)/) ?? [];
    try {
      const reply = await call(
        'messaging.sms.webhook',
        {
          accountId: accountId ?? '',
          kind: kind as 'status' | 'inbound',
          ...(messageId && { messageId }),
          path,
          params: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString())),
          signature: String(req.headers['x-twilio-signature'] ?? ''),
        },
        { tenantId: null, actor: null, requestId: crypto.randomUUID() },
      );
      res.writeHead(200, { 'content-type': reply.contentType }).end(reply.body);
      answers.push(200);
    } catch {
      res.writeHead(401).end();
      answers.push(401);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answers: () => [...answers],
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
