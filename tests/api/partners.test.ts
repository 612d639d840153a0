import { describe, expect, inject, it } from 'vitest';
import { ApiClient, signUpWorkspace, uniqueSlug } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { operatorWorkspace } from '../support/operators';
import { addUser, signIn } from '../support/workspace-users';

/** The invitation link mailed to a client's first user (read from the outbox: the agency cannot see the client's mailbox). */
async function invitationToken(tenantId: string, email: string): Promise<string> {
  const text = await withOwnerConnection(inject('databaseUrl'), async (db) => {
    const { rows } = await db.query(
      'SELECT text_body FROM identity.mail_outbox WHERE tenant_id = $1 AND recipient = $2 ORDER BY created_at DESC LIMIT 1',
      [tenantId, email],
    );
    return rows[0]?.text_body as string;
  });
  return new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
}

/** Moves a client's history back so it was created on `at` (statements of whole past months). */
const backdate = (tenantId: string, at: string) =>
  withOwnerConnection(inject('databaseUrl'), (db) =>
    db.query('UPDATE tenant.tenant_plan_history SET changed_at = $2 WHERE tenant_id = $1', [tenantId, at]),
  );

async function onboard(agency: ApiClient, plan = 'starter') {
  const slug = uniqueSlug('cli');
  const owner = { name: 'Carla Client', email: `carla@${slug}.test` };
  const response = await agency.post('/api/partners/clients', {
    slug,
    companyName: `Client ${slug}`,
    primaryColor: '#0f766e',
    secondaryColor: '#f59e0b',
    plan,
    owner,
  });
  expect(response.status).toBe(201);
  return { slug, owner, tenantId: response.body.tenant.id as string, body: response.body };
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('partners (agencies) and their clients', () => {
  it('onboard a branded client on Starter whose first user sees only the client', async () => {
    const agency = await signUpWorkspace('agy');
    const client = await onboard(agency.client);
    expect(client.body.tenant).toMatchObject({
      slug: client.slug,
      plan: 'starter',
      branding: { companyName: `Client ${client.slug}`, primaryColor: '#0f766e', secondaryColor: '#f59e0b' },
    });
    expect(client.body.owner).toMatchObject({ email: client.owner.email, role: 'super_admin', status: 'invited' });

    const user = new ApiClient(client.slug);
    const accepted = await user.post('/api/auth/accept-invite', {
      token: await invitationToken(client.tenantId, client.owner.email),
      name: 'Carla Client',
      password: 'carla-password-1',
    });
    expect(accepted.status).toBe(200);
    const info = (await user.get('/api/tenant/info')).body.tenant;
    expect(info).toMatchObject({ slug: client.slug, plan: 'starter', branding: { primaryColor: '#0f766e' } });
    expect(info.branding.companyName).toBe(`Client ${client.slug}`);

    const agencyLead = { name: 'Agency Lead', email: 'lead@agency.test' };
    expect((await agency.client.post('/api/contacts', agencyLead)).status).toBe(201);
    expect((await user.post('/api/contacts', { name: 'Client Lead', email: 'lead@client.test' })).status).toBe(201);
    const seen = (await user.get('/api/contacts')).body;
    expect(seen.items.map((c: { email: string }) => c.email)).toEqual(['lead@client.test']);
    // A Starter client has no white-label suite: it cannot onboard clients of its own.
    expect((await user.get('/api/partners/dashboard')).status).toBe(403);
    user.tenant = agency.slug;
    expect([401, 403]).toContain((await user.get('/api/contacts')).status);

    const dashboard = (await agency.client.get('/api/partners/dashboard')).body;
    expect(dashboard).toMatchObject({ mrr: 29, activeClients: 1, newThisMonth: 1, partner: { sharePercent: 20 } });
    expect(dashboard.clients).toEqual([
      expect.objectContaining({
        id: client.tenantId,
        plan: 'starter',
        planName: 'Starter',
        monthlyPrice: 29,
        status: 'active',
        seats: { used: 1, limit: 3 },
        contacts: { used: 1, limit: 1000 },
      }),
    ]);
  });

  it('refuse bad input, taken names and roles without the white-label permission', async () => {
    const agency = await signUpWorkspace('agy');
    const bad = await agency.client.post('/api/partners/clients', {
      slug: 'No Spaces!',
      companyName: 'X Co',
      primaryColor: 'teal',
      secondaryColor: '#ffffff',
      plan: 'starter',
      owner: { name: 'A', email: 'a@b.test' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('slug');
    const taken = await agency.client.post('/api/partners/clients', {
      slug: agency.slug,
      companyName: 'Again',
      primaryColor: '#000000',
      secondaryColor: '#ffffff',
      plan: 'starter',
      owner: { name: 'A', email: `a@${agency.slug}.test` },
    });
    expect(taken.status).toBe(409);
    const regular = await signIn(agency.slug, await addUser(agency.tenantId, 'regular_user', agency.slug));
    expect((await regular.get('/api/partners/dashboard')).status).toBe(403);
    const wl = await signIn(agency.slug, await addUser(agency.tenantId, 'wl_user', agency.slug));
    expect((await wl.get('/api/partners/dashboard')).status).toBe(200);
    // Nothing half made: the failed attempts left no client behind.
    expect((await agency.client.get('/api/partners/dashboard')).body.clients).toEqual([]);
  });

  it("keep each agency's clients to itself", async () => {
    const a = await signUpWorkspace('agya');
    const b = await signUpWorkspace('agyb');
    const client = await onboard(a.client);
    expect((await a.client.get(`/api/partners/clients/${client.tenantId}`)).body.slug).toBe(client.slug);
    expect((await b.client.get(`/api/partners/clients/${client.tenantId}`)).status).toBe(404);
    const upload = new FormData();
    upload.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    expect((await b.client.request('PUT', `/api/partners/clients/${client.tenantId}/logo`, upload)).status).toBe(404);
    const own = await a.client.request('PUT', `/api/partners/clients/${client.tenantId}/logo`, upload);
    expect(own.status).toBe(200);
    expect(own.body.branding.logo).toContain(`tenant=${client.slug}`);
    expect((await b.client.get('/api/partners/dashboard')).body.clients).toEqual([]);
    const month = thisMonth();
    expect((await b.client.get(`/api/partners/statement?from=${month}&to=${month}`)).body.months[0]!.lines).toEqual([]);
    expect(
      (await b.client.get(`/api/operator/partners/${a.tenantId}/statement?from=${month}&to=${month}`)).status,
    ).toBe(403);
  });

  it('earn the share an operator sets of the plan prices, month by month, exported as CSV', async () => {
    const { operator } = await operatorWorkspace('opp');
    const agency = await signUpWorkspace('agy');
    const starter = await onboard(agency.client, 'starter');
    const pro = await onboard(agency.client, 'professional');
    await backdate(starter.tenantId, '2025-01-01T00:00:00Z');
    await backdate(pro.tenantId, '2025-06-16T12:00:00Z');

    const partners = (await operator.get('/api/operator/partners')).body.partners;
    expect(partners).toContainEqual(
      expect.objectContaining({ tenantId: agency.tenantId, sharePercent: 20, clients: 2, mrr: 29 + 79 }),
    );
    expect(
      (await operator.request('PUT', `/api/operator/partners/${agency.tenantId}/share`, { sharePercent: 101 })).status,
    ).toBe(400);
    const set = await operator.request('PUT', `/api/operator/partners/${agency.tenantId}/share`, { sharePercent: 25 });
    expect(set.body).toMatchObject({ tenantId: agency.tenantId, sharePercent: 25 });
    expect(
      (await agency.client.request('PUT', `/api/operator/partners/${agency.tenantId}/share`, { sharePercent: 90 }))
        .status,
    ).toBe(403);

    const statement = (await agency.client.get('/api/partners/statement?from=2025-05&to=2025-06')).body;
    const [june, may] = statement.months;
    expect(may).toMatchObject({ month: '2025-05', projected: false, billedCents: 2900, earnedCents: 725 });
    // June: Starter the whole month ($29, 25% = $7.25); Professional from the 16th, 15 of 30 days ($39.50, 25% = $9.88).
    expect(june!.lines).toEqual([
      expect.objectContaining({
        slug: starter.slug,
        planName: 'Starter',
        daysActive: 30,
        billedCents: 2900,
        earnedCents: 725,
      }),
      expect.objectContaining({
        slug: pro.slug,
        planName: 'Professional',
        daysActive: 15,
        billedCents: 3950,
        earnedCents: 988,
      }),
    ]);
    expect(statement).toMatchObject({ billedCents: 2900 + 2900 + 3950, earnedCents: 725 + 725 + 988 });
    const asOperator = await operator.get(
      `/api/operator/partners/${agency.tenantId}/statement?from=2025-05&to=2025-06`,
    );
    expect(asOperator.body).toEqual(statement);

    const bad = await agency.client.get('/api/partners/statement?from=2025-07&to=2025-06');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('to');

    const csv = await agency.client.get('/api/partners/statement.csv?from=2025-06&to=2025-06');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines).toEqual([
      'Month,Client,Workspace,Plan,Plan price (USD/month),Days active,Days in month,Billed (USD),Share (%),Earned (USD)',
      `2025-06,Client ${starter.slug},${starter.slug},Starter,29,30,30,29.00,25,7.25`,
      `2025-06,Client ${pro.slug},${pro.slug},Professional,79,15,30,39.50,25,9.88`,
      '2025-06,Month total,,,,,,68.50,25,17.13',
      'Total,,,,,,,68.50,25,17.13',
    ]);
    // Suspended today: no longer in the MRR, and this month billed only up to yesterday.
    expect(
      (await operator.request('PUT', `/api/operator/tenants/${pro.tenantId}/status`, { status: 'suspended' })).status,
    ).toBe(200);
    const dashboard = (await agency.client.get('/api/partners/dashboard')).body;
    expect(dashboard).toMatchObject({ mrr: 29, activeClients: 1 });
    expect(dashboard.clients.find((c: { id: string }) => c.id === pro.tenantId)!.status).toBe('suspended');
    const now = new Date();
    const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    const month = thisMonth();
    const current = (await agency.client.get(`/api/partners/statement?from=${month}&to=${month}`)).body.months[0];
    const proLine = current!.lines.find((line: { tenantId: string }) => line.tenantId === pro.tenantId);
    const daysBefore = now.getUTCDate() - 1;
    if (daysBefore === 0) expect(proLine).toBeUndefined();
    else expect(proLine).toMatchObject({ daysActive: daysBefore, billedCents: Math.round((7900 * daysBefore) / days) });
  });

  it('prorate the current month from the day a client was created', async () => {
    const agency = await signUpWorkspace('agy');
    const client = await onboard(agency.client);
    const now = new Date();
    const days = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();
    const active = days - now.getUTCDate() + 1;
    const billed = Math.round((2900 * active) / days);
    const month = thisMonth();
    const statement = (await agency.client.get(`/api/partners/statement?from=${month}&to=${month}`)).body;
    expect(statement.months[0]).toMatchObject({
      projected: true,
      billedCents: billed,
      earnedCents: Math.round(billed * 0.2),
    });
    expect(statement.months[0]!.lines).toEqual([
      expect.objectContaining({ tenantId: client.tenantId, daysActive: active }),
    ]);
  });
});
