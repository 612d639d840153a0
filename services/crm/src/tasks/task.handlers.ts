import { TaskPage } from '@smartcrm/contracts';
import { compiledReply, type RpcHandlers } from '@smartcrm/kit';
import type { TaskService } from './task.service';

type TaskHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.tasks.list'
  | 'crm.tasks.get'
  | 'crm.tasks.create'
  | 'crm.tasks.update'
  | 'crm.tasks.complete'
  | 'crm.tasks.reopen'
  | 'crm.tasks.delete'
  | 'crm.tasks.restore'
>;

const writePage = compiledReply(TaskPage);

export function taskHandlers(tasks: TaskService): TaskHandlers {
  return {
    'crm.tasks.list': async (query, ctx) => writePage(await tasks.list(query, ctx)),
    'crm.tasks.get': ({ id }, ctx) => tasks.get(id, ctx),
    'crm.tasks.create': (input, ctx) => tasks.create(input, ctx),
    'crm.tasks.update': ({ id, patch }, ctx) => tasks.update(id, patch, ctx),
    'crm.tasks.complete': (request, ctx) => tasks.complete(request, ctx),
    'crm.tasks.reopen': (request, ctx) => tasks.reopen(request, ctx),
    'crm.tasks.delete': ({ id }, ctx) => tasks.remove(id, ctx),
    'crm.tasks.restore': ({ id }, ctx) => tasks.restore(id, ctx),
  };
}
