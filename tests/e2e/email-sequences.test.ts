import nodemailer from 'nodemailer';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { mailboxDraft, readFolder } from '../support/mailbox-reader';
import { type MailServer, type MailUser, startMailServer } from '../support/mail-server';

/**
 * A sequence end to end on a real Dovecot + Postfix: a template written in the browser, a two-step
 * sequence built from it, a contact enrolled; the first mail arrives merged, the contact replies
 * from their mail program, and the sequence shows them as replied (no second step).
 */
describe('email sequences in the browser', () => {
  let browser: Browser;
  let mail: MailServer;
  beforeAll(async () => {
    [browser, mail] = await Promise.all([launchBrowser(), startMailServer(['rep', 'prospect'])]);
  });
  afterAll(async () => {
    await browser?.close();
    await mail?.stop();
  });

  it('writes a template, builds a two-step sequence, enrols a contact and stops when they reply', async () => {
    const [rep, prospect] = mail.users as [MailUser, MailUser];
    const { slug, owner, client } = await signUpWorkspace('seqe2e');
    const answer = `<${crypto.randomUUID()}@mail.test>`;
    expect((await client.post('/api/mailboxes', mailboxDraft(mail, rep))).status).toBe(201);
    const { body: contact } = await client.post('/api/contacts', {
      firstName: 'Petra',
      lastName: 'Prospect',
      email: prospect.address,
      company: 'Prospect GmbH',
    });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl('/email-templates', slug));
    await page.getByText('No templates yet').waitFor();
    await page.getByLabel('Template name').fill('Opener');
    await page.getByLabel('Subject').fill('Ideas for {{contact.company}}');
    await page.getByLabel('Message').fill('Hi {{contact.nickname}},\n\nA short note.');
    await page.getByRole('button', { name: 'Add template' }).click();
    await page.getByText('{{contact.nickname}} is not a merge field').waitFor();
    await page.getByLabel('Message').fill('Hi {{contact.firstName|there}},\n\nA short note.');
    await page.getByRole('button', { name: 'Add template' }).click();
    await page.getByRole('list', { name: 'Templates' }).getByText('Opener').waitFor();
    await screenshot(page, 'email-templates');

    // The composer starts from the template, merged for the contact.
    await page.goto(appUrl(`/email-composer?contactId=${contact.id}`, slug));
    await page.getByLabel('Template').selectOption({ label: 'Opener' });
    await expect.poll(() => page.getByLabel('Subject').inputValue()).toBe('Ideas for Prospect GmbH');
    expect(await page.getByLabel('Message').inputValue()).toBe('Hi Petra,\n\nA short note.');
    await screenshot(page, 'email-composer-template');

    await page.goto(appUrl('/campaigns', slug));
    await page.getByRole('button', { name: 'New sequence' }).click();
    const form = page.getByRole('form', { name: 'New sequence' });
    await form.getByLabel('Sequence name').fill('Prospecting');
    await form.getByRole('button', { name: 'Add step' }).click();
    const steps = form.getByRole('list', { name: 'Steps' }).getByRole('listitem');
    await steps.nth(0).getByLabel('Template').selectOption({ label: 'Opener' });
    await steps.nth(1).getByLabel('Template').selectOption({ label: 'Opener' });
    await form.getByLabel('Time zone').fill('UTC');
    await form.getByLabel('Sending hours from').selectOption('0');
    await form.getByLabel('Sending hours until').selectOption('24');
    await form.getByLabel('Weekdays only').uncheck();
    await screenshot(page, 'email-sequence-new');
    await form.getByRole('button', { name: 'Create sequence' }).click();
    const sequences = page.getByRole('list', { name: 'Sequences' });
    await sequences.getByText('Prospecting').waitFor();

    await sequences.getByRole('button', { name: 'Enrolments' }).click();
    await page.getByLabel('Enrol contacts').fill('Petra');
    await page.getByRole('button', { name: 'Enrol', exact: true }).click();
    const enrolments = page.getByRole('region', { name: 'Enrolments of Prospecting' });
    await enrolments.getByText(prospect.address).waitFor({ timeout: 20_000 });

    await expect.poll(async () => (await readFolder(mail, prospect)).length, { timeout: 30_000 }).toBe(1);
    const [first] = await readFolder(mail, prospect);
    expect(first?.subject).toBe('Ideas for Prospect GmbH');
    expect(first?.source).toContain('Hi Petra,');
    await enrolments.getByText('1 of 2').waitFor({ timeout: 20_000 });

    await nodemailer
      .createTransport({
        host: mail.host,
        port: mail.smtpPort,
        ignoreTLS: true,
        auth: { user: prospect.address, pass: prospect.password },
      })
      .sendMail({
        from: prospect.address,
        to: rep.address,
        subject: `Re: ${first?.subject}`,
        text: 'Tell me more.',
        messageId: answer,
        inReplyTo: first?.messageId,
      });
    await enrolments.getByText('Replied').waitFor({ timeout: 30_000 });
    await sequences.getByText(/1 replied/).waitFor({ timeout: 10_000 });
    await screenshot(page, 'email-sequence-replied');

    // Replying from the timeline answers in the thread.
    await page.goto(appUrl(`/contacts/${contact.id}`, slug));
    const timeline = page.getByRole('dialog', { name: 'Contact Details' }).getByRole('list', { name: 'Timeline' });
    const received = timeline.getByRole('listitem').filter({ hasText: 'Email received: Re: Ideas for Prospect GmbH' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await timeline.getByText('Email sent: Ideas for Prospect GmbH').waitFor();
          return received.count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe(1);
    await received.getByRole('link', { name: 'Reply' }).click();
    await page.getByText(`Reply from ${rep.address} to Petra Prospect`).waitFor();
    expect(await page.getByLabel('Subject').inputValue()).toBe('Re: Ideas for Prospect GmbH');
    await page.getByLabel('Message').fill('Hi Petra,\n\nHere is more.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').getByText(/^Sent/).waitFor({ timeout: 20_000 });
    const inbox = await readFolder(mail, prospect);
    // The sequence's second step never went; the reply did, in the thread.
    expect(inbox.map((m) => m.subject)).toEqual(['Ideas for Prospect GmbH', 'Re: Ideas for Prospect GmbH']);
    expect(inbox[1]?.source).toMatch(new RegExp(`^In-Reply-To: ${answer}`, 'im'));
  });
});
