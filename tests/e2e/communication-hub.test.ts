import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio';

const ours = '+14155553600';
const dana = '+14155553671';

/**
 * The communication hub against the local Twilio: a text from a contact shows in a second tab's
 * hub live and unread, opening it reads it for the team, the rep answers by text from the hub, and
 * a logged call and an email sit in the same inbox.
 */
describe('communication hub in the browser', () => {
  let browser: Browser;
  let twilio: FakeTwilio;
  beforeAll(async () => {
    [browser, twilio] = await Promise.all([launchBrowser(), startFakeTwilio()]);
  });
  afterAll(async () => {
    await browser?.close();
    await twilio?.stop();
  });

  it('shows a text in live and unread, reads it, answers it inline, and lists calls and emails beside it', async () => {
    const { slug, owner, client } = await signUpWorkspace('hub');
    const creds = twilio.createAccount([ours]);
    expect(
      (await client.post('/api/text-messages/accounts', { ...creds, fromNumber: ours, apiBaseUrl: twilio.url })).status,
    ).toBe(201);
    await client.post('/api/contacts', {
      name: 'Dana Buyer',
      email: 'dana@hub.test',
      phone: '+1 415 555 3671',
    });
    const { body: other } = await client.post('/api/contacts', { name: 'Eli Caller', email: 'eli@hub.test' });
    await client.post(`/api/contacts/${other.id}/activities`, {
      kind: 'call',
      outcome: 'left_voicemail',
      body: 'Left a voicemail about the renewal',
    });

    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/communication-hub', slug));
    const list = page.getByRole('list', { name: 'Conversations' });
    await list.getByText('Left a voicemail about the renewal').waitFor();

    // The contact texts in: the open hub shows it at the top, unread, without a reload.
    await twilio.inbound({ from: dana, to: ours, body: 'Is the discount still on?' });
    const danaRow = list.getByRole('button', { name: /Dana Buyer/ });
    await danaRow.getByText('Unread').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await list.getByRole('button').first().textContent()) ?? '').toContain('Dana Buyer');
    await page.getByRole('tab', { name: /All \(1 unread\)/ }).waitFor();
    await screenshot(page, 'communication-hub-unread');

    // Opening it reads it for everyone, and shows their timeline with the text on it.
    await danaRow.click();
    const pane = page.getByRole('region', { name: 'Conversation with Dana Buyer' });
    await pane.getByRole('list', { name: 'Timeline' }).getByText('Is the discount still on?').waitFor();
    await expect.poll(() => danaRow.getByText('Unread').count()).toBe(0);
    await screenshot(page, 'communication-hub-conversation');
    const second = await newPage(browser);
    await signInAt(second, slug, owner);
    await second.goto(appUrl('/communication-hub', slug));
    await second.getByRole('list', { name: 'Conversations' }).getByText('Is the discount still on?').waitFor();
    expect(await second.getByText('Unread').count()).toBe(0);

    // The answer goes out by text from the hub.
    await pane.getByRole('tab', { name: 'Text' }).click();
    await pane.getByLabel('Text message').fill('Yes, until Friday.');
    await pane.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => twilio.textsTo(dana).map((t) => t.body), { timeout: 20_000 })
      .toEqual(['Yes, until Friday.']);
    await list.getByText('You: Yes, until Friday.').waitFor({ timeout: 20_000 });
    // The second tab follows without a reload.
    await second
      .getByRole('list', { name: 'Conversations' })
      .getByText('You: Yes, until Friday.')
      .waitFor({ timeout: 20_000 });

    // Assigned to nobody, it moves to Unassigned; closed, it leaves the open inbox.
    await pane.getByLabel('Assigned to').selectOption('');
    await page.getByRole('tab', { name: /Unassigned/ }).click();
    await list.getByText('Dana Buyer').waitFor();
    await list.getByRole('button', { name: /Dana Buyer/ }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText('No conversations here').waitFor();
    await page.getByLabel('Show').selectOption('closed');
    await list.getByText('Dana Buyer').waitFor();
    await screenshot(page, 'communication-hub-closed');
  });
});
