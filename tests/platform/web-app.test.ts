import { describe, expect, inject, it } from 'vitest';

describe('the built web app', () => {
  it('serves every page path the app, and a missing asset as 404 rather than the page', async () => {
    const page = await fetch(`${inject('baseUrl')}/contacts/42`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const gone = await fetch(`${inject('baseUrl')}/assets/index-gone1234.js`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('application/json');
  });
});
