import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { buildEvent, publishEvent } from '../../services/kit/src';
import { type ApiClient, signUpWorkspace } from '../support/api-client';

const leadScoreOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/contacts/${id}`)).body.leadScore as number | null;

/** crm keeps the lead scores AI sends (`ai.contact.scored`), in the event's shape of now and of before. */
describe('lead score events', () => {
  it('writes scores timed once per event and scores timed each (events from before), newest wins', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('lse');
    const a = (await client.post('/api/contacts', { name: 'Ann', email: `ann@${slug}-co.com` })).body;
    const b = (await client.post('/api/contacts', { name: 'Bob', email: `bob@${slug}-co.com` })).body;
    const nc = await connect({ servers: inject('natsUrl') });
    const js = nc.jetstream();
    const send = (data: object) =>
      publishEvent(js, buildEvent({ type: 'ai.contact.scored', tenantId, data: data as never }));
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    try {
      await send({
        scoredAt: inAMinute,
        scores: [
          { contactId: a.id, score: 81 },
          { contactId: b.id, score: 42 },
        ],
      });
      await expect.poll(() => leadScoreOf(client, b.id)).toBe(42);
      expect(await leadScoreOf(client, a.id)).toBe(81);

      const later = new Date(Date.now() + 120_000).toISOString();
      await send({
        scores: [
          { contactId: a.id, score: 63, scoredAt: later },
          // Older than the stored score: ignored.
          { contactId: b.id, score: 99, scoredAt: new Date().toISOString() },
        ],
      });
      await expect.poll(() => leadScoreOf(client, a.id)).toBe(63);
      expect(await leadScoreOf(client, b.id)).toBe(42);
    } finally {
      await nc.drain();
    }
  });
});
