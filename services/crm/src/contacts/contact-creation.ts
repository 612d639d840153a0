import type { Emit } from '@smartcrm/kit';
import type { RpcParsedRequest } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import { findOrCreateCompany } from '../companies/company.repository';
import type { CrmDb } from '../db/schema';
import { checkMember } from '../links/link-checks';
import { assertContactRoom } from '../quotas/contact-quota';
import { randomAvatar } from './contact.fields';
import { insertContact } from './contact.repository';
import { toColumns } from './contact-columns';
import { deriveNames, namesToColumns } from './contact-names';

type Input = RpcParsedRequest<'crm.contacts.create'>;

/** The company a contact names, found or created by name; empty text unlinks it. */
export async function companyColumns(
  trx: Kysely<CrmDb>,
  tenantId: string,
  company: string | undefined,
  ownerId: string | null,
) {
  if (company === undefined) return {};
  if (!company) return { company_id: null, company_name: null };
  const found = await findOrCreateCompany(trx, tenantId, company, ownerId);
  return { company_id: found.id, company_name: found.name };
}

/**
 * A new contact inside the caller's transaction, within the plan's contact quota (null: no
 * limit), announced as created. A duplicate live email fails on contacts_email_key.
 */
export async function createContactIn(
  trx: Kysely<CrmDb>,
  emit: Emit,
  tenantId: string,
  input: Input,
  ownerId: string | null,
  contactQuota: number | null,
) {
  await assertContactRoom(trx, tenantId, contactQuota);
  await checkMember(trx, input.ownerId, 'ownerId');
  const created = await insertContact(trx, {
    tenant_id: tenantId,
    owner_id: ownerId,
    ...toColumns(input),
    email: input.email,
    ...namesToColumns(deriveNames(input)),
    ...(await companyColumns(trx, tenantId, input.company, ownerId)),
    avatar_src: input.avatarSrc || randomAvatar(),
  });
  emit({
    type: 'crm.contact.created',
    tenantId,
    data: { contactId: created.id, ownerId: created.owner_id, name: created.name, email: created.email },
  });
  return created;
}
