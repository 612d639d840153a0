import { Board } from '@smartcrm/contracts';
import { compiledReply, type RpcHandlers } from '@smartcrm/kit';
import type { DealService } from './deal.service';
import type { DealBoard } from './deal-board';

type DealHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.deals.board'
  | 'crm.deals.list'
  | 'crm.deals.get'
  | 'crm.deals.create'
  | 'crm.deals.update'
  | 'crm.deals.move'
  | 'crm.deals.delete'
  | 'crm.deals.restore'
  | 'crm.deals.timeline'
>;

const writeBoard = compiledReply(Board);

export function dealHandlers(deals: DealService, board: DealBoard): DealHandlers {
  return {
    'crm.deals.board': async (query, ctx) => writeBoard(await board(query, ctx)),
    'crm.deals.list': (query, ctx) => deals.list(query, ctx),
    'crm.deals.get': ({ id }, ctx) => deals.get(id, ctx),
    'crm.deals.create': (input, ctx) => deals.create(input, ctx),
    'crm.deals.update': ({ id, patch }, ctx) => deals.update(id, patch, ctx),
    'crm.deals.move': (request, ctx) => deals.move(request, ctx),
    'crm.deals.delete': ({ id }, ctx) => deals.remove(id, ctx),
    'crm.deals.restore': ({ id }, ctx) => deals.restore(id, ctx),
    'crm.deals.timeline': ({ id }, ctx) => deals.timeline(id, ctx),
  };
}
