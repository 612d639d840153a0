import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, fetchInPage, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { addUser, signIn } from '../support/workspace-users';

const reason = /super admins and white-label users/;

type Member = { email: string; password: string };

/** A workspace with a regular and a white-label user, each owning a contact (visibility rules aside). */
async function workspaceWithMembers() {
  const { slug, tenantId } = await signUpWorkspace('aiperme2e');
  const members = {
    regular_user: await addUser(tenantId, 'regular_user', slug),
    wl_user: await addUser(tenantId, 'wl_user', slug),
  };
  const contacts: Record<keyof typeof members, string> = { regular_user: '', wl_user: '' };
  for (const role of ['regular_user', 'wl_user'] as const) {
    const client = await signIn(slug, members[role]);
    const { status, body } = await client.post('/api/contacts', {
      name: `Ada Lovelace ${role}`,
      email: `ada-${role.replace('_', '-')}@${slug}-engines.com`,
      title: 'Chief Analyst',
    });
    expect(status).toBe(201);
    contacts[role] = body.id;
  }
  return { slug, members: members as Record<keyof typeof members, Member>, contacts };
}

/**
 * AI runs need ai_tools (spec 000 §6), as the BFF enforces: the UI never offers a regular user a
 * button that only fails, it says why the button is off.
 */
describe('AI runs in the browser follow the permission map', () => {
  let browser: Browser;
  let workspace: Awaited<ReturnType<typeof workspaceWithMembers>>;
  beforeAll(async () => {
    browser = await launchBrowser();
    workspace = await workspaceWithMembers();
  });
  afterAll(async () => browser?.close());

  it("disables a regular user's AI Analysis, Enrich Data and Smart Scoring with the reason, and still reads the score", async () => {
    const page = await newPage(browser);
    const { slug, members, contacts } = workspace;
    await signInAt(page, slug, members.regular_user);
    const contactId = contacts.regular_user;
    await page.goto(appUrl(`/contacts/${contactId}`, slug));
    const modal = page.getByRole('dialog', { name: 'Contact Details' });
    await modal.getByRole('button', { name: 'AI Analysis' }).waitFor();
    expect(await modal.getByRole('button', { name: 'AI Analysis' }).isDisabled()).toBe(true);
    expect(await modal.getByRole('button', { name: 'Enrich Data' }).isDisabled()).toBe(true);
    expect(await modal.getByTestId('ai-run-reason').textContent()).toMatch(reason);
    // Reading what AI produced is everyone's.
    expect((await fetchInPage(page, `/api/ai/contacts/${contactId}`)).status).toBe(200);
    await screenshot(page, 'ai-permissions-contact-regular');

    await page.goto(appUrl('/ai-integration', slug));
    const run = page.getByRole('button', { name: 'Run Smart Scoring' });
    await run.waitFor();
    expect(await run.isDisabled()).toBe(true);
    expect(await page.getByTestId('ai-run-reason').first().textContent()).toMatch(reason);
    // The hub's AI Tools tab offers no tool the role may not open.
    await page.getByRole('tab', { name: 'AI Tools' }).click();
    await page.getByText('The AI tools and deal analysis are for super admins and white-label users.').waitFor();
    expect(await page.getByRole('tabpanel').getByRole('link').count()).toBe(0);
  });

  it('lets a white-label user run them', async () => {
    const page = await newPage(browser);
    const { slug, members, contacts } = workspace;
    await signInAt(page, slug, members.wl_user);
    await page.goto(appUrl(`/contacts/${contacts.wl_user}`, slug));
    const modal = page.getByRole('dialog', { name: 'Contact Details' });
    const analyse = modal.getByRole('button', { name: 'AI Analysis' });
    await analyse.waitFor();
    expect(await analyse.isDisabled()).toBe(false);
    expect(await modal.getByTestId('ai-run-reason').count()).toBe(0);
    await analyse.click();
    await modal.getByRole('region', { name: 'Analysis Complete' }).waitFor();
  });
});
