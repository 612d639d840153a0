import type { RpcHandlers } from '@smartcrm/kit';
import type { DealLinesService } from './deal-lines.service';

type DealLinesHandlers = Pick<RpcHandlers<'crm'>, 'crm.dealLines.get' | 'crm.dealLines.set'>;

export function dealLinesHandlers(lines: DealLinesService): DealLinesHandlers {
  return {
    'crm.dealLines.get': ({ dealId }, ctx) => lines.get(dealId, ctx),
    'crm.dealLines.set': ({ dealId, lines: input }, ctx) => lines.set(dealId, input, ctx),
  };
}
