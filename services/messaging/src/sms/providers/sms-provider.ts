import type { SmsStatus } from '@smartcrm/contracts';

export interface OutgoingText {
  from: string;
  to: string;
  body: string;
  /** Where the provider reports this text's delivery. */
  statusCallback: string;
}

export interface ProviderText {
  sid: string;
  status: SmsStatus;
}

/** A callback as the provider sent it: the URL it called, its form fields and its signature header. */
export interface ProviderCallback {
  url: string;
  params: Record<string, string>;
  signature: string;
}

/**
 * What the service needs from a telephony provider; Twilio's shape is the first, another
 * (Vonage, Telnyx) is a second implementation of the same interface.
 */
export interface SmsProvider {
  /** Checks the credentials and points the number's incoming texts at `inboundUrl`. */
  attachNumber(number: string, inboundUrl: string): Promise<void>;
  send(text: OutgoingText): Promise<ProviderText>;
  /** A text handed over earlier (by a stopped instance) as the provider knows it, if it got it. */
  findSent(text: Omit<OutgoingText, 'statusCallback'> & { since: Date }): Promise<ProviderText | null>;
  verify(callback: ProviderCallback): boolean;
  readStatus(params: Record<string, string>): { sid: string; status: SmsStatus; error: string | null };
  readInbound(params: Record<string, string>): { sid: string; from: string; to: string; body: string };
  /** The answer to an inbound webhook, with an automatic reply when there is one. */
  answer(reply: string | null): { contentType: string; body: string };
}

/**
 * A provider's refusal or an unreachable provider. `retryable`: nothing was accepted (a network
 * error before an answer, 429, 5xx), so trying again cannot send twice.
 */
export class SmsProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
