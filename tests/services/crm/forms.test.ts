import type { FormInput, PublicSubmission } from '@smartcrm/contracts';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

const definition: FormInput = {
  name: 'Demo request',
  steps: ['You', 'Your needs'],
  fields: [
    { key: 'first_name', label: 'First name', kind: 'text', mapsTo: 'firstName', required: true },
    { key: 'email', label: 'Work email', kind: 'email', mapsTo: 'email', required: true },
    { key: 'company', label: 'Company', kind: 'text', mapsTo: 'company' },
    { key: 'seats', label: 'Seats', kind: 'number', mapsTo: 'custom', customName: 'Seats', step: 1 },
    { key: 'plan', label: 'Plan', kind: 'select', options: ['Starter', 'Pro'], step: 1 },
    { key: 'start', label: 'Start date', kind: 'date', step: 1 },
    { key: 'agree', label: 'Consent', kind: 'consent', consentText: 'You may email me about the demo.', step: 1 },
  ],
};

/** crm alone: a published form's submissions make or update contacts once, and bots' make nothing. */
describe('crm lead capture forms (service level)', () => {
  let crm: Crm;
  let nc: NatsConnection;
  const submitted: {
    formId: string;
    contactId: string;
    created: boolean;
    utm: Record<string, string>;
    notify: string[];
    answers: { label: string; value: string }[];
    contactUrl: string | null;
  }[] = [];
  const tenant = crypto.randomUUID();
  const other = crypto.randomUUID();
  const owner = contextOf(tenant, { userId: crypto.randomUUID() });
  const visitor = { tenantId: tenant, actor: null, requestId: crypto.randomUUID() };

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    const { userId, role, email } = owner.actor!;
    await crm.publish('identity.user.created', tenant, { userId, role, email, name: 'Olga Owner' });
    await eventually(async () => (await crm.call('crm.members.list', {}, owner)).items.length === 1);
    nc = await connect({ servers: crm.natsUrl });
    const sub = nc.subscribe(`evt.crm.${tenant}.form.submitted`);
    void (async () => {
      for await (const msg of sub) submitted.push(msg.json<{ data: (typeof submitted)[number] }>().data);
    })();
  });
  afterAll(async () => {
    await nc?.close();
    await crm?.stop();
  });

  const published = async () => {
    const form = await crm.call('crm.forms.create', { form: definition }, owner);
    await crm.call('crm.forms.setPublished', { id: form.id, published: true }, owner);
    return form;
  };
  const post = (formId: string, over: Partial<PublicSubmission> = {}, ctx = visitor) =>
    crm.call(
      'crm.forms.submit',
      {
        id: formId,
        submission: {
          submissionId: crypto.randomUUID(),
          fillMs: 8000,
          values: { first_name: 'Ada', email: 'Ada@Forms.test', company: 'Analytical', seats: '12', agree: true },
          utm: { source: 'newsletter', medium: 'email', campaign: 'autumn' },
          referrer: 'https://blog.example/post',
          ...over,
        },
      },
      ctx,
    );
  const contactsNamed = async (email: string) =>
    (await crm.call('crm.contacts.list', { search: email }, owner)).items.filter((c) => c.email === email);

  it('refuses a form without a required email field, naming the problem', async () => {
    await expect(
      crm.call(
        'crm.forms.create',
        { form: { name: 'No email', fields: [{ key: 'name', label: 'Name', kind: 'text', mapsTo: 'name' }] } },
        owner,
      ),
    ).rejects.toMatchObject({ code: 'bad_input', message: expect.stringContaining('required email field') });
  });

  it('a submission makes one contact with its UTM source, consent, custom field and timeline entry; a second one updates it', async () => {
    const form = await published();
    const first = await post(form.id);
    expect(first).toEqual({ received: true, thankYou: { kind: 'message', message: expect.any(String) } });
    const [ada] = await contactsNamed('ada@forms.test');
    expect(ada).toMatchObject({
      firstName: 'Ada',
      source: 'newsletter',
      company: 'Analytical',
      customFields: { Seats: '12' },
    });
    await post(form.id, {
      values: { first_name: 'Ada', email: 'ada@forms.test', plan: 'Pro' },
      utm: { source: 'ads' },
    });
    expect(await contactsNamed('ada@forms.test')).toHaveLength(1);
    expect((await contactsNamed('ada@forms.test'))[0]?.source).toBe('newsletter');

    const page = await crm.call('crm.forms.submissions', { formId: form.id, limit: 1 }, owner);
    expect(page.items[0]).toMatchObject({ outcome: 'updated', values: { plan: 'Pro' }, utm: { source: 'ads' } });
    const rest = await crm.call('crm.forms.submissions', { formId: form.id, cursor: page.nextCursor! }, owner);
    expect(rest.items).toHaveLength(1);
    expect(rest.items[0]).toMatchObject({
      outcome: 'created',
      contactId: ada!.id,
      utm: { source: 'newsletter', medium: 'email', campaign: 'autumn' },
      referrer: 'https://blog.example/post',
      consent: { text: 'You may email me about the demo.', at: expect.any(String) },
    });
    expect(rest.nextCursor).toBeNull();
    const timeline = await crm.call(
      'crm.activities.list',
      { parent: { contactId: ada!.id }, kind: ['form_submission'] },
      owner,
    );
    expect(timeline.items.map((e) => e.subject)).toEqual(['Demo request', 'Demo request']);
    expect((await crm.call('crm.forms.get', { id: form.id }, owner)).submissionCount).toBe(2);
    await eventually(async () => submitted.filter((e) => e.contactId === ada!.id).length === 2);
    expect(submitted.find((e) => e.created)).toMatchObject({ contactId: ada!.id, utm: { source: 'newsletter' } });
  });

  it('a replayed submission, even sent twice at once, stores nothing twice', async () => {
    const form = await published();
    const submissionId = crypto.randomUUID();
    const values = { first_name: 'Rex', email: 'rex@forms.test' };
    await Promise.all([post(form.id, { submissionId, values }), post(form.id, { submissionId, values })]);
    await post(form.id, { submissionId, values });
    expect(await contactsNamed('rex@forms.test')).toHaveLength(1);
    expect((await crm.call('crm.forms.submissions', { formId: form.id }, owner)).items).toHaveLength(1);
  });

  it('a honeypot filled in or a page sent too fast looks accepted but stores nothing', async () => {
    const form = await published();
    const bot = { values: { first_name: 'Bot', email: 'bot@forms.test' } };
    expect(await post(form.id, { ...bot, website: 'http://spam.example' })).toMatchObject({ received: true });
    expect(await post(form.id, { ...bot, fillMs: 300 })).toMatchObject({ received: true });
    expect(await contactsNamed('bot@forms.test')).toEqual([]);
    expect((await crm.call('crm.forms.submissions', { formId: form.id }, owner)).items).toEqual([]);
  });

  it("checks values against the form's own fields, naming the field, and stores nothing on a refusal", async () => {
    const form = await published();
    const refused = (values: Record<string, unknown>) =>
      expect(post(form.id, { values: values as never })).rejects.toMatchObject({ code: 'bad_input' });
    await expect(post(form.id, { values: { email: 'no-name@forms.test' } })).rejects.toMatchObject({
      code: 'bad_input',
      message: 'First name is required',
      details: { field: 'values.first_name' },
    });
    await refused({ first_name: 'Al', email: 'not-an-address' });
    await refused({ first_name: 'Al', email: 'al@forms.test', plan: 'Enterprise' });
    await refused({ first_name: 'Al', email: 'al@forms.test', start: '2026-02-30' });
    await refused({ first_name: 'Al', email: 'al@forms.test', seats: 'many' });
    expect(await contactsNamed('al@forms.test')).toEqual([]);
  });

  it('a draft form, a deleted form and another workspace’s form are not found by visitors', async () => {
    const draft = await crm.call('crm.forms.create', { form: definition }, owner);
    await expect(crm.call('crm.forms.publicGet', { id: draft.id }, visitor)).rejects.toMatchObject({
      code: 'not_found',
    });
    const form = await published();
    expect((await crm.call('crm.forms.publicGet', { id: form.id }, visitor)).fields[0]).not.toHaveProperty('mapsTo');
    const stranger = { tenantId: other, actor: null, requestId: crypto.randomUUID() };
    await expect(crm.call('crm.forms.publicGet', { id: form.id }, stranger)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(post(form.id, {}, stranger)).rejects.toMatchObject({ code: 'not_found' });
    await expect(
      crm.call('crm.forms.get', { id: form.id }, contextOf(other, { userId: crypto.randomUUID() })),
    ).rejects.toMatchObject({ code: 'not_found' });
    await crm.call('crm.forms.delete', { id: form.id }, owner);
    await expect(post(form.id)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('script in a value is kept as text, not altered or run', async () => {
    const form = await published();
    const script = '<script>alert(1)</script>';
    await post(form.id, { values: { first_name: script, email: 'xss@forms.test', company: script } });
    expect((await contactsNamed('xss@forms.test'))[0]).toMatchObject({ firstName: script, company: script });
  });

  it('mails only members: a stranger’s id is refused by its place; a submission tells whom to mail, what was answered and where the contact is', async () => {
    const stranger = crypto.randomUUID();
    await expect(
      crm.call('crm.forms.create', { form: { ...definition, notify: [owner.actor!.userId, stranger] } }, owner),
    ).rejects.toMatchObject({ code: 'bad_input', details: { field: 'notify.1' } });
    const form = await crm.call(
      'crm.forms.create',
      { form: { ...definition, notify: [owner.actor!.userId] }, linkBase: 'http://localhost:3000/?tenant=acme' },
      owner,
    );
    expect(form.notify).toEqual([owner.actor!.userId]);
    await crm.call('crm.forms.setPublished', { id: form.id, published: true }, owner);
    await post(form.id, { values: { first_name: 'Nia', email: 'nia@forms.test', plan: 'Pro', agree: true } });
    await eventually(async () => submitted.some((s) => s.formId === form.id));
    const event = submitted.find((s) => s.formId === form.id)!;
    expect(event.notify).toEqual([owner.actor!.userId]);
    expect(event.answers).toEqual([
      { label: 'First name', value: 'Nia' },
      { label: 'Work email', value: 'nia@forms.test' },
      { label: 'Plan', value: 'Pro' },
      { label: 'Consent', value: 'Yes' },
    ]);
    expect(event.contactUrl).toBe(`http://localhost:3000/contacts/${event.contactId}?tenant=acme`);
  });
});
