import { ReportSpec, type ReportSpecInput } from '@smartcrm/contracts';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { describe, expect, it } from 'vitest';
import { compileDrill, compileReport } from './report-sql';

// Compiles without a database: the statement's text and parameters are what reaches Postgres.
const db = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const viewer = { userId: '5b0f6a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b', role: 'regular_user' as const };
const spec = (input: ReportSpecInput) => ReportSpec.parse(input);

const hostile = "x'); DROP TABLE deals; --";

describe('report compiler', () => {
  it('puts every value a user gave in a parameter, never in the SQL text', () => {
    const { sql, parameters } = compileReport(
      spec({
        object: 'deals',
        filters: {
          match: 'any',
          conditions: [
            { field: 'title', operator: 'contains', value: hostile },
            { match: 'all', conditions: [{ field: 'status', operator: 'in', value: [hostile, 'won'] }] },
            { field: 'closeDate', operator: 'in_period', value: { period: 'last_n_days', days: 30 } },
          ],
        },
        groupBy: [{ field: 'owner' }, { field: 'closeDate', bucket: 'month' }],
        measures: [{ fn: 'sum', field: 'value' }, { fn: 'win_rate' }],
        timeZone: 'Europe/Berlin',
      }),
      viewer,
    ).compile(db);
    expect(sql).not.toContain('DROP');
    expect(sql).not.toContain('Europe/Berlin');
    expect(sql).not.toContain(viewer.userId);
    expect(parameters).toEqual(
      expect.arrayContaining([`%${hostile}%`, hostile, 'Europe/Berlin', viewer.userId, 30 - 1]),
    );
    // Columns only from the catalogue: the value column, the owner, the close date, the status.
    expect(sql).toContain('"deals"."value"');
    expect(sql).toContain('"deals"."actual_close_date"');
    expect(sql).toMatch(/GROUP BY 1, 2/);
    expect(sql).toMatch(/LIMIT \$\d+/);
  });

  it('escapes pattern characters of a contains filter', () => {
    const { parameters } = compileReport(
      spec({
        object: 'contacts',
        filters: { conditions: [{ field: 'name', operator: 'contains', value: '50%_a\\' }] },
      }),
      null,
    ).compile(db);
    expect(parameters).toContain('%50\\%\\_a\\\\%');
  });

  it('refuses fields that are not in the catalogue, naming their path', () => {
    const result = ReportSpec.safeParse({
      object: 'deals',
      filters: { conditions: [{ field: 'password_hash', operator: 'eq', value: 'x' }] },
      groupBy: [{ field: 'title' }],
      measures: [{ fn: 'sum', field: 'status' }, { fn: 'avg' }],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['filters.conditions.0.field', 'deals have no field password_hash'],
      ['groupBy.0.field', 'Title is free text and cannot be grouped'],
      ['measures.0.field', 'sum does not apply to Status'],
      ['measures.1.field', 'avg needs a field'],
    ]);
  });

  it('refuses a win rate outside deals, a max of a date, a wrong operator and a value of the wrong type', () => {
    const result = ReportSpec.safeParse({
      object: 'contacts',
      filters: {
        conditions: [
          { field: 'createdAt', operator: 'contains', value: '2026' },
          { field: 'owner', operator: 'eq', value: 'not-a-uuid' },
        ],
      },
      measures: [{ fn: 'win_rate' }, { fn: 'max', field: 'createdAt' }],
    });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual([
      'filters.conditions.0.operator',
      'filters.conditions.1.value',
      'measures.0.fn',
      'measures.1.field',
    ]);
  });

  it('keeps a drill-down to the group: its keys as parameters, the same filters and visibility', () => {
    const report = spec({
      object: 'deals',
      filters: { conditions: [{ field: 'status', operator: 'eq', value: 'won' }] },
      groupBy: [{ field: 'owner' }, { field: 'closeDate', bucket: 'month' }],
    });
    const { sql, parameters } = compileDrill(report, [viewer.userId, '2026-03-01'], viewer, {
      offset: 0,
      limit: 50,
    }).compile(db);
    expect(parameters).toEqual(expect.arrayContaining(['won', '2026-03-01', viewer.userId]));
    expect(sql).toContain('visibility_rules');
    expect(sql).not.toContain('2026-03-01');
  });
});
