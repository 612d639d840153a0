import {
  type FilterCondition,
  MeasureFn,
  type ReportObject,
  type ReportSpecInput,
  reportObjects,
  type SavedReport,
  Visualisation,
} from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { ChartCard } from '../../analytics/components/charts/ChartCard';
import { downloadReportCsv, reportRunQuery } from '../queries';
import { fieldsOf, freshSpec, newCondition } from '../utils/spec-edits';
import { DrillPanel } from './DrillPanel';
import { FilterRow } from './FilterRow';
import { GroupingFields } from './GroupingFields';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import { SavedReportsBar } from './SavedReportsBar';
// The chart card's styles (its fixed height) live with the analytics screens it comes from.
import '../../analytics/analytics.css';
import '../reports.css';

const titleCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace('_', ' ');
const measureLabels: Record<MeasureFn, string> = {
  count: 'Count',
  sum: 'Sum',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  count_distinct: 'Distinct count',
  win_rate: 'Win rate',
};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * /business-analysis: the report builder. Pick an object, filter it, group it (up to two fields),
 * measure it and draw it; a click on a bar or a cell lists the records behind that figure.
 */
export function ReportBuilderPage() {
  const [spec, setSpec] = useState<ReportSpecInput>(() => freshSpec('deals', browserZone()));
  const [current, setCurrent] = useState<SavedReport | null>(null);
  const [drill, setDrill] = useState<{ keys: (string | null)[]; title: string } | null>(null);
  const run = useQuery(reportRunQuery(spec));
  const fields = fieldsOf(spec.object);
  const measure = spec.measures?.[0] ?? { fn: 'count' as const };
  const conditions = (spec.filters?.conditions ?? []) as FilterCondition[];
  const numbers = fields.filter(([, f]) => f.kind === 'number');
  const edit = (patch: Partial<ReportSpecInput>) => {
    setSpec((previous) => ({ ...previous, ...patch }));
    setDrill(null);
  };
  const setConditions = (next: FilterCondition[]) =>
    edit({ filters: { match: spec.filters?.match ?? 'all', conditions: next } });
  const openDrill = (keys: (string | null)[]) => {
    const row = run.data?.rows.find((r) => r.keys.slice(0, keys.length).join('|') === keys.join('|'));
    setDrill({ keys, title: row ? row.labels.slice(0, keys.length).join(' · ') || 'All records' : 'Records' });
  };
  const measureFns = MeasureFn.options.filter(
    (fn) =>
      (fn !== 'win_rate' || spec.object === 'deals') && (fn === 'count' || fn === 'win_rate' || numbers.length > 0),
  );

  return (
    <Page
      title="Business Analysis"
      subtitle="Build a report from your CRM data: filter, group, measure, chart — and drill into any figure"
      actions={
        <Button
          disabled={!run.data}
          onClick={() =>
            void downloadReportCsv(spec, `${current?.name ?? 'report'}.csv`).catch((e: Error) => toast.error(e.message))
          }
        >
          <Download size={16} aria-hidden /> Export CSV
        </Button>
      }
    >
      <SavedReportsBar
        key={current?.id ?? 'new'}
        spec={spec}
        current={current}
        onOpen={(report) => {
          setCurrent(report);
          if (report) setSpec(report.spec);
          setDrill(null);
        }}
      />
      <div className="report-builder">
        <aside className="card report-builder__panel" aria-label="Report settings">
          <SelectField
            label="Object"
            value={spec.object}
            options={reportObjects.map((o) => ({ value: o, label: titleCase(o) }))}
            onChange={(o) => edit(freshSpec(o as ReportObject, spec.timeZone ?? browserZone()))}
          />
          <fieldset className="report-builder__group">
            <legend className="field__label">Filters</legend>
            {conditions.length > 1 && (
              <SelectField
                label="Match"
                value={spec.filters?.match ?? 'all'}
                options={[
                  { value: 'all', label: 'All of these (AND)' },
                  { value: 'any', label: 'Any of these (OR)' },
                ]}
                onChange={(match) => edit({ filters: { match: match as 'all' | 'any', conditions } })}
              />
            )}
            {conditions.map((condition, i) => (
              <FilterRow
                // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; their place is their identity
                key={i}
                index={i}
                fields={fields}
                condition={condition}
                onChange={(next) => setConditions(conditions.map((c, j) => (j === i ? next : c)))}
                onField={(key) =>
                  setConditions(conditions.map((c, j) => (j === i ? newCondition(spec.object, key) : c)))
                }
                onRemove={() => setConditions(conditions.filter((_, j) => j !== i))}
              />
            ))}
            <Button size="sm" onClick={() => setConditions([...conditions, newCondition(spec.object, fields[0]![0])])}>
              <Plus size={16} aria-hidden /> Add filter
            </Button>
          </fieldset>
          <GroupingFields spec={spec} fields={fields} onChange={(groupBy) => edit({ groupBy })} />
          <SelectField
            label="Measure"
            value={measure.fn}
            options={measureFns.map((fn) => ({ value: fn, label: measureLabels[fn] }))}
            onChange={(fn) =>
              edit({
                measures: [
                  fn === 'count' || fn === 'win_rate'
                    ? { fn: fn as MeasureFn }
                    : { fn: fn as MeasureFn, field: measure.field ?? numbers[0]?.[0] },
                ],
              })
            }
          />
          {measure.fn !== 'count' && measure.fn !== 'win_rate' && (
            <SelectField
              label="Of field"
              value={measure.field ?? ''}
              options={numbers.map(([key, f]) => ({ value: key, label: f.label }))}
              onChange={(field) => edit({ measures: [{ fn: measure.fn, field }] })}
            />
          )}
          <SelectField
            label="Chart"
            value={spec.visualisation ?? 'bar'}
            options={Visualisation.options.map((v) => ({ value: v, label: titleCase(v) }))}
            onChange={(v) => edit({ visualisation: v as Visualisation })}
          />
          <SelectField
            label="Sort"
            value={`${spec.sort?.by ?? 'group'}:${spec.sort?.direction ?? 'asc'}`}
            options={[
              { value: 'group:asc', label: 'By group' },
              { value: 'measure:desc', label: 'Largest first' },
              { value: 'measure:asc', label: 'Smallest first' },
            ]}
            onChange={(v) => {
              const [by, direction] = v.split(':') as ['group' | 'measure', 'asc' | 'desc'];
              edit({ sort: { by, direction, measure: 0 } });
            }}
          />
        </aside>
        <div className="report-builder__result">
          {run.isError ? (
            <p className="form-error" role="alert">
              {(run.error as Error).message}
            </p>
          ) : !run.data ? (
            <Spinner label="Running the report" />
          ) : (
            <>
              {spec.visualisation !== 'table' && (
                <ChartCard title={current?.name ?? 'Result'} note="Click a bar, point or slice to see its records">
                  <ReportChart result={run.data} visualisation={spec.visualisation ?? 'bar'} onDrill={openDrill} />
                </ChartCard>
              )}
              {drill && <DrillPanel spec={spec} keys={drill.keys} title={drill.title} onClose={() => setDrill(null)} />}
              <ReportTable result={run.data} onDrill={openDrill} />
            </>
          )}
        </div>
      </div>
    </Page>
  );
}
