import type { ImportMapping } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { createDealRowMapper, parseDollars, parsePercent, parseStatus, Refused } from './deal-import-row';

/** The value, or the reason it was refused. */
const read = <T>(result: T | Refused) => (result instanceof Refused ? result.reason : result);

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const stages = [
  { id: id(1), name: 'Qualification', kind: 'open' as const, defaultProbability: 20 },
  { id: id(2), name: 'Proposal', kind: 'open' as const, defaultProbability: 50 },
  { id: id(3), name: 'Closed Won', kind: 'won' as const, defaultProbability: 100 },
  { id: id(4), name: 'Closed Lost', kind: 'lost' as const, defaultProbability: 0 },
];
const headers = ['Title', 'Value', 'Stage', 'Status', 'Probability', 'Close', 'Contact', 'Owner'];
const mapping: ImportMapping = {
  Title: 'title',
  Value: 'value',
  Stage: 'stage',
  Status: 'status',
  Probability: 'probability',
  Close: 'expectedCloseDate',
  Contact: 'contactEmail',
  Owner: 'ownerEmail',
};
const mapper = (dateFormat: 'day-first' | 'month-first' = 'day-first') =>
  createDealRowMapper(headers, mapping, {
    pipelineName: 'Sales Pipeline',
    stages,
    owners: new Map([['rep@acme.test', id(9)]]),
    dateFormat,
    today: '2026-11-22',
  });
const row = (cells: Partial<Record<string, string>>) => headers.map((h) => cells[h] ?? '');

describe('deal row parsing', () => {
  it('reads dollar amounts as people write them, and refuses cents and other text', () => {
    expect(read(parseDollars('$12,500'))).toBe(12_500);
    expect(read(parseDollars('12500'))).toBe(12_500);
    expect(read(parseDollars('USD 1,250,000.00'))).toBe(1_250_000);
    expect(read(parseDollars('12 500 $'))).toBe(12_500);
    expect(read(parseDollars('12.50'))).toBe('must be whole dollars');
    expect(read(parseDollars('-5'))).toMatch(/amount in dollars/);
    expect(read(parseDollars('12,50'))).toMatch(/amount in dollars/);
    expect(read(parseDollars('ten'))).toMatch(/amount in dollars/);
  });

  it('reads percentages and statuses', () => {
    expect(['40', '40%', '100 %', '0'].map((t) => read(parsePercent(t)))).toEqual([40, 40, 100, 0]);
    expect(read(parsePercent('101'))).toMatch(/0 to 100/);
    expect(read(parsePercent('4.5'))).toMatch(/whole percentage/);
    expect(['Open', 'won', 'Closed Won', 'closed-lost', 'LOST'].map((t) => read(parseStatus(t)))).toEqual([
      'open',
      'won',
      'won',
      'lost',
      'lost',
    ]);
    expect(read(parseStatus('pending'))).toBe('must be open, won or lost');
  });

  it('finds the stage by name without case, and takes its outcome', () => {
    const mapped = mapper()(row({ Title: 'Deal', Value: '$1,000', Stage: 'proposal', Probability: '35%' }), 2);
    expect(mapped).toMatchObject({
      ok: true,
      value: { line: 2, title: 'Deal', value: 1000, stageId: id(2), status: 'open', probability: 35, ownerId: null },
    });
    const plain = mapper()(row({ Title: 'Deal', Stage: 'Proposal' }), 3);
    expect(plain).toMatchObject({ ok: true, value: { probability: 50, value: 0, actualCloseDate: null } });
  });

  it('places a row by status alone in the first stage of that kind, closed on its close date', () => {
    const won = mapper()(row({ Title: 'Won deal', Status: 'won', Close: '03/04/2026', Probability: '10' }), 2);
    expect(won).toMatchObject({
      ok: true,
      value: {
        stageId: id(3),
        status: 'won',
        probability: 100,
        expectedCloseDate: '2026-04-03',
        actualCloseDate: '2026-04-03',
      },
    });
    const lost = mapper()(row({ Title: 'Lost deal', Status: 'lost' }), 2);
    expect(lost).toMatchObject({ ok: true, value: { stageId: id(4), actualCloseDate: '2026-11-22' } });
    expect(mapper()(row({ Title: 'Open deal' }), 2)).toMatchObject({ ok: true, value: { stageId: id(1) } });
  });

  it('reads close dates day-first or month-first as the import says', () => {
    const closeDate = (format: 'day-first' | 'month-first', text: string) => {
      const mapped = mapper(format)(row({ Title: 'D', Close: text }), 2);
      return mapped.ok ? mapped.value.expectedCloseDate : mapped.problems[0]?.reason;
    };
    expect(closeDate('day-first', '03/04/2026')).toBe('2026-04-03');
    expect(closeDate('month-first', '03/04/2026')).toBe('2026-03-04');
    expect(closeDate('month-first', '2026-12-31')).toBe('2026-12-31');
    // A value that can be read one way only is read that way, whatever the import says.
    expect(closeDate('day-first', '12/31/2026')).toBe('2026-12-31');
    expect(closeDate('day-first', '31/31/2026')).toBe('"31/31/2026" is not a day-first date');
  });

  it('links a contact by email and an owner among the workspace users', () => {
    const mapped = mapper()(row({ Title: 'D', Contact: 'Jane.Doe@Acme.test', Owner: 'REP@acme.test' }), 2);
    expect(mapped).toMatchObject({
      ok: true,
      value: {
        contact: { email: 'jane.doe@acme.test', firstName: 'Jane', lastName: 'Doe', name: 'Jane Doe' },
        ownerId: id(9),
      },
    });
  });

  it('names every problem of a row by its column, and imports none of it', () => {
    const mapped = mapper()(
      row({
        Value: '12.5',
        Stage: 'Demo',
        Status: 'won',
        Probability: '200',
        Close: 'soon',
        Contact: 'x',
        Owner: 'a@b.test',
      }),
      7,
    );
    expect(mapped.ok).toBe(false);
    if (mapped.ok) return;
    expect(mapped.problems.map((p) => p.field).sort()).toEqual(
      ['Close', 'Contact', 'Owner', 'Probability', 'Stage', 'Title', 'Value'].sort(),
    );
    expect(mapped.problems.find((p) => p.field === 'Stage')?.reason).toBe('no stage "Demo" in Sales Pipeline');
    const conflict = mapper()(row({ Title: 'D', Stage: 'Closed Won', Status: 'lost' }), 2);
    expect(conflict).toEqual({
      ok: false,
      problems: [{ field: 'Status', reason: 'is lost but the stage Closed Won is won' }],
    });
    expect(mapper()(['only one'], 9)).toEqual({
      ok: false,
      problems: [{ field: '(row)', reason: 'has 1 columns where the header has 8' }],
    });
  });
});
