import { AppError, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { userOf } from '../runtime';
import { possibleNumber } from './phone-number';
import { SmsProviderError } from './providers/sms-provider';
import { twilioApiBase } from './providers/twilio';
import { isTimeZone } from './quiet-hours';
import { deleteAccount, findAccountByNumber, listAccounts, upsertAccount } from './sms.repository';
import { inboundPath, toSmsAccount } from './sms.mapper';
import { providerOf, type SmsRuntime } from './sms-runtime';

type ConnectRequest = RpcParsedRequest<'messaging.sms.accounts.connect'>;

const refused = (field: string, message: string) =>
  new AppError('bad_input', message, { issues: [{ path: field, message }] });

/** What a provider's refusal says about the draft: wrong credentials, a number not theirs, no answer. */
function draftError(error: unknown): AppError {
  if (!(error instanceof SmsProviderError)) return error as AppError;
  if (error.status === 401 || error.status === 403)
    return refused('authToken', 'the provider refused these credentials');
  if (error.status === 404) return refused('fromNumber', error.message);
  if (error.status === null) return refused('apiBaseUrl', error.message);
  return new AppError('unavailable', `The provider answered: ${error.message}`);
}

/** The workspace's sending numbers: credentials checked with the provider before they are kept, sealed. */
export function createSmsAccountService(rt: SmsRuntime) {
  const { uow } = rt;

  return {
    async connect(request: ConnectRequest, ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      const fromNumber = possibleNumber(request.fromNumber, 'fromNumber');
      if (request.quietHours && !isTimeZone(request.quietHours.timeZone))
        throw refused('quietHours.timeZone', 'is not a time zone');
      const apiBaseUrl = (request.apiBaseUrl ?? twilioApiBase).replace(/\/$/, '');
      await rt.guard.check(apiBaseUrl);
      const webhookBase = request.webhookBase.replace(/\/$/, '');
      const existing = await uow.read(tenantId, (db) => findAccountByNumber(db, fromNumber));
      const row = {
        tenant_id: tenantId,
        id: existing?.id ?? crypto.randomUUID(),
        provider: request.provider,
        account_sid: request.accountSid,
        secret_sealed: rt.box.seal(request.authToken),
        from_number: fromNumber,
        api_base_url: apiBaseUrl,
        webhook_base: webhookBase,
        quiet_hours: request.quietHours ? JSON.stringify(request.quietHours) : null,
      };
      const provider = providerOf(rt, { ...row, quiet_hours: request.quietHours, created_at: new Date() });
      await provider.attachNumber(fromNumber, `${webhookBase}${inboundPath(row.id)}`).catch((error) => {
        throw draftError(error);
      });
      return toSmsAccount(await uow.withTenant(tenantId, (trx) => upsertAccount(trx, row)));
    },

    async list(ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      return { items: (await uow.read(tenantId, listAccounts)).map(toSmsAccount) };
    },

    async remove(id: string, ctx: RpcContext) {
      const { tenantId } = userOf(ctx);
      const { numDeletedRows } = await uow.withTenant(tenantId, (trx) => deleteAccount(trx, id));
      if (!numDeletedRows) throw new AppError('not_found', 'No such number');
    },
  };
}
