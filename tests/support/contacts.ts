import type { ContactInput } from '@smartcrm/contracts';
import type { ApiClient } from './api-client';

/** `n` plain contacts made one by one through the API (each with its events), their ids in order. */
export async function createContacts(client: ApiClient, n: number, emailDomain: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await client.post('/api/contacts', { name: `Person ${i}`, email: `p${i}@${emailDomain}` })).body.id);
  }
  return ids;
}

/** A hot CEO at a company with a business email, a phone and a call logged today: a contact who scores high. */
export async function ceoWithACall(client: ApiClient, slug: string) {
  const { body: contact } = await client.post('/api/contacts', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `grace@${slug}-navy.com`,
    title: 'CEO',
    company: 'Navy Systems',
    phone: '+1 555 0100',
    interestLevel: 'hot',
  });
  const { body: call } = await client.post(`/api/contacts/${contact.id}/activities`, {
    kind: 'call',
    outcome: 'connected',
    durationSeconds: 600,
  });
  return { contact, call };
}

/** A contact as a person types it, every field filled in. */
export const everyContactField = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.test',
  phone: '+44 20 7946 0958',
  company: 'Analytical Engines',
  position: 'Analyst',
  title: 'Countess',
  industry: 'Computing',
  status: 'lead',
  interestLevel: 'warm',
  source: 'Referral',
  tags: ['vip'],
  notes: 'Wrote the first program',
  socialProfiles: { linkedin: 'https://linkedin.com/in/ada' },
  customFields: { 'Customer Id': 'EB54' },
  location: { city: 'London' },
  preferredContact: 'email',
  isFavorite: false,
  lastContact: '2026-01-02T03:04:05.000Z',
} satisfies ContactInput;
