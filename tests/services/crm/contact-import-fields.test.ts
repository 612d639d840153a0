import {
  type Contact,
  type ContactImport,
  contactCsvColumns,
  contactCsvRecord,
  type ImportStatus,
  importsBucket,
} from '@smartcrm/contracts';
import { csvWriteOptions } from '@smartcrm/kit';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { startPrivateRedis } from '../../support/private-redis';
import { everyContactField } from '../../support/contacts';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/**
 * Every contact field through the import's SQL (built from the contact field table): a file in
 * the export's format updates each field of a contact, and a revert puts each one back.
 */
describe('crm contact import, every field (service level)', () => {
  let crm: Crm;
  let redis: Awaited<ReturnType<typeof startPrivateRedis>>;
  const tenant = crypto.randomUUID();
  const owner = contextOf(tenant, { userId: crypto.randomUUID() });
  const colleague = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    // Its own Redis: no other test's crm takes this one's import jobs.
    redis = await startPrivateRedis();
    crm = (await startServiceForTest(crmService, { REDIS_URL: redis.url })) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    for (const ctx of [owner, colleague]) {
      const { userId, role, email } = ctx.actor!;
      await crm.publish('identity.user.created', tenant, { userId, role, email, name: email });
    }
    await eventually(async () => (await crm.call('crm.members.list', {}, owner)).items.length === 2);
  });
  afterAll(async () => {
    await crm?.stop();
    await redis?.stop();
  });

  /** Uploads `contacts` as an export writes them, runs the import with the suggested mapping and waits for it. */
  async function importFile(contacts: Contact[]): Promise<ContactImport> {
    const owners = new Map([owner, colleague].map((ctx) => [ctx.actor!.userId, ctx.actor!.email]));
    const records = contacts.map((c) => contactCsvRecord(c, owners.get(c.ownerId ?? '') ?? null));
    const text = stringify(records, { header: true, columns: contactCsvColumns, ...csvWriteOptions });
    const objectName = `${tenant}/${crypto.randomUUID()}.csv`;
    const bucket = await crm.nc.jetstream().views.os(importsBucket);
    await bucket.putBlob({ name: objectName }, new TextEncoder().encode(text));
    const created = await crm.call(
      'crm.imports.create',
      { objectName, fileName: 'contacts.csv', size: text.length, kind: 'contacts' },
      owner,
    );
    await crm.call(
      'crm.imports.start',
      { id: created.id, kind: 'contacts', mapping: created.suggestedMapping, onDuplicate: 'update' },
      owner,
    );
    return settled(created.id, 'completed');
  }

  async function settled(id: string, status: ImportStatus) {
    let current: ContactImport | undefined;
    await eventually(async () => {
      current = await crm.call('crm.imports.get', { id, kind: 'contacts' }, owner);
      return !['uploaded', 'queued', 'running', 'reverting'].includes(current.status);
    }, 20_000);
    expect({ status: current?.status, error: current?.error }).toEqual({ status, error: null });
    return current!;
  }

  it('updates every field a file gives, and a revert restores every one of them', async () => {
    const before = await crm.call('crm.contacts.create', everyContactField, owner);
    const file: Contact = {
      ...before,
      firstName: 'Augusta',
      lastName: 'King',
      name: 'Augusta King',
      phone: '+44 20 0000 0000',
      company: 'Babbage & Co',
      position: 'Mathematician',
      title: 'Lady',
      industry: 'Engines',
      status: 'customer',
      interestLevel: 'hot',
      source: 'Conference',
      tags: ['east'],
      notes: 'Met at the exhibition',
      socialProfiles: { twitter: 'https://x.com/ada' },
      customFields: { Region: 'South' },
      location: { country: 'UK' },
      preferredContact: 'phone',
      isFavorite: true,
      lastContact: '2026-03-04T05:06:07.000Z',
      ownerId: colleague.actor!.userId,
    };
    const done = await importFile([file]);
    expect(done.counts).toMatchObject({ updated: 1, imported: 0, failed: 0 });

    const updated = await crm.call('crm.contacts.get', { id: before.id }, owner);
    expect(updated).toEqual({
      ...file,
      companyId: expect.any(String),
      // An update adds the file's keys to those the contact has.
      socialProfiles: { ...before.socialProfiles, ...file.socialProfiles },
      customFields: { ...before.customFields, ...file.customFields },
      location: { ...before.location, ...file.location },
      updatedAt: expect.any(String),
      version: before.version + 1,
    });

    await crm.call('crm.imports.revert', { id: done.id, kind: 'contacts' }, owner);
    const reverted = await settled(done.id, 'reverted');
    expect(reverted.reverted).toEqual({ removed: 0, restored: 1, kept: 0 });
    const restored = await crm.call('crm.contacts.get', { id: before.id }, owner);
    expect(restored).toEqual({ ...before, updatedAt: expect.any(String), version: before.version + 2 });
  });
});
