import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { withOwnerConnection } from '../support/database';
import { addUser } from '../support/workspace-users';

describe('plans and support sessions in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('stops a Starter workspace at its 4th user with an upgrade hint; an operator signs in as a user', async () => {
    const { operator, slug: operatorSlug, owner: operatorUser } = await operatorWorkspace('e2eop');
    const target = await tenantOnPlan(operator, 'starter', 'e2est');
    await addUser(target.tenantId, 'regular_user', target.slug);
    await addUser(target.tenantId, 'wl_user', target.slug);

    const owner = await newPage(browser);
    await signInAt(owner, target.slug, target.owner);
    await owner.goto(appUrl('/admin/users', target.slug));
    await owner.getByRole('button', { name: 'Invite user' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('Email').fill(`fourth@${target.slug}.test`);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    const alert = dialog.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('Your plan allows 3 users and 3 are in use.');
    await screenshot(owner, 'quota-exceeded-invite');
    await dialog.getByRole('link', { name: 'See plans and upgrade' }).click();
    await owner.waitForURL(/\/plan$/);
    await owner.getByRole('heading', { name: 'Your plan', level: 1 }).waitFor();
    await expect.poll(() => owner.getByText('Starter, $29 a month').isVisible()).toBe(true);
    await screenshot(owner, 'plan-page');

    const ops = await newPage(browser);
    await signInAt(ops, operatorSlug, operatorUser);
    await ops.goto(appUrl('/package-builder', operatorSlug));
    await ops.getByRole('article', { name: 'Professional' }).waitFor();
    await ops.getByRole('button', { name: 'New plan' }).click();
    const builder = ops.getByRole('dialog', { name: 'New plan' });
    await builder.getByLabel('Plan id').fill(`team-${operatorSlug}`.slice(0, 40));
    await builder.getByLabel('Name').fill('Team');
    await builder.getByLabel('Monthly price (US dollars)').fill('49.50');
    await builder.getByLabel('Max users').fill('five');
    await builder.getByRole('button', { name: 'Save plan' }).click();
    // Each bad field says what is wrong beside it, and nothing is saved.
    await builder.getByText('Monthly price (US dollars) must be whole dollars').waitFor();
    await builder.getByText('Max users must be a whole number (blank: unlimited)').waitFor();
    await screenshot(ops, 'package-builder-errors');
    await builder.getByLabel('Monthly price (US dollars)').fill('49');
    await builder.getByLabel('Max users').fill('5');
    await builder.getByLabel('Max contacts').fill('5000');
    await builder.getByRole('checkbox', { name: 'Analytics', exact: true }).check();
    await screenshot(ops, 'package-builder-dialog');
    await builder.getByRole('button', { name: 'Save plan' }).click();
    await builder.waitFor({ state: 'hidden' });
    const team = ops.getByRole('article', { name: 'Team' });
    await expect.poll(() => team.textContent()).toContain('Unlimited AI credits');
    await screenshot(ops, 'package-builder');

    await ops.goto(appUrl('/admin/tenants', operatorSlug));
    await ops.getByLabel('Search tenants').fill(target.slug);
    const row = ops.getByRole('row', { name: new RegExp(target.slug) });
    await expect.poll(() => ops.getByRole('row').count()).toBe(2);
    await row.getByRole('button', { name: 'Users' }).click();
    await ops.getByRole('button', { name: `Sign in as ${target.owner.name}` }).waitFor();
    await screenshot(ops, 'operator-tenants');
    await ops.getByRole('button', { name: `Sign in as ${target.owner.name}` }).click();
    await ops.waitForURL(new RegExp(`^http://${target.slug}\\.localhost:\\d+/dashboard$`));
    const banner = ops.getByRole('status').filter({ hasText: 'on behalf of' });
    await expect.poll(() => banner.textContent()).toContain(`Signed in as ${target.owner.name}`);
    expect(await banner.textContent()).toContain(operatorUser.email);
    await screenshot(ops, 'support-banner');

    await banner.getByRole('button', { name: 'End session' }).click();
    await ops.waitForURL(new RegExp(`^http://${operatorSlug}\\.localhost:\\d+/admin/tenants$`));
    await ops.getByRole('heading', { name: 'Tenants', level: 1 }).waitFor();
    expect(await ops.getByText('on behalf of').count()).toBe(0);

    // A suspended workspace says so where its users sign in.
    await operator.request('PUT', `/api/operator/tenants/${target.tenantId}/status`, { status: 'suspended' });
    const visitor = await newPage(browser);
    await visitor.goto(appUrl('/signin', target.slug));
    await visitor.getByLabel('Email').fill(target.owner.email);
    await visitor.getByLabel('Password').fill(target.owner.password);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visitor.getByRole('alert').filter({ hasText: 'This workspace is suspended' }).waitFor();
    await screenshot(visitor, 'suspended-signin');
  });

  it('shows an operator whose trial has ended and extends it, which lets the workspace write again', async () => {
    const { slug: operatorSlug, owner: operatorUser } = await operatorWorkspace('e2etr');
    const trial = await signUpWorkspace('e2etrial');
    await withOwnerConnection(inject('databaseUrl'), (db) =>
      db.query(`UPDATE tenant.tenants SET trial_ends_at = now() - interval '1 day' WHERE id = $1`, [trial.tenantId]),
    );
    const ops = await newPage(browser);
    await signInAt(ops, operatorSlug, operatorUser);
    await ops.goto(appUrl('/admin/tenants', operatorSlug));
    await ops.getByLabel('Search tenants').fill(trial.slug);
    const row = ops.getByRole('row', { name: new RegExp(trial.slug) });
    await expect.poll(() => row.textContent()).toContain('Trial ended');

    await row.getByRole('button', { name: 'Extend trial' }).click();
    const dialog = ops.getByRole('dialog', { name: `Extend the trial of Company ${trial.slug}` });
    await dialog.getByLabel('Days').fill('120');
    await dialog.getByRole('button', { name: 'Extend trial' }).click();
    await dialog.getByText('Days must be at most 90 days').waitFor();
    await dialog.getByLabel('Days').fill('10');
    await screenshot(ops, 'operator-extend-trial');
    await dialog.getByRole('button', { name: 'Extend trial' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const newEnd = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('en-US');
    await expect.poll(() => row.textContent()).toContain(`Trial ends ${newEnd}`);
    expect(
      (await trial.client.post('/api/contacts', { name: 'Back In Business', email: 'back@business.test' })).status,
    ).toBe(201);
  });
});
