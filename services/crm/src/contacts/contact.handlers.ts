import { ContactPage } from '@smartcrm/contracts';
import { compiledReply, type RpcHandlers } from '@smartcrm/kit';
import type { createContactService } from './contact.service';

type ContactHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.contacts.list'
  | 'crm.contacts.total'
  | 'crm.contacts.get'
  | 'crm.contacts.create'
  | 'crm.contacts.update'
  | 'crm.contacts.delete'
  | 'crm.contacts.restore'
>;

const writePage = compiledReply(ContactPage);

export function contactHandlers(contacts: ReturnType<typeof createContactService>): ContactHandlers {
  return {
    'crm.contacts.list': async (query, ctx) => writePage(await contacts.list(query, ctx)),
    'crm.contacts.total': (query, ctx) => contacts.total(query, ctx),
    'crm.contacts.get': ({ id }, ctx) => contacts.get(id, ctx),
    'crm.contacts.create': (input, ctx) => contacts.create(input, ctx),
    'crm.contacts.update': ({ id, patch }, ctx) => contacts.update(id, patch, ctx),
    'crm.contacts.delete': ({ id }, ctx) => contacts.remove(id, ctx),
    'crm.contacts.restore': ({ id }, ctx) => contacts.restore(id, ctx),
  };
}
