import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('the workflow builder in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('builds a workflow from a lead template, is told what is missing, activates it and watches its run', async () => {
    const { slug, owner, client, userId } = await signUpWorkspace('autoui');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl('/lead-automation', slug));
    await page.getByRole('heading', { name: 'Lead Automation' }).waitFor();
    const template = page.locator('.workflow-template', { hasText: 'New lead: assign in turn' });
    // The deal-only template is not offered on the leads page.
    expect(await page.locator('.workflow-template', { hasText: 'Deal won' }).count()).toBe(0);
    await screenshot(page, 'automation-templates');
    await template.getByRole('button', { name: 'Use template' }).click();
    await page.waitForURL(/\/workflow-builder\/[0-9a-f-]{36}$/);

    await page.getByRole('button', { name: 'Activate' }).click();
    const problems = page.getByRole('alert');
    await problems.getByText('choose at least one user').waitFor();
    await screenshot(page, 'automation-problems');

    await page.locator('.flow-node', { hasText: 'Assign owner' }).click();
    await page.getByRole('form', { name: 'Step assign' }).getByLabel('Olive Owner').check();
    await page.getByRole('form', { name: 'Step assign' }).getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Activate' }).click();
    await page.locator('.page__actions .badge', { hasText: 'Active' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    const { body: lead } = await client.post('/api/contacts', {
      name: 'Browser Lead',
      email: 'lead@autoui.test',
      status: 'lead',
    });
    const run = page.locator('.run', { hasText: lead.id.slice(0, 8) });
    await run.locator('.badge', { hasText: 'completed' }).waitFor({ timeout: 30_000 });
    await run.getByRole('button').first().click();
    await run.getByRole('cell', { name: 'intro-task (create task)' }).waitFor();
    expect(await run.locator('.run-steps tbody tr').count()).toBe(3);
    await screenshot(page, 'automation-run');

    const tasks = (await client.get(`/api/tasks?contactId=${lead.id}`)).body.items;
    expect(tasks).toMatchObject([{ title: 'Intro call', assigneeId: userId }]);
  }, 90_000);

  it('lays out a wait for a reply with its two branches, shows the signing secret, and names what a step lacks', async () => {
    const { slug, owner, client } = await signUpWorkspace('autoreply');
    const { body: workflow } = await client.post('/api/automation/workflows', {
      name: 'Follow up',
      definition: {
        trigger: { type: 'record_created', object: 'contact' },
        steps: [
          {
            id: 'reply',
            type: 'wait_for_event',
            event: 'email_replied',
            amount: 2,
            unit: 'days',
            yes: [{ id: 'untag', type: 'remove_tag', tag: '' }],
            no: [
              {
                id: 'nudge',
                type: 'send_sms',
                body: 'Hi {{contact.firstName}}, any thoughts?',
                sender: 'record_owner',
              },
            ],
          },
          { id: 'hook', type: 'http_request', method: 'POST', url: 'https://example.com/hook', body: '{}' },
        ],
      },
    });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl(`/workflow-builder/${workflow.id}`, slug));
    await page.locator('.flow-node', { hasText: 'Wait for reply' }).click();
    await page.getByRole('form', { name: 'Step reply' }).getByLabel('At most').waitFor();
    await page.getByText('Timed out', { exact: true }).waitFor();
    await screenshot(page, 'automation-wait-for-reply');

    await page.locator('.flow-node', { hasText: 'HTTP request' }).click();
    expect(await page.locator('.workflow-secret code').textContent()).toMatch(/^whsec_/);
    await screenshot(page, 'automation-http-request');

    await page.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('alert').getByText('the tag needs a name').waitFor();
  }, 90_000);
});
