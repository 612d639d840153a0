import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, screenshot, signInAt } from '../support/browser';

const group = (page: Page, key: string) =>
  page.locator('section.task-group', { has: page.locator(`[data-group="${key}"]`) });

describe('tasks and the calendar in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('creates a task, marks it complete and sees it move to Completed, then back', async () => {
    const { slug, owner, client } = await signUpWorkspace('tasksui');
    await client.post('/api/tasks', { title: 'Overdue follow-up', dueDate: '2020-01-02', priority: 'high' });
    const page = await newPage(browser);
    await signInAt(page, slug, owner);

    await page.goto(appUrl('/tasks', slug));
    await group(page, 'overdue').getByText('Overdue follow-up').waitFor();
    await page.getByRole('link', { name: 'New Task' }).first().click();
    await page.waitForURL(/\/tasks\/new$/);
    await page.getByRole('button', { name: 'Create Task' }).click();
    await page.getByText('Title needs a title').waitFor();
    await screenshot(page, 'task-form-error');
    await page.getByLabel('Title', { exact: true }).fill('Call Ada back');
    await page.getByLabel('Due date').fill(format(new Date(), 'yyyy-MM-dd'));
    await page.getByLabel('Type').selectOption('call');
    await page.getByRole('button', { name: 'Create Task' }).click();
    await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Call Ada back' }).waitFor();

    await page.getByRole('link', { name: '← All tasks' }).click();
    const today = group(page, 'today');
    await today.getByText('Call Ada back').waitFor();
    await screenshot(page, 'tasks-grouped');
    await today.getByRole('button', { name: 'Actions for Call Ada back' }).click();
    await page.getByRole('menuitem', { name: 'Mark Complete' }).click();
    await group(page, 'completed').getByText('Call Ada back').waitFor();
    expect(await group(page, 'today').count()).toBe(0);
    await screenshot(page, 'tasks-completed');

    await group(page, 'completed').getByRole('button', { name: 'Actions for Call Ada back' }).click();
    await page.getByRole('menuitem', { name: 'Mark Incomplete' }).click();
    await group(page, 'today').getByText('Call Ada back').waitFor();
    const stored = (await client.get('/api/tasks?state=open')).body.items.map((t: { title: string }) => t.title);
    expect(stored).toEqual(['Overdue follow-up', 'Call Ada back']);

    const { body: contact } = await client.post('/api/contacts', { name: 'Grace Hopper', email: 'grace@navy.test' });
    await page.goto(appUrl(`/contacts/${contact.id}`, slug));
    await page.getByRole('link', { name: 'New task' }).click();
    await page.waitForURL(/\/tasks\/new\?contactId=/);
    await page.locator('.contact-chip', { hasText: 'Grace Hopper' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Send Grace the deck');
    await page.getByRole('button', { name: 'Create Task' }).click();
    await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Grace Hopper' }).waitFor();
    await screenshot(page, 'task-detail');
    const linked = (await client.get(`/api/tasks?contactId=${contact.id}`)).body.items;
    expect(linked.map((t: { title: string }) => t.title)).toEqual(['Send Grace the deck']);
  });

  it('schedules an appointment that shows in the month view and the upcoming list', async () => {
    const { slug, owner } = await signUpWorkspace('calui');
    const page = await newPage(browser);
    await signInAt(page, slug, owner);
    await page.goto(appUrl('/calendar', slug));
    await page.getByText('No upcoming appointments').waitFor();
    await screenshot(page, 'calendar-empty');

    const todayCell = page.locator(`.month__day[data-date="${format(new Date(), 'yyyy-MM-dd')}"]`);
    await todayCell.getByRole('button', { name: /^Schedule on/ }).click();
    await page.waitForURL(/\/appointments\/new\?start=.*T09%3A00$/);
    await page.goBack();

    await page.getByRole('link', { name: 'Schedule Appointment' }).click();
    await page.waitForURL(/\/appointments\/new$/);
    const tomorrow = format(new Date(Date.now() + 86_400_000), 'yyyy-MM-dd');
    await page.getByLabel('Title', { exact: true }).fill('Product demo with Ada');
    await page.getByLabel('Type').selectOption('demo');
    await page.getByLabel('Date').fill(tomorrow);
    await page.getByRole('button', { name: 'Schedule Appointment' }).click();
    await page.waitForURL(/\/appointments\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Product demo with Ada' }).waitFor();
    expect(await page.getByTestId('appointment-status').textContent()).toBe('Scheduled');
    await screenshot(page, 'appointment-detail');

    await page.goto(appUrl(`/calendar?view=month&date=${tomorrow}`, slug));
    const cell = page.locator(`.month__day[data-date="${tomorrow}"]`);
    await cell.getByText('Product demo with Ada').waitFor();
    await page.locator('.upcoming').getByText('Product demo with Ada').waitFor();
    expect(await page.getByText('No upcoming appointments').count()).toBe(0);
    await screenshot(page, 'calendar-month');

    await page.getByRole('button', { name: 'Week' }).click();
    await page.locator(`.timegrid__column[data-date="${tomorrow}"]`).getByText('Product demo with Ada').waitFor();
    await screenshot(page, 'calendar-week');
  });
});
