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
    // Small bulk batches and a quick batch-API poll: a bulk run shows its batches within a test.
    AI_BULK_BATCH_SIZE: '10',
    AI_BULK_RULES_BATCH_SIZE: '10',
    AI_BULK_CONCURRENCY: '2',
    AI_BATCH_POLL_MS: '300',
    // The fake model providers the tests start listen on this machine.
    AI_PROVIDER_PRIVATE_HOSTS: '127.0.0.1',
    // And the webhook receivers.
    WEBHOOK_PRIVATE_HOSTS: '127.0.0.1',
  },
};
