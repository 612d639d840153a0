import type { Emit, PlanCache } from '@smartcrm/kit';
import { type Kysely, sql, type Updateable } from 'kysely';
import { companyColumns } from '../contacts/contact-creation';
import { randomAvatar } from '../contacts/contact.fields';
import { changedFields, toColumns } from '../contacts/contact-columns';
import type { ContactRow } from '../contacts/contact.mapper';
import { deriveNames, namesToColumns } from '../contacts/contact-names';
import type { ContactsTable } from '../contacts/contact.table';
import { insertContact, updateContact } from '../contacts/contact.repository';
import type { CrmDb } from '../db/schema';
import { assertContactRoom } from '../quotas/contact-quota';
import type { MappedContact } from './form-mapping';

type Db = Kysely<CrmDb>;

export interface FormContactInput {
  tenantId: string;
  email: string;
  mapped: MappedContact;
  /** The contact's source when it has none: the UTM source, else the form. */
  source: string;
  /** Who a new contact belongs to: the form's author. */
  ownerId: string | null;
}

const findByEmail = (db: Db, email: string) =>
  db
    .selectFrom('contacts')
    .selectAll()
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst() as Promise<ContactRow | undefined>;

/**
 * As an import with "update" does: names the form gives replace the contact's, other fields
 * (and the source) fill only what is empty, custom fields are added, a company named is linked.
 */
function updateValues(current: ContactRow, input: FormContactInput) {
  const { fields, custom } = input.mapped;
  const fill = (column: keyof ContactRow, value: string | undefined) =>
    value !== undefined && !current[column] ? value : undefined;
  const values: Updateable<ContactsTable> = toColumns({
    phone: fill('phone', fields.phone),
    position: fill('position', fields.position),
    title: fill('title', fields.title),
    industry: fill('industry', fields.industry),
    notes: fill('notes', fields.notes),
    source: fill('source', input.source),
    customFields: Object.keys(custom).length ? { ...current.custom_fields, ...custom } : undefined,
  });
  if (fields.firstName || fields.lastName || fields.name) Object.assign(values, namesToColumns(deriveNames(fields)));
  return values;
}

/** A form's company field links the contact to it; a field left empty changes nothing. */
const companyOf = (db: Db, input: FormContactInput) =>
  companyColumns(db, input.tenantId, input.mapped.fields.company || undefined, input.ownerId);

/**
 * The contact of a submission, deduplicated by email: the live contact with that address is
 * updated, else one is created (within the plan's quota). Submissions naming the same new address
 * at once queue on a lock of it, so they make one contact.
 */
export async function upsertFormContact(trx: Db, emit: Emit, plans: PlanCache, input: FormContactInput) {
  const { tenantId, email } = input;
  await sql`SELECT pg_advisory_xact_lock(hashtext('crm.form-email'), hashtext(${`${tenantId}|${email}`}))`.execute(trx);
  const current = await findByEmail(trx, email);
  if (current) {
    const values = { ...updateValues(current, input), ...(await companyOf(trx, input)) };
    const changed = changedFields(current, values);
    if (changed.length) {
      const updated = await updateContact(trx, current.id, values);
      emit({
        type: 'crm.contact.updated',
        tenantId,
        data: { contactId: current.id, changed, version: updated.version },
      });
    }
    return { id: current.id, created: false };
  }
  await assertContactRoom(trx, tenantId, (await plans.of(tenantId)).quotas.contacts);
  const { fields, custom } = input.mapped;
  const names = deriveNames(
    fields.firstName || fields.lastName || fields.name ? fields : { name: email.split('@')[0] },
  );
  const created = await insertContact(trx, {
    tenant_id: tenantId,
    owner_id: input.ownerId,
    ...toColumns({ ...fields, source: input.source, customFields: custom }),
    email,
    ...namesToColumns(names),
    ...(await companyOf(trx, input)),
    avatar_src: randomAvatar(),
  });
  emit({
    type: 'crm.contact.created',
    tenantId,
    data: { contactId: created.id, ownerId: created.owner_id, name: created.name, email: created.email },
  });
  return { id: created.id, created: true };
}
