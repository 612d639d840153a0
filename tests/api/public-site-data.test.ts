import { describe, expect, inject, it } from 'vitest';
import { ApiClient, uniqueSlug } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { operatorWorkspace } from '../support/operators';
import { addUser, signIn } from '../support/workspace-users';

/** The public site's data: pricing from the plans, the free trial, the newsletter, the contact form, /status. */

const visitor = () => new ApiClient(null);
const sql = <T extends object>(text: string, params: unknown[] = []) =>
  withOwnerConnection(inject('databaseUrl'), async (db) => (await db.query<T>(text, params)).rows);

async function signUp(plan?: string) {
  const slug = uniqueSlug('trial');
  const client = new ApiClient(slug);
  const owner = { email: `owner@${slug}.test`, password: 'owner-password-1', name: 'Tina Trial' };
  const response = await client.post('/api/auth/signup', {
    companyName: `Trial ${slug}`,
    slug,
    ...owner,
    ...(plan ? { plan } : {}),
  });
  return { slug, client, owner, response };
}

const newContact = (client: ApiClient, n: number) =>
  client.post('/api/contacts', { name: `Trial Contact ${n}`, email: `contact${n}@trial.test` });

describe('pricing on the public site', () => {
  it("lists the package builder's plans with the §9 prices, limits and lines, and follows an edit", async () => {
    const pricing = await visitor().get('/api/public/pricing');
    expect(pricing.status).toBe(200);
    expect(pricing.body.trialDays).toBe(14);
    const byId = Object.fromEntries(pricing.body.plans.map((p) => [p.id, p]));
    expect(byId.starter).toMatchObject({ name: 'Starter', monthlyPrice: 29, popular: false });
    expect(byId.starter!.quotas).toEqual({ users: 3, contacts: 1000, aiCredits: 5 });
    expect(byId.starter!.highlights).toEqual(['Basic CRM', 'Email support', '5 AI tool credits/month']);
    expect(byId.professional).toMatchObject({ monthlyPrice: 79, popular: true });
    expect(byId.professional!.highlights).toContain('Priority support');
    expect(byId.enterprise).toMatchObject({
      monthlyPrice: 199,
      quotas: { users: null, contacts: null, aiCredits: null },
    });
    expect(byId.enterprise!.highlights).toContain('White-label options');

    // The same plans the signed-in product lists, field for field.
    const { operator } = await operatorWorkspace('prc');
    const plans = (await operator.get('/api/plans')).body.plans;
    const listed = plans.filter((p) => p.listed);
    expect(pricing.body.plans).toEqual(listed.map(({ version, updatedAt, listed: _, ...plan }) => plan));

    const id = uniqueSlug('growth').slice(0, 30);
    const input = {
      id,
      name: 'Growth',
      monthlyPrice: 49,
      features: ['dashboard', 'contacts'],
      quotas: { users: 5, contacts: 5000, aiCredits: 20 },
      highlights: ['Phone support'],
    };
    const created = await operator.post('/api/plans', input);
    expect(created.status).toBe(201);
    const priceOf = async () =>
      (await visitor().get('/api/public/pricing')).body.plans.find((p) => p.id === id)?.monthlyPrice;
    expect(await priceOf()).toBe(49);

    const { id: _id, highlights: _h, ...rest } = input;
    const edited = await operator.request('PUT', `/api/plans/${id}`, { ...rest, monthlyPrice: 59, version: 1 });
    expect(edited.status).toBe(200);
    expect(edited.body.highlights).toEqual(['Phone support']); // an edit that leaves them out keeps them
    expect(await priceOf()).toBe(59);

    const hidden = await operator.request('PUT', `/api/plans/${id}`, { ...rest, listed: false, version: 2 });
    expect(hidden.status).toBe(200);
    expect(await priceOf()).toBeUndefined();
    // A plan the site does not offer cannot be tried either.
    const unoffered = await signUp(id);
    expect(unoffered.response.body).toMatchObject({ code: 'bad_input', details: { field: 'plan' } });
  });
});

