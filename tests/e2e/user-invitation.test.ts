import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, newPage, screenshot } from '../support/browser';
import { workspaceWithSuperAdmin } from '../support/workspace-users';

describe('a super admin invites a teammate', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('sends the invitation, and the link from the mailbox signs the teammate in', async () => {
    const { slug, superAdmin } = await workspaceWithSuperAdmin('e2einv');
    const email = `teammate@${slug}.test`;
    const admin = await newPage(browser);
    await admin.goto(appUrl('/signin', slug));
    await admin.getByLabel('Email').fill(superAdmin.email);
    await admin.getByLabel('Password').fill(superAdmin.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL(/\/dashboard$/);

    await admin.goto(appUrl('/admin/users', slug));
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('wl_user');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = admin.getByRole('row', { name: new RegExp(email) });
    await expect.poll(() => row.getByText('Invited').isVisible()).toBe(true);
    await screenshot(admin, 'user-management');

    await admin.getByRole('link', { name: 'Mailbox' }).click();
    await admin.waitForURL(/\/admin\/mailbox$/);
    const invitation = admin.getByRole('article', { name: /You're invited/ });
    const link = invitation.getByRole('link', { name: /\/auth\/accept-invite\?token=/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^http://${slug}\\.localhost:\\d+/auth/accept-invite\\?token=`));
    await screenshot(admin, 'mailbox');

    const invitee = await newPage(browser);
    await invitee.goto(href!);
    await invitee.getByText(`You were invited as ${email}`).waitFor();
    await screenshot(invitee, 'accept-invite');
    await invitee.getByLabel('Your name').fill('Tess Teammate');
    await invitee.getByLabel('Password').fill('teammate-pass-1');
    await invitee.getByRole('button', { name: 'Join workspace' }).click();
    await invitee.waitForURL(/\/dashboard$/);
    await invitee.getByRole('heading', { name: 'Dashboard', exact: true, level: 1 }).waitFor();
    await invitee.getByRole('button', { name: 'User menu' }).click();
    await expect.poll(() => invitee.getByText(email).isVisible()).toBe(true);
    await invitee.getByRole('menuitem', { name: 'Security' }).click();
    await invitee.waitForURL(/\/settings\/security$/);
    await invitee.getByText('This device').waitFor();
    await screenshot(invitee, 'security');
  });
});
