import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { KeyClient } from '../support/api-keys';
import { launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

describe('API keys and the embeddable dashboard in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('creates a key, shows the real figures in another site frame, and stops them when revoked', async () => {
    const { slug, owner, client } = await signUpWorkspace('embui');
    await client.post('/api/deals', { title: 'Open deal', value: 2500 });
    await client.post('/api/contacts', { name: 'Hot Lead', email: 'hot@embui.test', interestLevel: 'hot' });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'API keys' }).click();
    await page.getByText('No API keys yet').waitFor();
    await page.getByLabel('Key name').fill('Partner portal');
    // The dashboard scope is ticked to start with; this key may also read contacts.
    await page.getByRole('checkbox', { name: 'read contacts' }).check();
    await page.getByLabel('Expires').selectOption('90');
    await page.getByRole('button', { name: 'Create key' }).click();
    const secret = (await page.locator('.api-keys__secret').first().textContent())!;
    expect(secret).toMatch(/^smk_/);
    const snippet = (await page.locator('.api-keys__secret').nth(1).textContent())!;
    expect(snippet).toContain('/dashboard-embed?key=');
    await screenshot(page, 'api-key-created');
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row', { name: /Partner portal/ });
    await row.waitFor();
    // Shown once: the list names the key by its start only, with what it may do and when it ends.
    expect(await page.locator('.api-keys__secret').count()).toBe(0);
    expect(await row.textContent()).not.toContain(secret);
    expect(await row.textContent()).toContain(`${secret.slice(0, 10)}…`);
    expect(await row.textContent()).toContain('Regular user');
    expect(await row.textContent()).toMatch(/dashboard:read, contacts:read/);
    expect(await row.textContent()).toContain('in 3 months');
    await screenshot(page, 'api-key-listed');
    const integration = new KeyClient(slug, secret);
    expect((await integration.get('/api/contacts')).status).toBe(200);

    const src = snippet.match(/src="([^"]+)"/)![1]!.replaceAll('&amp;', '&');
    const visitor = await newPage(browser);
    // Another site (its own origin) frames the snippet's page; the visitor has no session there.
    const partner = createServer((_request, response) => {
      response.setHeader('content-type', 'text/html');
      response.end(`<h1>Partner site</h1><iframe src="${src}" width="720" height="300"></iframe>`);
    });
    await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
    await visitor.goto(`http://127.0.0.1:${(partner.address() as AddressInfo).port}/`);
    partner.close();
    const frame = visitor.frameLocator('iframe');
    await frame.getByTestId('embed-deals').waitFor();
    expect(await frame.getByTestId('embed-deals').textContent()).toBe('1');
    expect(await frame.getByTestId('embed-value').textContent()).toBe('$2.5K');
    expect(await frame.getByTestId('embed-contacts').textContent()).toBe('1');
    expect(await frame.getByTestId('embed-conversion').textContent()).toBe('0%');
    await screenshot(visitor, 'dashboard-embed-framed');

    await page
      .getByRole('row', { name: /Partner portal/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke key' }).click();
    await page.getByText('No API keys yet').waitFor();
    expect((await integration.get('/api/contacts')).status).toBe(401);
    await visitor.goto(src);
    await visitor.getByText('Failed to load dashboard data').waitFor();
    await visitor.getByRole('button', { name: 'Retry' }).waitFor();
  });
});
