import { z } from 'zod';
import { csvParam } from '../common/query-params';
import { Email, RowVersion } from '../common/ids';

export const contactStatuses = ['lead', 'prospect', 'customer', 'churned'] as const;
export const ContactStatus = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof ContactStatus>;

/** Spec 001 §4: hot, medium, low, cold; cards also know warm. */
export const interestLevels = ['hot', 'warm', 'medium', 'low', 'cold'] as const;
export const InterestLevel = z.enum(interestLevels);
export type InterestLevel = z.infer<typeof InterestLevel>;

export const PreferredContact = z.enum(['email', 'phone', 'sms', 'video']);

const shortText = (max = 200) => z.string().trim().max(max);
const Url = z.url({ protocol: /^https?$/, message: 'must be a web address like https://…' }).max(2048);

/** Spec 001 §5: a tag is kept only if non-blank after trimming and not already present. */
export const Tags = z
  .array(z.string().max(50, 'each tag must be at most 50 characters'))
  .max(50, 'at most 50 tags')
  .transform((tags) => {
    const seen = new Set<string>();
    return tags.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  });

/** Spec 001 §5: a custom field needs a non-blank name and value. */
export const CustomFields = z
  .record(z.string().trim().min(1, 'needs a name').max(64), z.string().trim().min(1, 'needs a value').max(2000))
  .refine((fields) => Object.keys(fields).length <= 50, 'at most 50 custom fields');

export const SocialProfiles = z.object({
  linkedin: Url.optional(),
  twitter: Url.optional(),
  website: Url.optional(),
});

export const Location = z.object({
  city: shortText(120).optional(),
  state: shortText(120).optional(),
  country: shortText(120).optional(),
});

/** What a person may type into a contact (spec 001 §3, §2.4). */
const contactFields = {
  firstName: shortText(100).optional(),
  lastName: shortText(100).optional(),
  name: shortText(200).optional(),
  email: Email,
  phone: shortText(50).optional(),
  company: shortText(200).optional(),
  position: shortText(200).optional(),
  title: shortText(200).optional(),
  industry: shortText(120).optional(),
  status: ContactStatus.optional(),
  interestLevel: InterestLevel.optional(),
  source: shortText(120).optional(),
  tags: Tags.optional(),
  notes: z.string().max(20_000).optional(),
  socialProfiles: SocialProfiles.optional(),
  customFields: CustomFields.optional(),
  location: Location.optional(),
  preferredContact: PreferredContact.optional(),
  avatarSrc: z.string().max(2048).optional(),
  isFavorite: z.boolean().optional(),
  lastContact: z.iso.datetime({ offset: true }).nullable().optional(),
  ownerId: z.uuid().optional(),
};

export const ContactInput = z.object(contactFields).refine((c) => c.firstName || c.lastName || c.name, {
  message: 'needs a first name, last name or name',
  path: ['firstName'],
});
export type ContactInput = z.input<typeof ContactInput>;

/** A change: any subset of the fields, plus the version the editor saw (concurrent edits are refused). */
export const ContactPatch = z.object({
  ...z.object(contactFields).partial().shape,
  version: RowVersion,
});
export type ContactPatch = z.input<typeof ContactPatch>;

export const Contact = z.object({
  id: z.uuid(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  companyId: z.uuid().nullable(),
  position: z.string().nullable(),
  title: z.string().nullable(),
  industry: z.string().nullable(),
  status: ContactStatus,
  interestLevel: InterestLevel,
  source: z.string().nullable(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  socialProfiles: z.object({
    linkedin: z.string().optional(),
    twitter: z.string().optional(),
    website: z.string().optional(),
  }),
  customFields: z.record(z.string(), z.string()),
  location: z.object({ city: z.string().optional(), state: z.string().optional(), country: z.string().optional() }),
  preferredContact: PreferredContact,
  avatarSrc: z.string().nullable(),
  isFavorite: z.boolean(),
  /** 0–100 once scored by the AI service; null until then. */
  leadScore: z.number().int().min(0).max(100).nullable(),
  lastContact: z.string().nullable(),
  ownerId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Contact = z.infer<typeof Contact>;

export const contactSorts = [
  'name',
  '-name',
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt',
  'lastContact',
  '-lastContact',
  'leadScore',
  '-leadScore',
  'company',
  '-company',
] as const;
export const ContactSort = z.enum(contactSorts);
export type ContactSort = z.infer<typeof ContactSort>;

/** A contacts view: its filters and one sort (what a saved export keeps too). */
export const ContactViewQuery = z.object({
  search: z.string().trim().max(200).optional(),
  status: csvParam(ContactStatus).optional(),
  interest: csvParam(InterestLevel).optional(),
  tag: csvParam(z.string().max(50)).optional(),
  source: z.string().max(120).optional(),
  owner: z.union([z.literal('me'), z.uuid()]).optional(),
  // A query string says 'true'; a parsed request passed on over NATS says true.
  favorite: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
  companyId: z.uuid().optional(),
  sort: ContactSort.default('-createdAt'),
});

/**
 * `GET /api/contacts`: a keyset page of a view: after a page's `nextCursor` (`cursor`) or before
 * a page's `prevCursor` (`before`).
 */
export const ContactListQuery = ContactViewQuery.extend({
  cursor: z.string().max(500).optional(),
  before: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
}).refine((query) => !(query.cursor && query.before), {
  path: ['before'],
  message: 'give either cursor (the page after) or before (the page before), not both',
});
export type ContactListQuery = z.input<typeof ContactListQuery>;

export const ContactPage = z.object({
  items: z.array(Contact),
  nextCursor: z.string().nullable(),
  /** The cursor to ask for the page `before` this one; null on the first page. */
  prevCursor: z.string().nullable(),
});
export type ContactPage = z.infer<typeof ContactPage>;

/**
 * `GET /api/contacts/total`: how many contacts the viewer may see, all or one owner's, from the
 * running totals per owner; a list with other filters shows the rows it has reached instead.
 */
export const ContactTotalQuery = ContactViewQuery.pick({ owner: true });
export const ContactTotal = z.object({ total: z.number().int().nonnegative() });
export type ContactTotal = z.infer<typeof ContactTotal>;

export const ContactDeleted = z.object({ id: z.uuid(), deletedAt: z.string() });
