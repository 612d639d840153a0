import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { appUrl, launchBrowser, newPage, signInAt } from '../support/browser';

/**
 * Script-injection payloads saved through the API where people read them, then opened in
 * Chromium on the pages that show them: nothing runs, nothing becomes markup (the CSP would
 * hide a script that became markup, so the DOM is checked too) and the text reads as typed.
 */

/** Markup that, if it ever became HTML, would set window.__pwned to `place`. */
const payload = (place: string) =>
  `<img src=x onerror="window.__pwned='${place}'"><script>window.__pwned='${place}'</script>`;

/** What the page did with the payloads: anything but zeros is a script that got through. */
async function damage(page: Page) {
  return page.evaluate(() => ({
    pwned: (window as { __pwned?: string }).__pwned ?? null,
    injectedImages: document.querySelectorAll('img[src="x"]').length,
    injectedScripts: [...document.scripts].filter((s) => s.textContent?.includes('__pwned')).length,
  }));
}

/** The text a person reads on the page: what is rendered, and what sits in form fields. */
const shownText = (page: Page) =>
  page.evaluate(() =>
    [
      // biome-ignore lint/performance/useDomNodeTextContent: rendered text only; textContent would count a script's source as shown
      document.body.innerText,
      ...[...document.querySelectorAll('input, textarea')].map((f) => (f as HTMLInputElement).value),
    ].join('\n'),
  );

describe('stored script in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('serves the app with a Content-Security-Policy that allows no inline script', async () => {
    const response = await fetch(new URL('/contacts?tenant=demo', inject('baseUrl')));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc.trim()).toBe("script-src 'self'");
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
  });

  it('shows payloads saved in contacts, deals, tasks, notes, companies and branding as text, and runs none', async () => {
    const { slug, owner, client } = await signUpWorkspace('xss');
    const saved = async <M extends string, P extends string>(method: M, path: P, body: unknown) => {
      const response = await client.request(method, path, body);
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body;
    };
    const contact = await saved('POST', '/api/contacts', {
      name: `Mallory ${payload('contact-name')}`.slice(0, 200),
      email: 'mallory@xss.test',
      company: `Evil ${payload('company')}`.slice(0, 200),
      notes: `Notes ${payload('contact-notes')}`,
      tags: ['<b>tag</b>', "<svg onload=window.__pwned='tag'>"],
    });
    const deal = await saved('POST', '/api/deals', {
      title: `Deal ${payload('deal-title')}`,
      value: 5,
      contactId: contact.id,
    });
    await saved('POST', '/api/tasks', {
      title: `Task ${payload('task-title')}`,
      contactId: contact.id,
      dealId: deal.id,
    });
    await saved('POST', `/api/contacts/${contact.id}/activities`, { kind: 'note', body: `Note ${payload('note')}` });
    await saved('POST', '/api/appointments', {
      title: `Meet ${payload('appointment')}`.slice(0, 200),
      startsAt: new Date(Date.now() + 3600_000).toISOString(),
      location: `Room ${payload('location')}`.slice(0, 300),
    });
    const { tenant } = (await client.get('/api/tenant/info')).body;
    await saved('PUT', '/api/tenant/branding', {
      version: tenant.version,
      companyName: `Co ${payload('brand')}`.slice(0, 80),
    });
    await saved('POST', '/api/admin/users', {
      email: 'invitee@xss.test',
      name: `Invitee ${payload('user-name')}`.slice(0, 120),
      role: 'regular_user',
    });

    const page = await newPage(browser);
    const dialogs: string[] = [];
    const violations: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await signInAt(page, slug, owner);

    const visits: [string, string[]][] = [
      ['/dashboard', ['Co <img src=x', `Note ${payload('note')}`, `Deal ${payload('deal-title')}`]],
      ['/contacts', ['Mallory <img src=x', 'Evil <img src=x', '<b>tag</b>']],
      [`/contacts/${contact.id}`, [`Notes ${payload('contact-notes')}`, "<svg onload=window.__pwned='tag'>"]],
      ['/pipeline', ['Deal <img src=x']],
      ['/tasks', ['Task <img src=x']],
      ['/admin/users', ['Invitee <img src=x']],
      ['/calendar', ['Meet <img src=x']],
    ];
    const problems: string[] = [];
    const check = async (where: string, texts: string[]) => {
      for (const text of texts) {
        await expect
          .poll(() => shownText(page))
          .toContain(text)
          .catch(() => problems.push(`${where}: does not show ${text} as text`));
      }
      const done = await damage(page);
      if (done.pwned || done.injectedImages || done.injectedScripts) problems.push(`${where}: ${JSON.stringify(done)}`);
    };
    for (const [path, texts] of visits) {
      await page.goto(appUrl(path, slug));
      await check(path, texts);
    }
    // Ctrl-K search marks the matching runs of the names it finds.
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder('Search contacts, companies, deals, tasks, notes…').fill('img src');
    await check('search', ['Mallory', 'Deal']);
    problems.push(...dialogs.map((d) => `a dialog opened: ${d}`), ...violations.map((v) => `CSP violation: ${v}`));
    const payloads = visits.reduce((n, [, texts]) => n + texts.length, 2);
    console.log(
      `security: stored script pages ${visits.length + 1}, payloads shown ${payloads}, failures ${problems.length}`,
    );
    expect(problems).toEqual([]);
  });
});
