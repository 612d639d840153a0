import type { RpcHandlers } from '@smartcrm/kit';
import type { DuplicateService } from './duplicate.service';
import type { MergeService } from './merge.service';

type DuplicateHandlers = Pick<
  RpcHandlers<'crm'>,
  'crm.duplicates.for_contact' | 'crm.duplicates.list' | 'crm.contacts.merge' | 'crm.contacts.unmerge'
>;

export function duplicateHandlers(duplicates: DuplicateService, merges: MergeService): DuplicateHandlers {
  return {
    'crm.duplicates.for_contact': ({ id }, ctx) => duplicates.forContact(id, ctx),
    'crm.duplicates.list': (query, ctx) => duplicates.list(query, ctx),
    'crm.contacts.merge': (request, ctx) => merges.merge(request, ctx),
    'crm.contacts.unmerge': ({ mergeId }, ctx) => merges.unmerge(mergeId, ctx),
  };
}
