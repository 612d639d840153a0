import type { createEndpointGuard, createSecretBox, Logger, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { MessagingConfig } from '../config';
import type { MessagingDb } from '../db/schema';
import type { SmsProvider } from './providers/sms-provider';
import { createTwilioProvider } from './providers/twilio';
import type { SmsAccountRow } from './sms.repository';

/** What the text message parts share. */
export interface SmsRuntime {
  config: MessagingConfig;
  log: Logger;
  db: Kysely<MessagingDb>;
  uow: UnitOfWork<MessagingDb>;
  box: ReturnType<typeof createSecretBox>;
  guard: ReturnType<typeof createEndpointGuard>;
}

/** The provider adapter of a connected number, its token opened for this call. */
export function providerOf(rt: SmsRuntime, account: SmsAccountRow): SmsProvider {
  switch (account.provider) {
    case 'twilio':
      return createTwilioProvider({
        accountSid: account.account_sid,
        authToken: rt.box.open(account.secret_sealed),
        apiBaseUrl: account.api_base_url,
        fetch: rt.guard.fetch as typeof fetch,
      });
  }
}
