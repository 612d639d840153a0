import { eventSubject, type Pipeline } from '@smartcrm/contracts';
import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { addUser, signIn } from '../support/workspace-users';

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function stageIdOf(client: ApiClient, key: string) {
  const { body } = await client.get('/api/pipelines');
  return (body.items.find((p: Pipeline) => p.isDefault) as Pipeline).stages.find((s) => s.key === key)!.id;
}

/** A workspace with a product and a deal whose value follows its two lines (USD, tax added). */
async function dealWithLines(prefix: string) {
  const workspace = await signUpWorkspace(prefix);
  const { client } = workspace;
  const product = await client.post('/api/products', {
    sku: 'ENG-1',
    name: 'Engine licence',
    prices: { USD: 120_000, EUR: 110_000 },
    taxRate: 20,
    billing: 'yearly',
  });
  expect(product.status).toBe(201);
  const { body: deal } = await client.post('/api/deals', { title: 'Engines for Ada', value: 1 });
  const lines = await client.request('PUT', `/api/deals/${deal.id}/lines`, {
    currency: 'USD',
    valueFollowsLines: true,
    lines: [
      {
        productId: product.body.id,
        description: 'Engine licence',
        quantity: 3,
        unitPrice: 120_000,
        discountPercent: 10,
        taxRate: 20,
        billing: 'yearly',
      },
      { description: 'Set-up', quantity: 1, unitPrice: 49_999, taxRate: 20 },
    ],
  });
  expect(lines.status).toBe(200);
  return { ...workspace, deal, product: product.body, lines: lines.body };
}

describe('deal line items', () => {
  it('prices each line once, and the deal value follows the lines when asked', async () => {
    const { client, deal, lines } = await dealWithLines('dlines');
    // 3 × 1,200.00 − 10 % = 3,240.00 + 20 % = 3,888.00; 499.99 + 20 % = 599.988 → 599.99
    expect(lines.lines.map((l) => [l.net, l.tax, l.total])).toEqual([
      [324_000, 64_800, 388_800],
      [49_999, 10_000, 59_999],
    ]);
    expect(lines.totals).toEqual({ net: 373_999, tax: 74_800, total: 448_799 });
    const { body: after } = await client.get(`/api/deals/${deal.id}`);
    expect(after.value).toBe(4488); // whole dollars of 4,487.99
  });

  it.each([
    [{ quantity: -2 }, 'lines.0.quantity'],
    [{ discountPercent: 120 }, 'lines.0.discountPercent'],
    [{ currency: 'EUR' }, 'lines.0.currency'],
    [{ productId: '00000000-0000-4000-8000-000000000000' }, 'lines.0.productId'],
  ])('refuses %j naming %s', async (over, field) => {
    const { client, deal } = await dealWithLines('dlbad');
    const line = { description: 'x', quantity: 1, unitPrice: 100, ...over };
    const response = await client.request('PUT', `/api/deals/${deal.id}/lines`, { currency: 'USD', lines: [line] });
    expect(response.status).toBe(400);
    const named = response.error?.details?.field ?? response.error?.details?.issues?.map((i) => i.path).join();
    expect(named).toContain(field);
  });
});