describe('the free trial', () => {
  it('starts a sign-up on the chosen plan with a 14-day end date that the workspace shows', async () => {
    const before = Date.now();
    const { client, response } = await signUp('professional');
    expect(response.status).toBe(201);
    expect(response.body.tenant.plan).toBe('professional');
    const ends = new Date(response.body.tenant.trialEndsAt!).getTime();
    expect(ends - before).toBeGreaterThanOrEqual(14 * 86_400_000 - 1000);
    expect(ends - Date.now()).toBeLessThanOrEqual(14 * 86_400_000);

    const info = (await client.get('/api/tenant/info')).body.tenant;
    expect(info).toMatchObject({ plan: 'professional', trialEndsAt: response.body.tenant.trialEndsAt });
    expect(info.features.analytics).toBe(true);
    expect(info.features['white-label']).toBeUndefined();

    // Without a choice the trial shows the whole product.
    const whole = await signUp();
    expect(whole.response.body.tenant).toMatchObject({ plan: 'enterprise', trialEndsAt: expect.any(String) });
  });

  it('refuses a plan that does not exist, naming the field', async () => {
    const { response } = await signUp('platinum');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'bad_input', details: { field: 'plan' } });
    const malformed = await signUp('Not a plan!');
    expect(malformed.response.status).toBe(400);
    expect(malformed.response.error?.details?.issues?.map((i) => i.path)).toEqual(['body.plan']);
  });

  it('makes an expired workspace read-only with trial_expired until the owner chooses a plan', async () => {
    const { client: owner, response, slug } = await signUp('starter');
    const tenantId = response.body.tenant.id;
    expect((await newContact(owner, 1)).status).toBe(201);
    const member = await signIn(slug, await addUser(tenantId, 'regular_user', slug));

    await sql(`UPDATE tenant.tenants SET trial_ends_at = now() - interval '1 minute' WHERE id = $1`, [tenantId]);
    // The BFF trusts its copy of the tenant for a few seconds.
    await expect.poll(async () => (await newContact(owner, 2)).status, { timeout: 10_000, interval: 500 }).toBe(402);
    const refused = await newContact(owner, 3);
    expect(refused.body).toMatchObject({
      code: 'trial_expired',
      message: 'Your free trial has ended: the workspace is read-only until a plan is chosen on /plan.',
      details: { planPage: '/plan' },
    });
    expect((await member.post('/api/tasks', { title: 'Call back' })).error?.code).toBe('trial_expired');

    // Reads still work, and so does signing in.
    const contacts = await owner.get('/api/contacts');
    expect(contacts.status).toBe(200);
    const names = contacts.body.items.map((c) => c.name);
    expect(names).toContain('Trial Contact 1');
    expect(names).not.toContain('Trial Contact 3');
    expect((await owner.get('/api/tenant/info')).body.tenant.trialEndsAt).toBeTruthy();

    // Only the workspace's super admins choose its plan; an unlisted or unknown plan is refused.
    expect((await member.post('/api/plans/choose', { plan: 'professional' })).status).toBe(403);
    const unknown = await owner.post('/api/plans/choose', { plan: 'platinum' });
    expect(unknown.body).toMatchObject({ code: 'bad_input', details: { field: 'plan' } });

    const chosen = await owner.post('/api/plans/choose', { plan: 'professional' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.tenant).toMatchObject({ plan: 'professional', trialEndsAt: null });
    expect((await newContact(owner, 4)).status).toBe(201);
    expect((await owner.get('/api/plans/current')).body.plan.id).toBe('professional');

    // Chosen once: the trial is over, later changes go through the operators.
    expect((await owner.post('/api/plans/choose', { plan: 'starter' })).status).toBe(409);

    await expect
      .poll(async () => {
        const { body } = await owner.get('/api/admin/audit-log?limit=20');
        return body.entries.find((e) => e.action === 'tenant.plan_chosen');
      })
      .toMatchObject({ actorEmail: response.body.user.email, details: { from: 'starter', to: 'professional' } });
  });

  it('lets an operator extend a trial, even an expired one, which can then write again', async () => {
    const { operator } = await operatorWorkspace('trext');
    const { client: owner, response } = await signUp('starter');
    const tenantId = response.body.tenant.id;
    const path = `/api/operator/tenants/${tenantId}/trial` as const;
    const endOf = async () => (await operator.get(`/api/operator/tenants?search=${response.body.tenant.slug}`)).body;

    expect((await owner.request('PUT', path, { days: 7 })).status).toBe(403);
    const tooLong = await operator.request('PUT', path, { days: 365 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.error?.details?.issues).toEqual([{ path: 'body.days', message: 'must be at most 90 days' }]);

    const listed = (await endOf()).tenants[0]!;
    expect(listed.trialEndsAt).toBe(response.body.tenant.trialEndsAt);
    const longer = await operator.request('PUT', path, { days: 7 });
    expect(longer.status).toBe(200);
    const added = new Date(longer.body.trialEndsAt!).getTime() - new Date(listed.trialEndsAt!).getTime();
    expect(added).toBe(7 * 86_400_000);
    expect((await endOf()).tenants[0]!.trialEndsAt).toBe(longer.body.trialEndsAt);

    // Once ended, the new days count from now and the workspace can write again.
    await sql(`UPDATE tenant.tenants SET trial_ends_at = now() - interval '2 days' WHERE id = $1`, [tenantId]);
    await expect.poll(async () => (await newContact(owner, 1)).status, { timeout: 10_000, interval: 500 }).toBe(402);
    const revived = await operator.request('PUT', path, { days: 3 });
    const left = new Date(revived.body.trialEndsAt!).getTime() - Date.now();
    expect(left).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(left).toBeLessThanOrEqual(3 * 86_400_000);
    expect((await newContact(owner, 2)).status).toBe(201);

    await expect
      .poll(async () => {
        const { body } = await owner.get('/api/admin/audit-log?limit=20');
        return body.entries.filter((e) => e.action === 'tenant.trial_extended').map((e) => e.details.days);
      })
      .toEqual([3, 7]);

    // A workspace that chose its plan has no trial to extend.
    await owner.post('/api/plans/choose', { plan: 'professional' });
    expect((await operator.request('PUT', path, { days: 7 })).error?.code).toBe('conflict');
  });

  it('leaves workspaces that are not on a trial alone', async () => {
    const { operator } = await operatorWorkspace('trop');
    const { response, client } = await signUp('starter');
    const moved = await operator.request('PUT', `/api/operator/tenants/${response.body.tenant.id}/plan`, {
      plan: 'starter',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.trialEndsAt).toBeNull();
    expect((await client.get('/api/tenant/info')).body.tenant.trialEndsAt).toBeNull();
    expect((await newContact(client, 1)).status).toBe(201);
  });
});

describe('the Stay Updated newsletter', () => {
  const mailsTo = (email: string) =>
    sql<{ text_body: string }>(`SELECT text_body FROM identity.mail_outbox WHERE recipient = $1`, [email]);

  it('validates the address and names the field', async () => {
    const bad = await visitor().post('/api/public/newsletter', { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.issues).toEqual([{ path: 'body.email', message: 'must be a valid email address' }]);
  });

  it('mails a confirmation link once, answers duplicates the same, and subscribes on confirmation', async () => {
    const email = `${uniqueSlug('news')}@reader.test`;
    const first = await visitor().post('/api/public/newsletter', { email });
    expect(first.status).toBe(202);
    const again = await visitor().post('/api/public/newsletter', { email: email.toUpperCase() });
    expect(again).toMatchObject({ status: 202, body: first.body });

    await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
    const [mail] = await mailsTo(email);
    const link = new URL(mail!.text_body.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/newsletter/confirm');
    const token = link.searchParams.get('token')!;

    const { operator } = await operatorWorkspace('nwop');
    const listed = async () =>
      (await operator.get('/api/operator/newsletter?limit=100')).body.subscribers.find((s) => s.email === email);
    expect(await listed()).toMatchObject({ status: 'pending', confirmedAt: null });

    const confirmed = await visitor().post('/api/public/newsletter/confirm', { token });
    expect(confirmed).toMatchObject({ status: 200, body: { email } });
    expect(await listed()).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    expect((await visitor().post('/api/public/newsletter/confirm', { token })).status).toBe(404);

    // A subscribed address hears the same and gets no more mail.
    expect((await visitor().post('/api/public/newsletter', { email })).body).toEqual(first.body);
    expect(await mailsTo(email)).toHaveLength(1);

    const csv = await operator.get('/api/operator/newsletter/export?status=confirmed');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.body).toContain('Email,Status,Subscribed at,Confirmed at');
    expect(csv.body).toContain(`${email},confirmed,`);
  });

  it('is listed for platform operators only', async () => {
    const { client } = await signUp();
    expect((await client.get('/api/operator/newsletter')).status).toBe(403);
    expect((await client.get('/api/operator/contact-requests')).status).toBe(403);
    expect((await visitor().get('/api/operator/newsletter')).status).toBe(400);
  });
});

describe('the contact form', () => {
  const message = {
    name: 'Vera Visitor',
    company: 'Visiting Ltd',
    topic: 'sales',
    message: 'We are 40 sellers and would like a demo of the pipeline.',
  };

  it('names every bad field', async () => {
    const bad = await visitor().post('/api/public/contact', {
      name: ' ',
      email: 'nope',
      topic: 'gossip',
      message: 'hi',
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.issues?.map((i) => i.path).sort()).toEqual([
      'body.email',
      'body.message',
      'body.name',
      'body.topic',
    ]);
  });

  it("reaches the platform operators' inbox; a bot filling the honeypot is thanked and dropped", async () => {
    const email = `${uniqueSlug('vera')}@visitor.test`;
    const sent = await visitor().post('/api/public/contact', { ...message, email });
    expect(sent.status).toBe(202);
    expect(sent.body.message).toMatch(/reached our team/);
    const bot = await visitor().post('/api/public/contact', {
      ...message,
      email: `bot-${email}`,
      website: 'spam.example',
    });
    expect(bot).toMatchObject({ status: 202, body: sent.body });

    const { operator } = await operatorWorkspace('ctop');
    const inbox = (await operator.get('/api/operator/contact-requests?limit=100')).body.requests;
    expect(inbox.find((r) => r.email === email)).toMatchObject({ ...message, email });
    expect(inbox.find((r) => r.email === `bot-${email}`)).toBeUndefined();
  });

  it('limits each public form per address (shown with the confirmation link)', async () => {
    // Each form counts on its own; the confirmation link's form is used here, so the others stay open.
    let status = 0;
    for (let n = 0; n < 25 && status !== 429; n++) {
      status = (await visitor().post('/api/public/newsletter/confirm', { token: 'x'.repeat(43) + n })).status;
    }
    expect(status).toBe(429);
  });
});

describe('/status', () => {
  it("reports each service's health and latency from the running system", async () => {
    const { body } = await visitor().get('/api/health');
    for (const name of ['tenant', 'identity', 'crm']) {
      expect(body.services[name]).toMatchObject({ up: true, instances: expect.any(Number) });
      expect(body.services[name]!.averageLatencyMs).toBeGreaterThanOrEqual(0);
    }
    expect(Date.now() - new Date(body.checkedAt).getTime()).toBeLessThan(60_000);
  });
});
