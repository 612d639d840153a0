import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio';

const ours = '+14155552600';
const carla = '+14155552671';

/**
 * Texts end to end against the local Twilio: an admin connects a number, a rep texts a contact from
 * the contact's card, the provider delivers it, the contact's reply shows in the open thread live
 * and on the contact's timeline; then a text to a selection of contacts.
 */
describe('text messages in the browser', () => {
  let browser: Browser;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    [browser, twilio] = await Promise.all([launchBrowser(), startFakeTwilio()]);
  });
  afterAll(async () => {
    await browser?.close();
    await twilio?.stop();
  });

  it('connects the provider, texts a contact, and shows the reply in the thread and on the timeline', async () => {
    const { slug, owner, client } = await signUpWorkspace('smsui');
    const { body: contact } = await client.post('/api/contacts', {
      name: 'Carla Customer',
      email: 'carla@sms.test',
      phone: '+1 415 555 2671',
    });
    const creds = twilio.createAccount([ours]);
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl('/text-messages', slug));
    await page.getByText('No sending number yet').waitFor();
    await page.getByRole('link', { name: 'Sending numbers' }).first().click();
    await page.getByLabel('Account SID').fill(creds.accountSid);
    await page.getByLabel('Auth token').fill('0'.repeat(32));
    await page.getByLabel('Sending number', { exact: true }).fill(ours);
    await page.getByLabel('API address').fill(twilio.url);
    // On by default (21:00–08:00 here); off, so the text leaves whatever time the test runs.
    await page.getByLabel('Hold texts during quiet hours until they end').uncheck();
    await page.getByRole('button', { name: 'Check and connect' }).click();
    await page.getByText('the provider refused these credentials').waitFor();
    await page.getByLabel('Auth token').fill(creds.authToken);
    await page.getByRole('button', { name: 'Check and connect' }).click();
    await page.getByRole('list', { name: 'Sending numbers' }).getByText('+1 415 555 2600').waitFor();
    await screenshot(page, 'sms-numbers');

    await page.goto(appUrl(`/contacts/${contact.id}`, slug));
    await page.getByRole('dialog', { name: 'Contact Details' }).getByRole('link', { name: 'Send Text' }).click();
    const thread = page.getByRole('region', { name: 'Texts with Carla Customer' });
    await thread.getByText('No texts yet').waitFor();
    await thread.getByLabel('Text message').fill('Hi Carla, your order ships today 📦');
    await thread.getByText('35 characters · 1 segment · UCS-2').waitFor();
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByText(/Delivered$/).waitFor({ timeout: 20_000 });
    expect(twilio.textsTo(carla).map((t) => t.body)).toEqual(['Hi Carla, your order ships today 📦']);

    // The contact answers from their phone: the open thread shows it without a reload.
    await twilio.inbound({ from: carla, to: ours, body: 'Thanks! Can you leave it at the door?' });
    await thread.getByText('Thanks! Can you leave it at the door?').waitFor({ timeout: 20_000 });
    await screenshot(page, 'sms-thread');

    await page.goto(appUrl(`/contacts/${contact.id}`, slug));
    const timeline = page.getByRole('dialog', { name: 'Contact Details' }).getByRole('list', { name: 'Timeline' });
    await timeline.getByText(`Text received from ${carla}`).waitFor({ timeout: 20_000 });
    await timeline.getByText(`Text sent to ${carla}`).waitFor();
    await timeline.scrollIntoViewIfNeeded();
    await screenshot(page, 'sms-timeline');

    // A text to a selection of contacts: one without a number is left out, the others texted once.
    await client.post('/api/contacts', { name: 'Nora Nophone', email: 'nora@sms.test' });
    await page.goto(appUrl('/contacts', slug));
    await page.getByLabel('Select Carla Customer').check();
    await page.getByLabel('Select Nora Nophone').check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Send text' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a text' });
    await dialog.getByText('1 of 2 selected contacts').waitFor();
    await dialog.getByLabel('Text', { exact: true }).fill('Hi {{firstName}}, the spring sale starts Monday');
    await screenshot(page, 'sms-bulk');
    await dialog.getByRole('button', { name: 'Send to 1' }).click();
    await dialog.getByText('1 text queued').waitFor();
    await expect
      .poll(() => twilio.textsTo(carla).map((t) => t.body))
      .toEqual(['Hi Carla, your order ships today 📦', 'Hi Carla, the spring sale starts Monday']);
  });
});
