import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { twilioSignature } from '../../services/messaging/src/sms/providers/twilio-signature';

export interface FakeText {
  sid: string;
  accountSid: string;
  from: string;
  to: string;
  body: string;
  status: string;
  dateSent: Date;
  statusCallback: string | null;
}

interface FakeAccount {
  token: string;
  /** Phone number → its resource sid and where it posts incoming texts. */
  numbers: Map<string, { sid: string; smsUrl: string | null }>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
}

/**
 * Posts form fields signed the way Twilio signs its webhooks. A `*.localhost` host (a workspace's
 * subdomain in tests) is reached on loopback, as a browser does; the signature covers the URL as given.
 */
function postSigned(url: string, token: string, params: Record<string, string>) {
  const target = new URL(url);
  const body = new URLSearchParams(params).toString();
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: target.hostname.endsWith('.localhost') ? '127.0.0.1' : target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'POST',
        headers: {
          host: target.host,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'x-twilio-signature': twilioSignature(token, url, params),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A local server speaking Twilio's Programmable Messaging API (2010-04-01) for tests and
 * development: Basic auth per account, IncomingPhoneNumbers (lookup and SmsUrl), Messages (create,
 * list with To/From/DateSent> filters), signed status callbacks (sent, then delivered or
 * undelivered) and incoming texts posted to a number's SmsUrl. Scripted outages and slow answers.
 */
export async function startFakeTwilio() {
  const accounts = new Map<string, FakeAccount>();
  const texts: FakeText[] = [];
  const callbackAnswers: { url: string; status: string; httpStatus: number }[] = [];
  const undeliverable = new Set<string>();
  let outage = false;
  let delayMs = 0;

  const resource = (t: FakeText) => ({
    sid: t.sid,
    account_sid: t.accountSid,
    from: t.from,
    to: t.to,
    body: t.body,
    status: t.status,
    direction: 'outbound-api',
    api_version: '2010-04-01',
    num_segments: '1',
    date_created: t.dateSent.toUTCString(),
    date_sent: t.dateSent.toUTCString(),
    uri: `/2010-04-01/Accounts/${t.accountSid}/Messages/${t.sid}.json`,
  });

  async function report(text: FakeText, account: FakeAccount) {
    const steps = undeliverable.has(text.to) ? ['sent', 'undelivered'] : ['sent', 'delivered'];
    for (const status of steps) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      text.status = status;
      if (!text.statusCallback) continue;
      const params: Record<string, string> = {
        MessageSid: text.sid,
        SmsSid: text.sid,
        AccountSid: text.accountSid,
        From: text.from,
        To: text.to,
        MessageStatus: status,
        SmsStatus: status,
        ApiVersion: '2010-04-01',
        ...(status === 'undelivered' && { ErrorCode: '30003' }),
      };
      const answer = await postSigned(text.statusCallback, account.token, params).catch(() => ({ status: 0 }));
      callbackAnswers.push({ url: text.statusCallback, status, httpStatus: answer.status });
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = url.pathname.match(/^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/(.+)$/);
    const [, sid, rest] = match ?? [];
    const account = sid ? accounts.get(sid) : undefined;
    const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    if (!account || user !== sid || pass !== account.token) {
      return json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    }
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));

    if (req.method === 'GET' && rest === 'IncomingPhoneNumbers.json') {
      const number = url.searchParams.get('PhoneNumber') ?? '';
      const owned = account.numbers.get(number);
      return json(res, 200, { incoming_phone_numbers: owned ? [{ sid: owned.sid, phone_number: number }] : [] });
    }
    const numberUpdate = rest?.match(/^IncomingPhoneNumbers\/(PN[0-9a-f]{32})\.json$/);
    if (req.method === 'POST' && numberUpdate) {
      const form = await formOf(req);
      const entry = [...account.numbers.entries()].find(([, n]) => n.sid === numberUpdate[1]);
      if (!entry) return json(res, 404, { code: 20404, message: 'Not found', status: 404 });
      entry[1].smsUrl = form.SmsUrl ?? entry[1].smsUrl;
      return json(res, 200, { sid: entry[1].sid, phone_number: entry[0], sms_url: entry[1].smsUrl });
    }
    if (req.method === 'POST' && rest === 'Messages.json') {
      const form = await formOf(req);
      if (outage) return json(res, 503, { code: 20500, message: 'Service unavailable', status: 503 });
      if (!form.From || !account.numbers.has(form.From)) {
        return json(res, 400, {
          code: 21606,
          message: 'The From phone number is not valid for this account',
          status: 400,
        });
      }
      if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? '')) {
        return json(res, 400, {
          code: 21211,
          message: `The 'To' number ${form.To} is not a valid phone number.`,
          status: 400,
        });
      }
      if (!form.Body) return json(res, 400, { code: 21602, message: 'Message body is required.', status: 400 });
      const text: FakeText = {
        sid: `SM${hex(16)}`,
        accountSid: sid as string,
        from: form.From,
        to: form.To as string,
        body: form.Body,
        status: 'queued',
        dateSent: new Date(),
        statusCallback: form.StatusCallback ?? null,
      };
      texts.push(text);
      json(res, 201, resource(text));
      void report(text, account);
      return;
    }
    if (req.method === 'GET' && rest === 'Messages.json') {
      const q = url.searchParams;
      const since = q.get('DateSent>');
      const found = texts.filter(
        (t) =>
          t.accountSid === sid &&
          (!q.get('To') || t.to === q.get('To')) &&
          (!q.get('From') || t.from === q.get('From')) &&
          (!since || t.dateSent.toISOString().slice(0, 10) >= since),
      );
      return json(res, 200, { messages: found.reverse().map(resource), next_page_uri: null });
    }
    json(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => json(res, 500, { message: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    /** A Twilio account owning `numbers`: its SID and auth token. */
    createAccount(numbers: string[]) {
      const accountSid = `AC${hex(16)}`;
      const authToken = hex(16);
      accounts.set(accountSid, {
        token: authToken,
        numbers: new Map(numbers.map((n) => [n, { sid: `PN${hex(16)}`, smsUrl: null }])),
      });
      return { accountSid, authToken };
    },
    /** Where a number posts incoming texts (set through the API), or null. */
    smsUrlOf: (number: string) =>
      [...accounts.values()].map((a) => a.numbers.get(number)?.smsUrl).find(Boolean) ?? null,
    /** The signed request Twilio would post for a handset's text to one of the account's numbers. */
    inboundRequest({ from, to, body }: { from: string; to: string; body: string }) {
      const account = [...accounts.entries()].find(([, a]) => a.numbers.has(to));
      const url = account?.[1].numbers.get(to)?.smsUrl;
      if (!account || !url) throw new Error(`${to} has no SmsUrl`);
      const sid = `SM${hex(16)}`;
      const params = {
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: account[0],
        From: from,
        To: to,
        Body: body,
        NumMedia: '0',
      };
      return { url, params, token: account[1].token, signature: twilioSignature(account[1].token, url, params) };
    },
    /** A handset texts one of the account's numbers: posted, signed, to the number's SmsUrl. */
    async inbound(text: { from: string; to: string; body: string }) {
      const { url, params, token, signature } = this.inboundRequest(text);
      return { url, params, signature, ...(await postSigned(url, token, params)) };
    },
    /** Every text the API accepted, in order. */
    texts: () => [...texts],
    textsTo: (to: string) => texts.filter((t) => t.to === to),
    callbackAnswers: () => [...callbackAnswers],
    /** Texts to this number come back undelivered (carrier error 30003). */
    undeliverable: (number: string) => undeliverable.add(number),
    /** While on, creating a message answers 503 (nothing accepted). */
    setOutage: (on: boolean) => {
      outage = on;
    },
    /** Every API answer waits this long. */
    setDelay: (ms: number) => {
      delayMs = ms;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
export type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;
