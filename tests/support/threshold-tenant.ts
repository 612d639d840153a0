import { type DealFacts, utcToday } from '@smartcrm/contracts';
import { expect, inject } from 'vitest';
import type { ApiClient } from './api-client';
import { withOwnerConnection } from './database';

export interface Seed extends DealFacts {
  title: string;
  value: number;
  closedDaysAgo?: number;
  contact?: 'ada' | 'bob';
  expectedCloseDate?: string;
}

// A workspace whose deals sit exactly on the thresholds, for figures checked against the rules
// by hand. Open deals sat exactly on the thresholds of spec 001 §4 (probability 29/30, 39/40, 60/61,
// 69/70/71; idle 2/3, 7/8, 13/14/15 days; age 29/30, 59/60), then closed ones around 30 days.
const open = (title: string, value: number, probability: number, idleDays: number, ageDays: number): Seed => ({
  title,
  value,
  probability,
  idleDays,
  ageDays,
  status: 'open',
});
export const seeds: Seed[] = [
  { ...open('p39 idle2', 1000, 39, 2, 2), contact: 'ada', expectedCloseDate: '2031-01-15' },
  { ...open('p40 idle3', 2000, 40, 3, 10), expectedCloseDate: '2031-01-20' },
  open('p70 idle7', 3000, 70, 7, 29),
  open('p71 idle8', 4000, 71, 8, 30),
  open('p61 idle2', 5000, 61, 2, 59),
  open('p60 idle0', 6000, 60, 0, 60),
  open('p29 idle14', 7000, 29, 14, 0),
  open('p30 idle15', 8000, 30, 15, 1),
  open('p69 idle13', 9000, 69, 13, 13),
  { ...open('won today', 10_000, 100, 0, 40), status: 'won', closedDaysAgo: 0, contact: 'ada' },
  { ...open('won 29d', 20_000, 100, 29, 45), status: 'won', closedDaysAgo: 29, contact: 'bob' },
  { ...open('won 30d', 60_000, 100, 30, 50), status: 'won', closedDaysAgo: 30, contact: 'ada' },
  { ...open('lost today', 30_000, 0, 0, 20), status: 'lost', closedDaysAgo: 0, contact: 'bob' },
];
export const active = seeds.filter((s) => s.status === 'open');
const daysAgo = (days: number) => new Date(Date.parse(utcToday()) - days * 86_400_000).toISOString().slice(0, 10);
export const titles = (items: { title: string }[]) => items.map((d) => d.title).sort();
export const where = (test: (s: Seed) => boolean) => titles(seeds.filter(test));

export async function seedThresholdTenant(client: ApiClient) {
  const { body: pipelines } = await client.get('/api/pipelines');
  const stage = (key: string) => pipelines.items[0]!.stages.find((s) => s.key === key)!.id;
  const contacts = {
    ada: (await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@x.test' })).body.id,
    bob: (await client.post('/api/contacts', { name: 'Bob Babbage', email: 'bob@x.test' })).body.id,
  };
  for (const seed of seeds) {
    const { body: deal } = await client.post('/api/deals', {
      title: seed.title,
      value: seed.value,
      probability: seed.probability,
      contactId: seed.contact ? contacts[seed.contact] : undefined,
      expectedCloseDate: seed.expectedCloseDate,
      stageId: seed.status === 'open' ? undefined : stage(seed.status === 'won' ? 'closed-won' : 'closed-lost'),
    });
    expect(deal.status).toBe(seed.status);
    // Only time can age a deal; the owner connection stands in for it.
    // The crm schema on the path: the deal triggers (stage totals) name their tables unqualified.
    await withOwnerConnection(inject('databaseUrl'), async (db) => {
      await db.query('SET search_path TO crm');
      await db.query(
        // An hour before now, n days back, but never before that UTC day began: in the first hour
        // after midnight an hour earlier would be a day older than the seed says.
        `UPDATE crm.deals
           SET created_at = greatest(now() - make_interval(days => $2) - interval '1 hour',
                                     date_trunc('day', now() - make_interval(days => $2), 'UTC')),
               updated_at = greatest(now() - make_interval(days => $3) - interval '1 hour',
                                     date_trunc('day', now() - make_interval(days => $3), 'UTC')),
               actual_close_date = $4
         WHERE id = $1`,
        [deal.id, seed.ageDays, seed.idleDays, seed.closedDaysAgo === undefined ? null : daysAgo(seed.closedDaysAgo)],
      );
    });
  }
}
