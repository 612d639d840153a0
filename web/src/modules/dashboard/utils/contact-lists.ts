import type { ContactListQuery } from '@smartcrm/contracts';

/** Spec 001 §9: 'new leads first 4 hot contacts' and 'contact lists capped at 6'. */
export const hotLeadsQuery: ContactListQuery = { interest: ['hot'], sort: '-createdAt', limit: 4 };
export const newestContactsQuery: ContactListQuery = { sort: '-createdAt', limit: 6 };
