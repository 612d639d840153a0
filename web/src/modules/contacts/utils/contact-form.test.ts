import type { Contact } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { createPayload, formFieldOf, formValuesFrom, patchFrom } from './contact-form';

const contact: Contact = {
  id: '5f0c6a1e-2b0a-4c43-9a59-0d6f2a2d7b11',
  name: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: null,
  company: 'Analytical Engines',
  companyId: null,
  position: null,
  title: 'CTO',
  industry: null,
  status: 'prospect',
  interestLevel: 'hot',
  source: 'Referral',
  tags: ['vip'],
  notes: null,
  socialProfiles: { linkedin: 'https://linkedin.com/in/ada' },
  customFields: { Budget: '10k' },
  location: {},
  preferredContact: 'email',
  avatarSrc: '/avatars/3.svg',
  isFavorite: false,
  leadScore: null,
  lastContact: null,
  ownerId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 4,
};

describe('contact form values', () => {
  it('starts a new contact with the spec defaults (001 §4)', () => {
    const values = formValuesFrom();
    expect(values).toMatchObject({ status: 'lead', interestLevel: 'medium', preferredContact: 'email', firstName: '' });
  });

  it('turns nulls into empty inputs', () => {
    expect(formValuesFrom(contact)).toMatchObject({ phone: '', title: 'CTO', tags: ['vip'] });
  });

  it('leaves blank fields out of a new contact', () => {
    const payload = createPayload({ ...formValuesFrom(), firstName: 'Ada', email: 'ada@example.com' });
    expect(payload).toEqual({
      firstName: 'Ada',
      email: 'ada@example.com',
      status: 'lead',
      interestLevel: 'medium',
      preferredContact: 'email',
      tags: [],
      customFields: {},
      socialProfiles: {},
    });
  });

  it('sends only the changed fields with the loaded version', () => {
    const initial = formValuesFrom(contact);
    const edited = { ...initial, title: 'CEO', phone: '', tags: ['vip', 'partner'] };
    expect(patchFrom(initial, edited, contact.version)).toEqual({ title: 'CEO', tags: ['vip', 'partner'], version: 4 });
  });

  it('sends a cleared field as empty text', () => {
    const initial = formValuesFrom(contact);
    expect(patchFrom(initial, { ...initial, title: '' }, 4)).toEqual({ title: '', version: 4 });
  });
});

describe('server issue paths', () => {
  it('names the form field an issue belongs to', () => {
    expect(formFieldOf('email')).toBe('email');
    expect(formFieldOf('socialProfiles.linkedin')).toBe('socialProfiles.linkedin');
    expect(formFieldOf('tags.3')).toBe('tags');
    expect(formFieldOf('customFields.Budget')).toBe('customFields');
  });
});
