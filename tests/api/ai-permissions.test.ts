import { access, rolePermissions } from '@smartcrm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../support/api-client';
import { signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

/**
 * One rule per AI capability (spec 000 §6): running a model on the workspace's AI credits (tools,
 * assistants, a contact's score, enrichment, category, qualification, one or in bulk) needs
 * `ai_tools`, which white-label users and super admins hold and regular users do not. Reading what
 * AI produced stays with the contacts rule.
 */
describe('AI capabilities follow the permission map', () => {
  let owner: ApiClient;
  let wlUser: ApiClient;
  let regular: ApiClient;
  let contactId: string;

  beforeAll(async () => {
    const workspace = await signUpWorkspace('aiperm');
    owner = workspace.client;
    wlUser = await signIn(workspace.slug, await addUser(workspace.tenantId, 'wl_user', workspace.slug));
    regular = await signIn(workspace.slug, await addUser(workspace.tenantId, 'regular_user', workspace.slug));
    const { body } = await owner.post('/api/contacts', {
      name: 'Grace Hopper',
      email: `grace@${workspace.slug}-navy.com`,
      title: 'Rear Admiral',
    });
    contactId = body.id;
  });

  it('is the spec map: the runs need ai_tools, which regular users lack', () => {
    expect(access.aiAnalysis.permission).toBe('ai_tools');
    expect(rolePermissions.regular_user).not.toContain('ai_tools');
    expect(rolePermissions.wl_user).toContain('ai_tools');
  });

  const runs = () =>
    [
      ['POST', '/functions/v1/smart-score', { contactId, urgency: 'low' }],
      ['POST', '/functions/v1/smart-enrichment', { contactId }],
      ['POST', '/functions/v1/smart-categorize', { contactId }],
      ['POST', '/functions/v1/smart-qualify', { contactId }],
      ['POST', '/functions/v1/smart-bulk', { contacts: [contactId] }],
      ['POST', `/api/ai/contacts/${contactId}/score`, {}],
      ['POST', `/api/ai/contacts/${contactId}/enrich`, {}],
      ['POST', `/api/ai/contacts/${contactId}/categorize`, {}],
      ['POST', `/api/ai/contacts/${contactId}/qualify`, {}],
      ['POST', '/api/ai/bulk-runs/estimate', { scope: { kind: 'selected', contactIds: [contactId] } }],
      ['POST', '/api/ai-tools/runs', { toolId: 'market-trends', input: { industry: 'Retail' } }],
      ['POST', '/api/assistants/threads', { assistantId: 'sales-assistant' }],
    ] as const;

  it('refuses a regular user every AI run with 403 forbidden, whatever the entry point', async () => {
    for (const [method, path, body] of runs()) {
      const response = await regular.request(method, path, body);
      expect(response.status, path).toBe(403);
      expect(response.error?.code, path).toBe('forbidden');
      expect(response.error?.message, path).toContain('ai_tools');
    }
  });

  it('lets a white-label user run them', async () => {
    for (const [method, path, body] of runs()) {
      const response = await wlUser.request(method, path, body);
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBeLessThan(300);
    }
  });

  it('still lets a regular user read what AI produced on a contact and the workspace insights', async () => {
    const analysis = await regular.get(`/api/ai/contacts/${contactId}`);
    expect(analysis.status).toBe(200);
    expect(analysis.body.score?.contactId).toBe(contactId);
    expect((await regular.get('/api/ai/insights')).status).toBe(200);
    expect((await regular.get('/api/openai/status')).status).toBe(200);
  });
});