describe('quotes', () => {
  it('quotes a deal, prints it, and its customer accepts the current version on the public page', async () => {
    const { client, slug, tenantId, deal } = await dealWithLines('quote');
    const won = await stageIdOf(client, 'negotiation');
    const created = await client.post('/api/quotes', {
      dealId: deal.id,
      title: 'Engines for Ada',
      terms: 'Net 30. Prices valid for the quoted period.',
      expiresOn: daysFromToday(14),
      acceptStageId: won,
    });
    expect(created.status).toBe(201);
    const quote = created.body;
    expect(quote).toMatchObject({ number: 'Q-0001', version: 1, status: 'open', totals: { total: 448_799 } });
    expect(quote.publicToken).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const pdf = await fetch(new URL(`/api/quotes/${quote.id}/pdf`, inject('baseUrl')), {
      headers: { 'x-tenant-id': slug, cookie: `smartcrm_session=${client.cookie('smartcrm_session')}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(`Company ${slug}`);
    expect(text).toContain('Quote Q-0001 (version 1)');
    expect(text).toContain('Total: USD 4,487.99');
    expect(text).toContain('Tax: USD 748.00');
    expect(text).toContain('net USD 3,240.00, tax USD 648.00, total USD 3,888.00');

    // A revision supersedes version 1: its link can no longer be accepted.
    const { body: v2 } = await client.post(`/api/quotes/${quote.id}/revisions`, { terms: 'Net 15.' });
    expect(v2).toMatchObject({
      number: 'Q-0001',
      version: 2,
      terms: 'Net 15.',
      acceptStageId: won,
      title: 'Engines for Ada',
    });
    const customer = new (client.constructor as typeof ApiClient)(slug);
    const stale = await customer.post(`/api/quote-links/${quote.publicToken}/accept`, { name: 'Ada Lovelace' });
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toMatch(/replaced by a newer version/);

    const page = await customer.get(`/api/quote-links/${v2.publicToken}`);
    expect(page.body).toMatchObject({ number: 'Q-0001', version: 2, status: 'open', totals: { total: 448_799 } });
    expect(page.body).not.toHaveProperty('dealId');

    const nc = await connect({ servers: inject('natsUrl') });
    const events = nc.subscribe(eventSubject('crm.quote.accepted', tenantId), { max: 1, timeout: 10_000 });
    const accepted = await customer.post(`/api/quote-links/${v2.publicToken}/accept`, { name: 'Ada Lovelace' });
    expect(accepted.status).toBe(200);
    expect(accepted.body.status).toBe('accepted');
    expect(accepted.body.acceptance).toMatchObject({
      name: 'Ada Lovelace',
      version: 2,
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    for await (const message of events) {
      expect(JSON.parse(new TextDecoder().decode(message.data)).data).toMatchObject({
        quoteId: v2.id,
        dealId: deal.id,
        version: 2,
        total: 448_799,
        acceptedBy: 'Ada Lovelace',
      });
    }
    await nc.drain();
    expect((await client.get(`/api/deals/${deal.id}`)).body.stageId).toBe(won);
    const again = await customer.post(`/api/quote-links/${v2.publicToken}/accept`, { name: 'Ada Lovelace' });
    expect(again.status).toBe(409);
  });

  it('refuses an expired quote and a name too short, and keeps links to their own workspace', async () => {
    const { client, deal } = await dealWithLines('qexp');
    const { body: quote } = await client.post('/api/quotes', {
      dealId: deal.id,
      title: 'Old',
      expiresOn: daysFromToday(-1),
    });
    expect(quote.status).toBe('expired');
    const customer = new (client.constructor as typeof ApiClient)(client.tenant);
    const short = await customer.post(`/api/quote-links/${quote.publicToken}/accept`, { name: 'A' });
    expect(short.status).toBe(400);
    expect(short.error?.details?.issues?.[0]?.path).toBe('body.name');
    const expired = await customer.post(`/api/quote-links/${quote.publicToken}/accept`, { name: 'Ada Lovelace' });
    expect(expired.status).toBe(409);
    expect(expired.error?.message).toMatch(/expired/);

    const other = await signUpWorkspace('qother');
    expect(
      (await new (client.constructor as typeof ApiClient)(other.slug).get(`/api/quote-links/${quote.publicToken}`))
        .status,
    ).toBe(404);
    expect((await other.client.get(`/api/quotes/${quote.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/deals/${deal.id}/lines`)).status).toBe(404);
    expect(
      (await other.client.post('/api/quotes', { dealId: deal.id, title: 'x', expiresOn: daysFromToday(3) })).status,
    ).toBe(404);
  });
});

describe('invoices', () => {
  it('invoices an accepted quote once, then sends, part-pays, pays and refuses edits', async () => {
    const { client, deal } = await dealWithLines('inv');
    const { body: quote } = await client.post('/api/quotes', {
      dealId: deal.id,
      title: 'Q',
      expiresOn: daysFromToday(5),
    });
    const early = await client.post('/api/invoices', { quoteId: quote.id, dueOn: daysFromToday(30) });
    expect(early.status).toBe(400);
    expect(early.error?.details?.field).toBe('quoteId');
    const customer = new (client.constructor as typeof ApiClient)(client.tenant);
    await customer.post(`/api/quote-links/${quote.publicToken}/accept`, { name: 'Ada Lovelace' });

    const created = await client.post('/api/invoices', { quoteId: quote.id, dueOn: daysFromToday(30) });
    expect(created.status).toBe(201);
    const invoice = created.body;
    expect(invoice).toMatchObject({
      number: `INV-${new Date().getUTCFullYear()}-0001`,
      status: 'draft',
      totals: { total: 448_799 },
    });
    expect((await client.post('/api/invoices', { quoteId: quote.id, dueOn: daysFromToday(30) })).status).toBe(409);
    // The refused one took a number and gave it back when its transaction rolled back: no gap.
    const byHand = await client.post('/api/invoices', {
      customerName: 'Ada',
      dueOn: daysFromToday(30),
      document: { currency: 'USD', lines: [{ description: 'Extra', quantity: 1, unitPrice: 100 }] },
    });
    expect(byHand.body.number).toBe(`INV-${new Date().getUTCFullYear()}-0002`);

    expect((await client.post(`/api/invoices/${invoice.id}/send`)).body.status).toBe('sent');
    const edit = await client.request('PATCH', `/api/invoices/${invoice.id}`, { version: 1, notes: 'changed' });
    expect(edit.status).toBe(409);
    expect(edit.error?.message).toMatch(/credit note/);

    const part = await client.post(`/api/invoices/${invoice.id}/payments`, { amount: 100_000 });
    expect(part.body).toMatchObject({ status: 'partially_paid', amountPaid: 100_000 });
    const over = await client.post(`/api/invoices/${invoice.id}/payments`, { amount: 348_800 });
    expect(over.status).toBe(400);
    expect(over.error?.details?.field).toBe('amount');
    const rest = await client.post(`/api/invoices/${invoice.id}/payments`, { amount: 348_799 });
    expect(rest.body).toMatchObject({ status: 'paid', amountPaid: 448_799 });
    expect((await client.post(`/api/invoices/${invoice.id}/payments`, { amount: 1 })).status).toBe(409);
    expect((await client.post(`/api/invoices/${invoice.id}/void`)).status).toBe(409);
  });

  it('numbers 50 invoices created at once 1 to 50 with the workspace pattern; void keeps the number', async () => {
    const { client } = await signUpWorkspace('invnum');
    const pattern = await client.request('PUT', '/api/invoices/settings', { numberPattern: 'ACME-{SEQ:3}' });
    expect(pattern.body).toEqual({ numberPattern: 'ACME-{SEQ:3}', nextNumber: 1 });
    const document = {
      currency: 'EUR',
      taxMode: 'inclusive',
      lines: [{ description: 'Hours', quantity: 1.5, unitPrice: 8_000, taxRate: 19 }],
    };
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        client.post('/api/invoices', { customerName: `Customer ${i}`, dueOn: daysFromToday(-1), document }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = replies.map((r) => r.body.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => `ACME-${String(i + 1).padStart(3, '0')}`));
    expect(replies[0]!.body.totals).toEqual({ net: 10_084, tax: 1_916, total: 12_000 });

    const first = replies.find((r) => r.body.number === 'ACME-001')!.body;
    const voided = await client.post(`/api/invoices/${first.id}/void`);
    expect(voided.body).toMatchObject({ number: 'ACME-001', status: 'void' });
    const second = replies.find((r) => r.body.number === 'ACME-002')!.body;
    expect((await client.post(`/api/invoices/${second.id}/send`)).body.status).toBe('overdue');
    const { body: next } = await client.post('/api/invoices', {
      customerName: 'Late',
      dueOn: daysFromToday(9),
      document,
    });
    expect(next.number).toBe('ACME-051');

    expect((await client.get('/api/invoices?status=overdue')).body.items.map((i) => i.number)).toEqual(['ACME-002']);
    const csv = await client.get('/api/invoices/export.csv');
    const rows = (csv.body as unknown as string).trim().split('\n');
    expect(rows).toHaveLength(52);
    expect(rows[0]).toBe('Number,Status,Customer,Issued,Due,Currency,Net,Tax,Total,Paid');
    expect(rows.find((r) => r.startsWith('ACME-001,'))).toMatch(
      /^ACME-001,void,Customer \d+,[\d-]+,[\d-]+,EUR,100.84,19.16,120.00,0.00$/,
    );
  });

  it('lets regular users invoice but not keep the catalogue or the numbering', async () => {
    const { tenantId, slug } = await signUpWorkspace('invrole');
    const rep = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    const product = await rep.post('/api/products', { sku: 'X', name: 'X', prices: { USD: 1 } });
    expect(product.status).toBe(403);
    expect((await rep.request('PUT', '/api/invoices/settings', { numberPattern: '{SEQ}' })).status).toBe(403);
    expect((await rep.get('/api/invoices')).status).toBe(200);
  });
});
