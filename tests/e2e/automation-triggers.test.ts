import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('picking and configuring a trigger in the workflow builder', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sets a schedule with a contact filter, then a webhook whose secret URL shows once saved', async () => {
    const { slug, owner, client } = await signUpWorkspace('trigui');
    const made = await client.post('/api/automation/workflows', {
      name: 'Weekly lead review',
      definition: {
        trigger: { type: 'record_created', object: 'contact' },
        steps: [{ id: 'tag', type: 'add_tag', tag: 'review' }],
      },
    });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl(`/workflow-builder/${made.body.id}`, slug));
    const trigger = page.getByRole('form', { name: 'Trigger' });
    await trigger.getByLabel('When').selectOption('schedule');
    await expect.poll(() => trigger.getByLabel('Schedule (cron)').inputValue()).toBe('0 9 * * 1');
    await trigger.getByLabel('Schedule (cron)').fill('30 8 * * 1-5');
    await trigger.getByRole('button', { name: 'Group' }).click();
    await trigger.getByLabel('Field').selectOption('status');
    await trigger.getByLabel('Value').fill('lead');
    await screenshot(page, 'automation-trigger-schedule');
    await trigger.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.flow-node', { hasText: '30 8 * * 1-5' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await client.get(`/api/automation/workflows/${made.body.id}`)).body.definition.trigger)
      .toMatchObject({
        type: 'schedule',
        cron: '30 8 * * 1-5',
        filter: { groups: [{ rules: [{ field: 'status', operator: 'equals', value: 'lead' }] }] },
      });

    await page.getByRole('form', { name: 'Trigger' }).getByLabel('When').selectOption('inbound_webhook');
    await page.getByRole('form', { name: 'Trigger' }).getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    const url = page.getByRole('form', { name: 'Trigger' }).locator('code');
    await url.waitFor();
    expect(await url.textContent()).toMatch(/\/api\/public\/automation-hooks\/[\w-]{22}\.[\w-]{32}$/);
    await screenshot(page, 'automation-trigger-webhook');
  });
});
