import { buildEvent } from '@smartcrm/kit';
import { describe, expect, it } from 'vitest';
import { factsOf, scoreCrossed, triggerTakes } from './trigger-events';

const tenantId = crypto.randomUUID();
const up = { type: 'lead_score_crossed', threshold: 70, direction: 'up' } as const;
const down = { ...up, direction: 'down' } as const;

describe('lead score crossing', () => {
  it('takes a rise from below the threshold to it or above, not a move above it', () => {
    expect(scoreCrossed(up, { from: 69, to: 70 })).toBe(true);
    expect(scoreCrossed(up, { from: null, to: 90 })).toBe(true);
    expect(scoreCrossed(up, { from: 40, to: 69 })).toBe(false);
    expect(scoreCrossed(up, { from: 70, to: 95 })).toBe(false);
    expect(scoreCrossed(up, { from: 80, to: 20 })).toBe(false);
  });

  it('takes a fall from at or above the threshold to below it', () => {
    expect(scoreCrossed(down, { from: 70, to: 69 })).toBe(true);
    expect(scoreCrossed(down, { from: 69, to: 10 })).toBe(false);
    expect(scoreCrossed(down, { from: null, to: 10 })).toBe(false);
    expect(scoreCrossed(down, { from: 90, to: 70 })).toBe(false);
  });

  it('reads each change of a scores batch as its own fact, keyed by the event and the contact', () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const event = buildEvent({
      type: 'crm.contact.scores_changed',
      tenantId,
      data: {
        changes: [
          { contactId: a, score: 75, previousScore: 60, scoredAt: new Date().toISOString() },
          { contactId: b, score: 75, previousScore: 72, scoredAt: new Date().toISOString() },
        ],
      },
    });
    const facts = factsOf(event);
    expect(facts.map((f) => f.key)).toEqual([`${event.id}:${a}`, `${event.id}:${b}`]);
    expect(facts.map((f) => triggerTakes(up, f).takes)).toEqual([true, false]);
  });
});

describe('facts of forms, bookings and messages', () => {
  const contactId = crypto.randomUUID();
  const formId = crypto.randomUUID();

  it('takes a form submission for any form, or only the chosen one', () => {
    const [fact] = factsOf(
      buildEvent({
        type: 'crm.form.submitted',
        tenantId,
        data: {
          formId,
          formName: 'Demo',
          submissionId: crypto.randomUUID(),
          contactId,
          created: true,
          email: 'a@b.co',
          utm: {},
          notify: [],
          answers: [],
          contactUrl: null,
        },
      }),
    );
    expect(fact).toMatchObject({ kind: 'form_submitted', object: 'contact', recordId: contactId });
    expect(triggerTakes({ type: 'form_submitted' }, fact!).takes).toBe(true);
    expect(triggerTakes({ type: 'form_submitted', formId }, fact!).takes).toBe(true);
    expect(triggerTakes({ type: 'form_submitted', formId: crypto.randomUUID() }, fact!).takes).toBe(false);
  });

  const mail = (direction: 'inbound' | 'outbound', threadId: string, contact: string | null = contactId) =>
    buildEvent({
      type: 'messaging.message.recorded',
      tenantId,
      data: {
        messageId: crypto.randomUUID(),
        mailboxId: crypto.randomUUID(),
        ownerId: crypto.randomUUID(),
        mailboxAddress: 'me@acme.test',
        direction,
        rfcMessageId: '<m2@x>',
        threadId,
        subject: 'Re: hello',
        from: { address: 'ada@example.com', name: null },
        to: [],
        cc: [],
        text: 'thanks',
        bodyShared: true,
        sentAt: new Date().toISOString(),
        contactId: contact,
      },
    });

  it("takes mail a contact sent, a reply only when it answers another message; never sent mail or a stranger's", () => {
    const [reply] = factsOf(mail('inbound', '<m1@x>'));
    const [fresh] = factsOf(mail('inbound', '<m2@x>'));
    expect(triggerTakes({ type: 'email_received', repliesOnly: true }, reply!).takes).toBe(true);
    expect(triggerTakes({ type: 'email_received', repliesOnly: true }, fresh!).takes).toBe(false);
    expect(triggerTakes({ type: 'email_received' }, fresh!).takes).toBe(true);
    expect(factsOf(mail('outbound', '<m1@x>'))).toEqual([]);
    expect(factsOf(mail('inbound', '<m1@x>', null))).toEqual([]);
  });

  it('takes a deleted record of the chosen kind only', () => {
    const [fact] = factsOf(buildEvent({ type: 'crm.deal.deleted', tenantId, data: { dealId: crypto.randomUUID() } }));
    expect(triggerTakes({ type: 'record_deleted', object: 'deal' }, fact!).takes).toBe(true);
    expect(triggerTakes({ type: 'record_deleted', object: 'contact' }, fact!).takes).toBe(false);
    expect(triggerTakes({ type: 'record_created', object: 'deal' }, fact!).takes).toBe(false);
  });
});
