import { describe, expect, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { eventually } from '../support/service-harness';

const integrator = () => new ApiClient(null);

describe("a workflow's inbound webhook", () => {
  it('starts a run on the contact the post names; a wrong token is 404; a bad body is 400 naming the field', async () => {
    const { client } = await signUpWorkspace('hook');
    const contact = (await client.post('/api/contacts', { name: 'Hook Contact', email: 'hooked@hook.test' })).body;
    const made = await client.post('/api/automation/workflows', {
      name: 'From the shop',
      definition: { trigger: { type: 'inbound_webhook' }, steps: [{ id: 'tag', type: 'add_tag', tag: 'shop-order' }] },
    });
    const active = await client.post(`/api/automation/workflows/${made.body.id}/activate`);
    expect(active.body).toMatchObject({ status: 'active' });
    const url = `/api/public/automation-hooks/${active.body.hookToken}`;

    const wrong = await integrator().post(`/api/public/automation-hooks/${active.body.hookToken!.slice(0, -4)}AAAA`, {
      email: 'hooked@hook.test',
    });
    expect(wrong.status).toBe(404);
    const bad = await integrator().post(url, { email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.issues?.map((i: { path: string }) => i.path)).toEqual(['body.email']);
    const notObject = await integrator().request('POST', url, [1, 2]);
    expect(notObject.status).toBe(400);

    const taken = await integrator().post(url, { email: 'HOOKED@hook.test', order: { total: 120 } });
    expect(taken.status).toBe(202);
    expect(taken.body).toEqual({ started: 1, contactId: contact.id });
    await eventually(
      async () => (await client.get(`/api/contacts/${contact.id}`)).body.tags.includes('shop-order'),
      30_000,
    );
    const runs = (await client.get(`/api/automation/workflows/${made.body.id}/runs`)).body.items;
    expect(runs.map((r: { recordId: string }) => r.recordId)).toEqual([contact.id]);
  });
});
