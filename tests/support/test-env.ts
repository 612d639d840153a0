/** Where the system tests keep their state, apart from a developer's running SmartCRM. */
export const testEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_test',
  childEnv: {
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13',
    // debug: every RPC is logged with its request id, which the request-id test looks for.
    LOG_LEVEL: 'debug',
    // Each test signs up its own workspaces from one address.
    SIGNUP_RATE_LIMIT: '100000',
    SIGNIN_RATE_LIMIT: '20',
    // Room for the isolation matrix's walk with a key per role; the rate-limit test exhausts both.
    API_KEY_RATE_LIMIT: '400',
    API_TENANT_RATE_LIMIT: '1000',
    // Below what four addresses may send at 10 each: the forms test reaches the per-form limit.
    FORM_SUBMIT_FORM_RATE_LIMIT: '30',
    // Small bulk batches and a quick batch-API poll: a bulk run shows its batches within a test.
    AI_BULK_BATCH_SIZE: '10',
    AI_BULK_RULES_BATCH_SIZE: '10',
    AI_BULK_CONCURRENCY: '2',
    AI_BATCH_POLL_MS: '300',
    // The fake model providers the tests start listen on this machine.
    AI_PROVIDER_PRIVATE_HOSTS: '127.0.0.1',
    // And the webhook receivers.
    WEBHOOK_PRIVATE_HOSTS: '127.0.0.1',
    // The tests' mail server (tests/support/mail-server.ts) speaks IMAP and SMTP without TLS on
    // 127.0.0.1; mailboxes sync each second so a reply shows within a test.
    MAIL_ALLOW_PLAINTEXT: 'true',
    MAIL_PRIVATE_HOSTS: '127.0.0.1',
    MAIL_SYNC_INTERVAL_MS: '1000',
    MAIL_SEND_POLL_MS: '500',
    // Checking a mailbox on connect waits longer than on a quiet machine: a service just started
    // on CI's two loaded cores took more than the default 15 s to finish the IMAP and SMTP checks.
    MAIL_CONNECT_TIMEOUT_MS: '25000',
    // The fake telephony provider (tests/support/fake-twilio.ts) listens on this machine.
    SMS_PRIVATE_HOSTS: '127.0.0.1',
    SMS_SEND_POLL_MS: '300',
    SMS_RATE_PER_NUMBER: '50',
    MAIL_SEQUENCE_POLL_MS: '500',
    // The tests' CalDAV server (tests/support/caldav-server.ts) listens on this machine; calendars
    // are read each second so a remote event shows within a test.
    CALENDAR_PRIVATE_HOSTS: '127.0.0.1',
    CALENDAR_SYNC_INTERVAL_MS: '1000',
  },
};
