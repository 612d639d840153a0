import type { WorkflowDefinition } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { validateWorkflow } from './workflow-validation';

const member = crypto.randomUUID();
const stage = crypto.randomUUID();
const template = crypto.randomUUID();
const workspace = { userIds: new Set([member]), stageIds: new Set([stage]), templateIds: new Set([template]) };
const problems = (definition: WorkflowDefinition) =>
  validateWorkflow(definition, workspace).map((i) => `${i.path}: ${i.message}`);
const onContact = (steps: WorkflowDefinition['steps']): WorkflowDefinition => ({
  trigger: { type: 'record_created', object: 'contact' },
  steps,
});

describe('activation checks of the outreach, deal and reply steps', () => {
  it('passes complete steps', () => {
    expect(
      problems(
        onContact([
          { id: 'untag', type: 'remove_tag', tag: 'cold' },
          { id: 'move', type: 'move_deal_stage', stageId: stage },
          { id: 'deal', type: 'create_deal', title: 'Deal for {{contact.name}}', stageId: stage, value: 500 },
          { id: 'mail', type: 'send_email', templateId: template, sender: 'record_owner' },
          { id: 'text', type: 'send_sms', body: 'Hi {{contact.firstName|there}}', sender: 'user', senderId: member },
          { id: 'seq', type: 'enrol_in_sequence', sequenceId: crypto.randomUUID(), sender: 'record_owner' },
          {
            id: 'hook',
            type: 'http_request',
            method: 'POST',
            url: 'https://example.com/x',
            body: '{"id":"{{record.id}}"}',
          },
          { id: 'score', type: 'ai_score' },
          {
            id: 'reply',
            type: 'wait_for_event',
            event: 'email_replied',
            amount: 2,
            unit: 'days',
            yes: [{ id: 'yes-tag', type: 'add_tag', tag: 'replied' }],
            no: [],
          },
        ]),
      ),
    ).toEqual([]);
  });

  it('names each bad field', () => {
    const stranger = crypto.randomUUID();
    expect(
      problems(
        onContact([
          { id: 'move', type: 'move_deal_stage', stageId: crypto.randomUUID() },
          { id: 'deal', type: 'create_deal', title: '{{contact.nickname}}', stageId: '', value: 0 },
          { id: 'mail', type: 'send_email', templateId: crypto.randomUUID(), sender: 'user' },
          { id: 'text', type: 'send_sms', body: ' ', sender: 'user', senderId: stranger },
          {
            id: 'hook',
            type: 'http_request',
            method: 'POST',
            url: 'ftp://example.com',
            body: '{"a": {{contact.name}}',
          },
          { id: 'reply', type: 'wait_for_event', event: 'email_replied', amount: 400, unit: 'days', yes: [], no: [] },
        ]),
      ),
    ).toEqual([
      'steps.move.stageId: is not a stage of this workspace',
      'steps.deal.title: no merge field named {{contact.nickname}}',
      'steps.deal.stageId: choose a stage',
      'steps.mail.templateId: is not a template of this workspace',
      'steps.mail.senderId: choose who it comes from',
      'steps.text.body: write the text',
      `steps.text.senderId: user ${stranger} is not a member of this workspace`,
      'steps.hook.url: must start with https:// or http://',
      'steps.hook.body: is not JSON once its merge fields are filled',
      'steps.reply.amount: a wait may last at most 365 days',
    ]);
  });

  it('keeps contact-only steps to contact workflows', () => {
    const definition: WorkflowDefinition = {
      trigger: { type: 'record_created', object: 'task' },
      steps: [
        { id: 'untag', type: 'remove_tag', tag: 'x' },
        { id: 'score', type: 'ai_score' },
        { id: 'reply', type: 'wait_for_event', event: 'email_replied', amount: 1, unit: 'days', yes: [], no: [] },
      ],
    };
    expect(problems(definition)).toEqual([
      'steps.untag: only contacts have tags',
      'steps.score: only contacts are scored',
      "steps.reply: only a contact's workflow can wait for their reply",
    ]);
  });
});
