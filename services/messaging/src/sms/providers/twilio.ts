import type { SmsStatus } from '@smartcrm/contracts';
import { type ProviderText, type SmsProvider, SmsProviderError } from './sms-provider';
import { isTwilioSignature } from './twilio-signature';

export const twilioApiBase = 'https://api.twilio.com';

export interface TwilioAccess {
  accountSid: string;
  authToken: string;
  apiBaseUrl: string;
  /** The guarded fetch: the API address is the workspace's to give. */
  fetch: typeof fetch;
}

const statuses: Record<string, SmsStatus> = {
  accepted: 'accepted',
  scheduled: 'accepted',
  queued: 'accepted',
  sending: 'accepted',
  sent: 'sent',
  delivered: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
  receiving: 'received',
  received: 'received',
};

interface TwilioMessage {
  sid: string;
  status: string;
  body: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Twilio's Programmable Messaging REST API (2010-04-01): form-encoded requests, Basic auth, TwiML answers. */
export function createTwilioProvider(access: TwilioAccess): SmsProvider {
  const root = `${access.apiBaseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${access.accountSid}`;
  const authorization = `Basic ${Buffer.from(`${access.accountSid}:${access.authToken}`).toString('base64')}`;

  async function call<T>(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<T> {
    let response: Response;
    try {
      response = await access.fetch(`${root}${path}`, {
        method,
        headers: { authorization, ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
        body: form && new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      // No answer: whether Twilio took a POST is unknown, so only a GET counts as safe to repeat.
      throw new SmsProviderError(`Twilio is unreachable: ${(error as Error).message}`, null, method === 'GET');
    }
    const body = (await response.json().catch(() => ({}))) as T & { message?: string; code?: number };
    if (!response.ok) {
      const retryable = response.status === 429 || response.status >= 500;
      throw new SmsProviderError(body.message ?? `Twilio answered ${response.status}`, response.status, retryable);
    }
    return body;
  }

  const textOf = (m: TwilioMessage): ProviderText => ({ sid: m.sid, status: statuses[m.status] ?? 'accepted' });

  return {
    async attachNumber(number, inboundUrl) {
      const { incoming_phone_numbers: numbers } = await call<{ incoming_phone_numbers: { sid: string }[] }>(
        'GET',
        `/IncomingPhoneNumbers.json?${new URLSearchParams({ PhoneNumber: number })}`,
      );
      const owned = numbers[0];
      if (!owned) throw new SmsProviderError(`${number} is not a number of this Twilio account`, 404, false);
      await call('POST', `/IncomingPhoneNumbers/${owned.sid}.json`, { SmsUrl: inboundUrl, SmsMethod: 'POST' });
    },

    async send({ from, to, body, statusCallback }) {
      return textOf(
        await call<TwilioMessage>('POST', '/Messages.json', {
          To: to,
          From: from,
          Body: body,
          StatusCallback: statusCallback,
        }),
      );
    },

    async findSent({ from, to, body, since }) {
      const query = new URLSearchParams({
        To: to,
        From: from,
        'DateSent>': since.toISOString().slice(0, 10),
        PageSize: '100',
      });
      const { messages } = await call<{ messages: TwilioMessage[] }>('GET', `/Messages.json?${query}`);
      const found = messages.find((m) => m.body === body);
      return found ? textOf(found) : null;
    },

    verify: ({ url, params, signature }) => isTwilioSignature(access.authToken, url, params, signature),

    readStatus(params) {
      const code = params.ErrorCode;
      return {
        sid: params.MessageSid ?? '',
        status: statuses[params.MessageStatus ?? ''] ?? 'accepted',
        error: code ? `The carrier reported error ${code}` : null,
      };
    },

    readInbound: (params) => ({
      sid: params.MessageSid ?? '',
      from: params.From ?? '',
      to: params.To ?? '',
      body: params.Body ?? '',
    }),

    answer: (reply) => ({
      contentType: 'text/xml',
      body: `<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${escapeXml(reply)}</Message>` : ''}</Response>`,
    }),
  };
}
