import type { WorkflowDefinition, WorkflowRun } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio';

const ours = '+14155552700';
const grace = '+14155552777';

describe('a workflow that texts, through the real messaging service', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(async () => {
    await twilio?.stop();
  });

  it('texts a new contact exactly once, from the owner, with their name merged in', async () => {
    const { client } = await signUpWorkspace('autosms');
    const creds = twilio.createAccount([ours]);
    expect(
      (await client.post('/api/text-messages/accounts', { ...creds, fromNumber: ours, apiBaseUrl: twilio.url })).status,
    ).toBe(201);

    const definition: WorkflowDefinition = {
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        {
          id: 'welcome',
          type: 'send_sms',
          body: 'Hi {{contact.firstName|there}}, welcome aboard!',
          sender: 'record_owner',
        },
      ],
    };
    const { body: workflow } = await client.post('/api/automation/workflows', { name: 'Welcome text', definition });
    expect((await client.post(`/api/automation/workflows/${workflow.id}/activate`)).body).toMatchObject({
      status: 'active',
    });

    const created = await client.post('/api/contacts', {
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@autosms.test',
      phone: '+1 (415) 555-2777',
    });
    expect(created.status).toBe(201);
    let run: WorkflowRun | undefined;
    await expect
      .poll(
        async () => {
          [run] = (await client.get(`/api/automation/workflows/${workflow.id}/runs`)).body.items;
          return run?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('completed');
    await expect.poll(() => twilio.textsTo(grace).length, { timeout: 30_000 }).toBe(1);
    expect(twilio.textsTo(grace)[0]).toMatchObject({ from: ours, body: 'Hi Grace, welcome aboard!' });
    expect(run!.steps[0]).toMatchObject({ stepId: 'welcome', status: 'completed', output: { to: grace } });
  });
});
