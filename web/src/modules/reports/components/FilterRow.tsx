import { type FilterCondition, type FilterOperator, type ReportField, RelativePeriod } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { membersQuery } from '../../members/queries';
import { operatorLabels, operatorsFor } from '../utils/spec-edits';

const periodLabels: Record<RelativePeriod, string> = {
  today: 'today',
  this_week: 'this week',
  this_month: 'this month',
  this_quarter: 'this quarter',
  this_year: 'this year',
  last_n_days: 'the last N days',
};
const noValue: FilterOperator[] = ['is_empty', 'is_not_empty'];

interface FilterRowProps {
  index: number;
  fields: [string, ReportField][];
  condition: FilterCondition;
  onChange: (condition: FilterCondition) => void;
  onField: (key: string) => void;
  onRemove: () => void;
}

/** One condition of the report's filters: field, operator and a value input that fits the field. */
export function FilterRow({ index, fields, condition, onChange, onField, onRemove }: FilterRowProps) {
  const field = fields.find(([key]) => key === condition.field)?.[1];
  const members = useQuery({ ...membersQuery(), enabled: field?.target === 'member' });
  if (!field) return null;
  const value = condition.value;
  const set = (next: FilterCondition['value']) => onChange({ ...condition, value: next });
  const label = `Filter ${index + 1}`;

  const input = () => {
    if (noValue.includes(condition.operator)) return null;
    if (condition.operator === 'in_period') {
      const period = (value ?? { period: 'this_month' }) as { period: RelativePeriod; days?: number };
      return (
        <>
          <SelectField
            label={`${label} period`}
            hideLabel
            value={period.period}
            options={RelativePeriod.options.map((p) => ({ value: p, label: periodLabels[p] }))}
            onChange={(p) =>
              set({ period: p as RelativePeriod, ...(p === 'last_n_days' && { days: period.days ?? 30 }) })
            }
          />
          {period.period === 'last_n_days' && (
            <input
              className="field__input report-filter__number"
              type="number"
              min={1}
              aria-label={`${label} days`}
              value={period.days ?? 30}
              onChange={(e) => set({ ...period, days: Math.max(1, Number(e.target.value) || 1) })}
            />
          )}
        </>
      );
    }
    if (field.kind === 'boolean' || field.options || field.target === 'member') {
      const options =
        field.kind === 'boolean'
          ? [
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ]
          : field.options
            ? field.options.map((o) => ({ value: o, label: o.replace('_', ' ') }))
            : (members.data ?? []).map((m) => ({ value: m.userId, label: m.name || m.email }));
      return (
        <SelectField
          label={`${label} value`}
          hideLabel
          value={String(value ?? '')}
          options={[{ value: '', label: 'Choose…' }, ...options]}
          onChange={(v) => set(field.kind === 'boolean' ? v === 'true' : v)}
        />
      );
    }
    return (
      <input
        className="field__input"
        aria-label={`${label} value`}
        type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'}
        value={String(value ?? '')}
        onChange={(e) => set(field.kind === 'number' ? Number(e.target.value) : e.target.value)}
      />
    );
  };

  return (
    <div className="report-filter" data-testid="report-filter">
      <SelectField
        label={`${label} field`}
        hideLabel
        value={condition.field}
        options={fields.map(([key, f]) => ({ value: key, label: f.label }))}
        onChange={onField}
      />
      <SelectField
        label={`${label} operator`}
        hideLabel
        value={condition.operator}
        options={operatorsFor(field).map((op) => ({ value: op, label: operatorLabels[op] }))}
        onChange={(op) =>
          onChange({
            ...condition,
            operator: op as FilterOperator,
            value:
              op === 'in_period'
                ? { period: 'this_month' }
                : noValue.includes(op as FilterOperator)
                  ? undefined
                  : typeof value === 'object'
                    ? ''
                    : value,
          })
        }
      />
      {input()}
      <Button variant="ghost" size="sm" aria-label={`Remove filter ${index + 1}`} onClick={onRemove}>
        <X size={16} aria-hidden />
      </Button>
    </div>
  );
}
