import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

/** An integrator's receiver that fails until told otherwise (the test environment allows 127.0.0.1). */
let answer = 500;
const received: string[] = [];
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push(body);
    res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer >= 400 ? 'receiver is down' : '');
  });
});
let receiverUrl = '';

describe('the webhooks and API reference screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/crm-events`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('adds an endpoint, shows its secret once, logs a failing delivery and redelivers it, turns it off', async () => {
    const { slug, owner, client } = await signUpWorkspace('hookui');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'API keys' }).click();
    await page.getByRole('navigation', { name: 'Developers' }).getByRole('link', { name: 'Webhooks' }).click();
    await page.getByText('No endpoints yet').waitFor();

    // Saving with no event names what is missing.
    await page.getByLabel('Endpoint URL').fill(receiverUrl);
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('pick at least one event').waitFor();
    await page.getByRole('checkbox', { name: 'contact.created' }).check();
    await page.getByLabel('Description').fill('Our ERP');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await page.locator('.api-keys__secret').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await screenshot(page, 'webhook-secret');
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /crm-events/ });
    await row.getByText('Enabled').waitFor();
    expect(await page.locator('.api-keys__secret').count()).toBe(0);
    expect(await row.textContent()).toContain('contact.created');

    const contact = await client.post('/api/contacts', { name: 'Logged Delivery', email: 'logged@hookui.test' });
    expect(contact.status).toBe(201);
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('table', { name: 'Deliveries' });
    // The receiver answered 500: the delivery waits for its next attempt, and the log says why.
    await log.getByText('retrying').waitFor({ timeout: 30_000 });
    expect(await log.textContent()).toContain('HTTP 500');
    await log.locator('summary').first().click();
    await log.getByText('receiver is down').waitFor();
    await screenshot(page, 'webhook-delivery-failed');

    answer = 204;
    await log.getByRole('button', { name: 'Redeliver contact.created' }).click();
    await log.getByText('delivered').waitFor({ timeout: 30_000 });
    expect(await log.textContent()).toContain('HTTP 204');
    // Sent at least twice (one failed, one delivered) under one webhook-id.
    expect(received.filter((body) => body.includes(contact.body.id)).length).toBeGreaterThanOrEqual(2);
    await screenshot(page, 'webhook-delivered');

    const endpoint = async () => (await client.get('/api/webhooks')).body.items[0];
    await row.getByRole('button', { name: 'Disable' }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    await expect.poll(async () => (await endpoint())?.enabled).toBe(false);
    await row.getByRole('button', { name: 'Enable' }).click();
    await row.getByText('Enabled', { exact: true }).waitFor();
    await expect.poll(async () => (await endpoint())?.enabled).toBe(true);
    // Turning it off and on changed nothing else.
    expect(await endpoint()).toMatchObject({ description: 'Our ERP', events: ['contact.created'] });
  });

  it('lists the operations an API key may call by area, with the scope each needs', async () => {
    const { slug, owner } = await signUpWorkspace('apiref');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(`${new URL(page.url()).origin}/settings/api-reference`);
    const contacts = page.getByRole('region', { name: 'contacts', exact: true });
    const list = contacts.getByRole('row', { name: /GET\s*\/api\/contacts A keyset page of contacts/ });
    await list.waitFor();
    expect(await list.textContent()).toContain('contacts:read');
    // People-only operations (sign-in, settings) show once the filter is off.
    expect(await page.getByRole('region', { name: 'auth', exact: true }).count()).toBe(0);
    await page.getByLabel('Only what an API key may call').uncheck();
    await page.getByRole('region', { name: 'auth', exact: true }).getByText('People only').first().waitFor();
    await page.getByLabel('Find an operation').fill('webhooks:manage');
    await page.getByRole('region', { name: 'webhooks', exact: true }).waitFor();
    expect(await page.locator('.reference__group').count()).toBe(1);
    await screenshot(page, 'api-reference');

    // The interactive reference renders from this server alone, inside the app's CSP.
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') blocked.push(message.text());
    });
    await page.getByRole('link', { name: 'interactive reference' }).click();
    await page.getByRole('heading', { name: 'SmartCRM API', exact: true }).waitFor();
    await page.getByText('A keyset page of contacts').first().waitFor();
    expect(blocked).toEqual([]);
    await screenshot(page, 'api-reference-interactive');
  });
});
