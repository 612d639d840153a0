import { createHash } from 'node:crypto';
import { AppError, type RpcParsedRequest, smsSegments } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { MessagingDb } from '../db/schema';
import { keywordOf } from './keywords';
import type { SmsProvider } from './providers/sms-provider';
import {
  applyReceipt,
  findAccount,
  insertTexts,
  lastContactOf,
  noteReceipt,
  optIn,
  optOut,
  type SmsAccountRow,
  tenantOfAccount,
} from './sms.repository';
import { emitRecorded, emitStatus } from './sms-events';
import { providerOf, type SmsRuntime } from './sms-runtime';

type Webhook = RpcParsedRequest<'messaging.sms.webhook'>;

const forged = () => new AppError('unauthenticated', 'The signature of this callback does not hold');
const helpReply = (account: SmsAccountRow) =>
  `Texts from ${account.from_number}. Reply STOP to stop receiving them, START to receive them again.`;

/**
 * Provider callbacks (delivery receipts, incoming texts): applied only when the provider's
 * signature holds over the URL it called and its fields, and only once (a replay is refused).
 */
export function createSmsWebhookService(rt: SmsRuntime) {
  const { uow } = rt;

  async function receipt(trx: Kysely<MessagingDb>, emit: Emit, provider: SmsProvider, hook: Webhook) {
    if (!hook.messageId) throw new AppError('bad_input', 'A status callback names its text');
    const { sid, status, error } = provider.readStatus(hook.params);
    const before = await trx
      .selectFrom('sms_messages')
      .select('provider_sid')
      .where('id', '=', hook.messageId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return;
    const updated = await applyReceipt(trx, hook.messageId, sid, status, error);
    if (!updated) return;
    emitStatus(emit, updated);
    const account = await findAccount(trx, updated.account_id);
    // The first the service hears of the hand-off (the callback beat the provider's answer).
    if (account && !before.provider_sid) emitRecorded(emit, account, updated);
  }

  async function inbound(
    trx: Kysely<MessagingDb>,
    emit: Emit,
    account: SmsAccountRow,
    provider: SmsProvider,
    hook: Webhook,
  ) {
    const text = provider.readInbound(hook.params);
    const keyword = keywordOf(text.body);
    if (keyword === 'stop') await optOut(trx, account.tenant_id, account.id, text.from, text.body.trim().toUpperCase());
    if (keyword === 'start') await optIn(trx, account.id, text.from);
    const [row] = await insertTexts(trx, [
      {
        tenant_id: account.tenant_id,
        account_id: account.id,
        direction: 'inbound',
        peer: text.from,
        contact_id: await lastContactOf(trx, account.id, text.from),
        author_id: null,
        body: text.body,
        segments: smsSegments(text.body).segments,
        status: 'received',
        provider_sid: text.sid,
        sent_at: new Date(),
      },
    ]);
    if (row) emitRecorded(emit, account, row);
    return keyword === 'help' ? helpReply(account) : null;
  }

  return {
    async handle(hook: Webhook) {
      const tenantId = await tenantOfAccount(rt.db, hook.accountId);
      if (!tenantId) throw forged();
      const account = await uow.read(tenantId, (db) => findAccount(db, hook.accountId));
      if (!account) throw forged();
      const provider = providerOf(rt, account);
      const url = `${account.webhook_base}${hook.path}`;
      if (!provider.verify({ url, params: hook.params, signature: hook.signature })) throw forged();
      const digest = createHash('sha256').update(`${hook.path}\n${hook.signature}`).digest('hex');
      const reply = await uow.withTenant(tenantId, async (trx, emit) => {
        if (!(await noteReceipt(trx, tenantId, digest)))
          throw new AppError('unauthenticated', 'This callback was delivered before');
        if (hook.kind === 'status') {
          await receipt(trx, emit, provider, hook);
          return null;
        }
        return inbound(trx, emit, account, provider, hook);
      });
      return provider.answer(reply);
    },
  };
}
