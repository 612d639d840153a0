import type { RpcHandlers } from '@smartcrm/kit';
import type { createImportService } from './import.service';

type ImportHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.imports.create'
  | 'crm.imports.get'
  | 'crm.imports.list'
  | 'crm.imports.start'
  | 'crm.imports.errors'
  | 'crm.imports.revert'
>;

export function importHandlers(imports: ReturnType<typeof createImportService>): ImportHandlers {
  return {
    'crm.imports.create': (request, ctx) => imports.create(request, ctx),
    'crm.imports.get': (request, ctx) => imports.get(request, ctx),
    'crm.imports.list': (request, ctx) => imports.list(request, ctx),
    'crm.imports.start': (request, ctx) => imports.start(request, ctx),
    'crm.imports.errors': (request, ctx) => imports.errors(request, ctx),
    'crm.imports.revert': (request, ctx) => imports.revert(request, ctx),
  };
}
