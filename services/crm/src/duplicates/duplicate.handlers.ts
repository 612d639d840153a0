import type { RpcHandlers, UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { createDuplicateService } from './duplicate.service';
import { createMergeService } from './merge.service';

type DuplicateHandlers = Pick<
  RpcHandlers<'crm'>,
  'crm.duplicates.for_contact' | 'crm.duplicates.list' | 'crm.contacts.merge' | 'crm.contacts.unmerge'
>;

export function duplicateHandlers(uow: UnitOfWork<CrmDb>): DuplicateHandlers {
  const duplicates = createDuplicateService(uow);
  const merges = createMergeService(uow);
  return {
    'crm.duplicates.for_contact': ({ id }, ctx) => duplicates.forContact(id, ctx),
    'crm.duplicates.list': (query, ctx) => duplicates.list(query, ctx),
    'crm.contacts.merge': (request, ctx) => merges.merge(request, ctx),
    'crm.contacts.unmerge': ({ mergeId }, ctx) => merges.unmerge(mergeId, ctx),
  };
}
