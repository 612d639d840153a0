import type { Contact } from '@smartcrm/contracts';
import type { Selectable } from 'kysely';
import type { ContactsTable } from './contact.table';

export type ContactRow = Omit<Selectable<ContactsTable>, 'search_text' | 'dup_email' | 'dup_phone' | 'dup_domain'> & {
  /** From contact_lead_scores (0031), read beside the row. */
  lead_score: number | null;
};

export const toContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.name,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  phone: row.phone,
  company: row.company_name,
  companyId: row.company_id,
  position: row.position,
  title: row.title,
  industry: row.industry,
  status: row.status,
  interestLevel: row.interest,
  source: row.source,
  tags: row.tags,
  notes: row.notes,
  socialProfiles: row.social_profiles,
  customFields: row.custom_fields,
  location: row.location,
  preferredContact: row.preferred_contact,
  avatarSrc: row.avatar_src,
  isFavorite: row.is_favorite,
  leadScore: row.lead_score,
  lastContact: row.last_contact_at?.toISOString() ?? null,
  ownerId: row.owner_id,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  version: row.version,
});
