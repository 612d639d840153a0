import type { Deal } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { closestToClosing, suggest } from './goal-suggestions';

let n = 0;
const deal = (title: string, value: number, probability: number, expectedCloseDate: string | null): Deal => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  pipelineId: '00000000-0000-4000-8000-000000000000',
  stageId: '00000000-0000-4000-8000-000000000000',
  title,
  value,
  status: 'open',
  probability,
  contactId: null,
  contactName: null,
  companyId: null,
  ownerId: null,
  expectedCloseDate,
  actualCloseDate: null,
  description: null,
  position: 0,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  version: 1,
});

const base = { daysLeft: 10, endsOn: '2026-12-31', today: '2026-11-22', openTasks: [] };

describe('goal suggestions', () => {
  const inQuarter = deal('In quarter', 5_000, 40, '2026-12-15');
  const likely = deal('Likely but later', 8_000, 90, '2027-02-01');
  const big = deal('Big in quarter', 20_000, 60, '2026-12-20');

  it('ranks deals closing in the period first, then by probability', () => {
    expect(closestToClosing([inQuarter, likely, big], '2026-12-31').map((d) => d.title)).toEqual([
      'Big in quarter',
      'In quarter',
      'Likely but later',
    ]);
  });

  it('names the fewest closest deals that cover a revenue gap', () => {
    const [first] = suggest({ ...base, metric: 'revenue', gap: 22_000, openDeals: [inQuarter, likely, big] });
    expect(first?.title).toBe('Close 2 deals worth $25,000');
    expect(first?.references.map((r) => r.label)).toEqual(['Big in quarter', 'In quarter']);
  });

  it('asks for new pipeline when every open deal is not enough', () => {
    const [first] = suggest({ ...base, metric: 'revenue', gap: 40_000, openDeals: [inQuarter, big] });
    expect(first?.title).toBe('Add $15,000 of new pipeline');
  });

  it('flags deals past their close date and gives a daily rate for activity goals', () => {
    const late = deal('Late', 1_000, 50, '2026-11-01');
    const out = suggest({ ...base, metric: 'deals_won', gap: 1, openDeals: [late, big] });
    expect(out[0]?.references.map((r) => r.label)).toEqual(['Big in quarter']);
    expect(out[1]?.title).toBe('Update 1 deal past their close date');
    expect(suggest({ ...base, metric: 'calls_made', gap: 25, openDeals: [] })[0]?.title).toBe('3 calls a day');
    expect(suggest({ ...base, metric: 'calls_made', gap: 0, openDeals: [] })[0]?.title).toBe('Goal reached');
  });
});
