import type { Activity } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { replyLinkOf } from './reply-link';

const entry = (over: Partial<Activity>): Activity => ({
  id: crypto.randomUUID(),
  kind: 'email',
  contactId: '5d0e3c0e-7b6a-4a57-9d6c-0a7e0f3b1c11',
  dealId: null,
  actorId: null,
  actorName: null,
  subject: 'Pricing & terms',
  body: null,
  meta: { messageId: '<a+1@customer.test>' },
  occurredAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  version: 1,
  ...over,
});

describe('reply link of a timeline email', () => {
  it('opens the composer for the contact in the message’s thread, every value encoded', () => {
    const url = new URL(replyLinkOf(entry({})) ?? '', 'https://x.test');
    expect(url.pathname).toBe('/email-composer');
    expect(url.searchParams.get('replyTo')).toBe('<a+1@customer.test>');
    expect(url.searchParams.get('subject')).toBe('Pricing & terms');
    expect(url.searchParams.get('contactId')).toBe('5d0e3c0e-7b6a-4a57-9d6c-0a7e0f3b1c11');
  });

  it('offers no reply for an email logged by hand, a note, or an entry on a deal only', () => {
    expect(replyLinkOf(entry({ meta: { direction: 'outbound' } }))).toBeNull();
    expect(replyLinkOf(entry({ kind: 'note' }))).toBeNull();
    expect(replyLinkOf(entry({ contactId: null }))).toBeNull();
  });
});
