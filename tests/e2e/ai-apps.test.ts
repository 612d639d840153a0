import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

async function winDeal(client: ApiClient, title: string, value: number) {
  const { body: pipelines } = await client.get('/api/pipelines');
  const won = pipelines.items[0]!.stages.find((s) => s.kind === 'won')!.id;
  const { body: deal } = await client.post('/api/deals', { title, value });
  await client.post(`/api/deals/${deal.id}/move`, { stageId: won, version: deal.version });
}

describe('AI tools, assistants and goals in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('runs a tool from the navbar and saves its result to a contact', async () => {
    const { slug, owner, client } = await signUpWorkspace('aiui');
    const { body: jane } = await client.post('/api/contacts', {
      name: 'Jane Doe',
      email: 'jane@acme.test',
      company: 'Acme',
    });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.getByRole('button', { name: 'AI Tools' }).click();
    await page.getByRole('menuitem', { name: 'Email Analysis' }).click();
    await page.waitForURL(/\/ai-tools\?tool=email-analysis$/);
    const form = page.getByRole('form', { name: 'Email Analysis' });
    await form.getByRole('button', { name: 'Run Email Analysis' }).click();
    await form.getByText('Email paste some text').waitFor();
    await form
      .getByLabel('Email', { exact: true })
      .fill('Thanks for the demo, we are excited and would love to see pricing.');
    await form.getByPlaceholder('Search contacts').fill('Jane');
    await form.getByRole('button', { name: /Jane Doe/ }).click();
    await form.getByRole('button', { name: 'Run Email Analysis' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await result.getByTestId('model-source').getByText('Built-in rules').waitFor();
    expect(await result.getByRole('link', { name: 'Connect a language model' }).getAttribute('href')).toBe(
      '/ai-integration',
    );
    await result.getByText('positive', { exact: true }).waitFor();
    await screenshot(page, 'ai-tool-result');
    await result.getByRole('button', { name: 'Save to contact' }).click();
    await page.getByText("Saved on the contact's timeline").waitFor();
    const notes = (await client.get(`/api/contacts/${jane.id}/activities?kind=note`)).body.items;
    expect(notes[0]!.body).toContain('Email Analysis (built-in template, no AI model)');
    await screenshot(page, 'ai-tool-saved');
  });

  it("writes a personal email with the built-in rules, signed with the sender's name and company", async () => {
    const { slug, owner, client } = await signUpWorkspace('aimail');
    await client.post('/api/contacts', { name: 'Jane Doe', email: 'jane@aimail.test', company: 'Acme' });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/ai-tools?tool=email-composer', slug));
    const form = page.getByRole('form', { name: 'Email Composer' });
    await form.getByPlaceholder('Search contacts').fill('Jane');
    await form.getByRole('button', { name: /Jane Doe/ }).click();
    await form.getByLabel('Purpose').fill('Follow up on the pricing proposal');
    await form.getByRole('button', { name: 'Run Email Composer' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await result.getByText('Following up on the pricing proposal', { exact: true }).waitFor();
    const body = (await result.locator('.ai-tool-result__text').allTextContents()).join('\n');
    expect(body).toContain('Hi Jane,');
    expect(body).toContain('I wanted to follow up on the pricing proposal. Given what Acme is working on');
    expect(body).toContain(`Best regards,\n${owner.name}\nCompany ${slug}`);
    expect(body).not.toMatch(/reaching out to/);
    expect(await result.getByTestId('model-source').textContent()).toContain('Written by Built-in rules');
    await screenshot(page, 'ai-email-composer');
  });

  it('asks an assistant to create a task, confirms, and sees the task', async () => {
    const { slug, owner, client } = await signUpWorkspace('asui');
    await client.post('/api/contacts', { name: 'Jane Doe', email: 'jane@asui.test' });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.getByRole('link', { name: 'AI Assistants' }).first().click();
    await page.getByRole('button', { name: 'Start with Sales Assistant' }).click();
    await page.getByLabel('Message').fill('create a task to call Jane tomorrow');
    await page.getByLabel('Message').press('Enter');
    await page.getByText(/Create the task "Call Jane" due .* for Jane Doe/).waitFor();
    await screenshot(page, 'assistant-proposal');
    expect((await client.get('/api/tasks?state=all')).body.items).toEqual([]);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Done: I created the task "Call Jane"/).waitFor();
    await page.getByText('Audit trail (1)').click();
    await page.locator('.assistants__audit').getByText('done', { exact: true }).waitFor();
    await screenshot(page, 'assistant-confirmed');
    await page.getByRole('link', { name: 'Call Jane' }).click();
    await page.getByRole('heading', { name: 'Call Jane' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Delete conversation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Start with Sales Assistant' }).waitFor();
    expect((await client.get('/api/assistants/threads')).body.items).toEqual([]);
  });

  it('creates a goal and sees its progress from the real deals', async () => {
    const { slug, owner, client } = await signUpWorkspace('goalui');
    await winDeal(client, 'First win', 4_000);
    await client.post('/api/deals', { title: 'Renewal', value: 8_000, probability: 70 });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.getByRole('link', { name: 'AI Goals' }).first().click();
    await page.getByRole('button', { name: 'New goal' }).click();
    await page.getByRole('button', { name: 'Create goal' }).click();
    await page.getByText('Target (US dollars) must be 1 or more').waitFor();
    await screenshot(page, 'ai-goal-form-error');
    await page.getByLabel('Target (US dollars)').fill('10000');
    await page.getByRole('button', { name: 'Create goal' }).click();
    const card = page.getByRole('article', { name: 'Revenue won this quarter' });
    await card.getByText('$4,000').first().waitFor();
    await card.getByText('of $10,000').waitFor();
    await card.getByRole('button', { name: 'How to reach it' }).click();
    await card.getByText('Close 1 deal worth $8,000').waitFor();
    await screenshot(page, 'ai-goal-progress');
  });
});
