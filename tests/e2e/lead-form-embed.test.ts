import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formMinFillMs } from '@smartcrm/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

/** A customer's own web site, on another origin, with a form's embed snippet pasted into it. */
async function customerSite(snippet: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Acme</title><h1>Acme webinars</h1>${snippet}<footer>Acme Inc.</footer>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webinars` };
}

describe('a lead capture form embedded in another site', () => {
  let browser: Browser;
  let site: Server | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (site ? site.close(resolve) : resolve(undefined)));
  });

  it('shows the whole form through the script embed and credits the page and campaign it was sent from', async () => {
    const { slug, owner, client } = await signUpWorkspace('fembed');
    const created = await client.post('/api/forms', {
      name: 'Embedded sign-up',
      fields: [
        { key: 'name', label: 'Your name', kind: 'text', mapsTo: 'name', required: true },
        { key: 'email', label: 'Email', kind: 'email', mapsTo: 'email', required: true },
        { key: 'message', label: 'What should we cover?', kind: 'long_text' },
        { key: 'click', label: 'Click id', kind: 'hidden', param: 'gclid', mapsTo: 'custom', customName: 'Click id' },
      ],
      thankYou: { kind: 'message', message: 'Thanks from the embed.' },
    });
    expect(created.status).toBe(201);
    const builder = await newPage(browser);
    await signInAt(builder, slug, owner);
    await builder.goto(appUrl(`/forms/${created.body.id}`, slug));
    await builder.getByRole('button', { name: 'Publish', exact: true }).click();
    const snippet = await builder.getByLabel('Script embed').inputValue();
    await screenshot(builder, 'forms-embed-snippets');

    const customer = await customerSite(snippet);
    site = customer.server;
    const page = await newPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const landing = `${customer.url}?utm_source=partner&utm_campaign=spring&gclid=abc123`;
    await page.goto(landing);
    const frame = page.frameLocator('iframe[title="Embedded sign-up"]');
    const form = frame.getByRole('form', { name: 'Embedded sign-up' });
    await form.getByLabel('Your name *').fill('Emma Embed');
    await form.getByLabel('Email *').fill('emma@embed.test');
    await form.getByLabel('What should we cover?').fill('Pricing\nand onboarding');
    // The frame grew to the form's height: its submit button shows without scrolling inside it.
    await expect.poll(() => page.locator('iframe').getAttribute('height')).not.toBe('600');
    const box = await page.locator('iframe').boundingBox();
    const button = await form.getByRole('button', { name: 'Submit' }).boundingBox();
    expect(button!.y + button!.height).toBeLessThanOrEqual(box!.y + box!.height);
    await screenshot(page, 'forms-embedded');
    // A person takes a few seconds to fill a form; a post sooner than that is taken for a bot's.
    await page.waitForTimeout(formMinFillMs);
    await form.getByRole('button', { name: 'Submit' }).click();
    await frame.getByText('Thanks from the embed.').waitFor();
    expect(errors).toEqual([]);

    const submissions = await client.get(`/api/forms/${created.body.id}/submissions`);
    const [submission] = submissions.body.items;
    expect(submission).toMatchObject({
      utm: { source: 'partner', campaign: 'spring' },
      referrer: landing,
      values: { email: 'emma@embed.test', click: 'abc123', message: 'Pricing\nand onboarding' },
    });
  });
});
