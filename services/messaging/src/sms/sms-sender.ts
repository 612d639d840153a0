import { SmsProviderError } from './providers/sms-provider';
import { findAccount, isOptedOut, type SmsRow, claimAbandoned, claimQueued, settleSending } from './sms.repository';
import { statusPath } from './sms.mapper';
import { emitRecorded, emitStatus } from './sms-events';
import { providerOf, type SmsRuntime } from './sms-runtime';
import { optedOutReason } from './sms.service';

const maxAttempts = 5;

/**
 * Hands due texts to the provider at most once: the claim (status `sending`) commits before the
 * request, so a text is never taken twice. One left `sending` (a stopped instance, or no answer
 * from the provider) is settled by asking the provider whether it has it: kept as sent when it
 * does, queued again when it does not, never posted blindly a second time.
 */
export function createSmsSender(rt: SmsRuntime) {
  const { uow } = rt;

  const settle = (row: SmsRow, patch: Parameters<typeof settleSending>[2]) =>
    uow.withTenant(row.tenant_id, async (trx, emit) => {
      const updated = await settleSending(trx, row.id, patch);
      if (!updated) return;
      if (updated.status !== 'queued') emitStatus(emit, updated);
      const account = await findAccount(trx, updated.account_id);
      if (account && updated.provider_sid) emitRecorded(emit, account, updated);
    });

  /** Claims a due text, unless its number opted out since it was queued (then it fails with the reason). */
  const claim = (tenantId: string, id: string) =>
    uow.withTenant(tenantId, async (trx, emit) => {
      const row = await claimQueued(trx, id);
      if (!row || !(await isOptedOut(trx, row.account_id, row.peer))) return row;
      const failed = await settleSending(trx, id, { status: 'failed', error: optedOutReason });
      if (failed) emitStatus(emit, failed);
      return undefined;
    });

  async function deliver(tenantId: string, id: string) {
    const row = await claim(tenantId, id);
    if (!row) return;
    const account = await uow.read(tenantId, (db) => findAccount(db, row.account_id));
    if (!account) return settle(row, { status: 'failed', error: 'The sending number was removed' });
    try {
      const sent = await providerOf(rt, account).send({
        from: account.from_number,
        to: row.peer,
        body: row.body,
        statusCallback: `${account.webhook_base}${statusPath(account.id, row.id)}`,
      });
      await settle(row, { status: sent.status, provider_sid: sent.sid, sent_at: new Date(), error: null });
    } catch (error) {
      if (!(error instanceof SmsProviderError)) throw error;
      // No answer to the POST: whether the provider took it is unknown; the lease settles it by asking.
      if (error.status === null) return;
      if (error.retryable && row.attempts < maxAttempts) {
        const retryAt = new Date(Date.now() + 2 ** row.attempts * 1000);
        return settle(row, { status: 'queued', error: error.message, send_after: retryAt });
      }
      await settle(row, { status: 'failed', error: `The provider refused it: ${error.message}` });
    }
  }

  async function settleAbandoned(tenantId: string, id: string) {
    const row = await uow.withTenant(tenantId, (trx) => claimAbandoned(trx, id, rt.config.SMS_SEND_LEASE_MS));
    if (!row) return;
    const account = await uow.read(tenantId, (db) => findAccount(db, row.account_id));
    if (!account) return settle(row, { status: 'failed', error: 'The sending number was removed' });
    const since = new Date((row.claimed_at ?? row.created_at).getTime() - rt.config.SMS_SEND_LEASE_MS * 2);
    const found = await providerOf(rt, account).findSent({
      from: account.from_number,
      to: row.peer,
      body: row.body,
      since,
    });
    await settle(
      row,
      found
        ? { status: found.status, provider_sid: found.sid, sent_at: new Date(), error: null }
        : { status: 'queued', error: null },
    );
  }

  return { deliver, settleAbandoned };
}
export type SmsSender = ReturnType<typeof createSmsSender>;
