import { DateBucket, type ReportField, type ReportGroup, type ReportSpecInput } from '@smartcrm/contracts';
import { SelectField } from '../../../ui/SelectField';

const bucketLabels: Record<DateBucket, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  quarter: 'Quarter',
  year: 'Year',
};

interface GroupingFieldsProps {
  spec: ReportSpecInput;
  fields: [string, ReportField][];
  onChange: (groupBy: ReportGroup[]) => void;
}

/** Group by and then by: any field but free text; dates by day … year. */
export function GroupingFields({ spec, fields, onChange }: GroupingFieldsProps) {
  const groupBy = (spec.groupBy ?? []) as ReportGroup[];
  const options = fields.filter(([, f]) => f.kind !== 'text').map(([key, f]) => ({ value: key, label: f.label }));
  const kindOf = (key: string) => fields.find(([k]) => k === key)?.[1].kind;
  const set = (index: number, key: string) => {
    const next = groupBy.slice(0, index);
    if (key) next.push(kindOf(key) === 'date' ? { field: key, bucket: 'month' } : { field: key });
    if (index === 0 && key && groupBy[1]) next.push(groupBy[1]);
    onChange(next);
  };
  return (
    <>
      {[0, 1].map((index) =>
        index > groupBy.length ? null : (
          <div key={index} className="report-builder__grouping">
            <SelectField
              label={index === 0 ? 'Group by' : 'Then by'}
              value={groupBy[index]?.field ?? ''}
              options={[{ value: '', label: index === 0 ? 'Nothing (one total)' : 'Nothing' }, ...options]}
              onChange={(key) => set(index, key)}
            />
            {groupBy[index] && kindOf(groupBy[index].field) === 'date' && (
              <SelectField
                label={`${index === 0 ? 'Group' : 'Then'} by period`}
                value={groupBy[index].bucket ?? 'month'}
                options={DateBucket.options.map((b) => ({ value: b, label: bucketLabels[b] }))}
                onChange={(bucket) =>
                  onChange(groupBy.map((g, i) => (i === index ? { ...g, bucket: bucket as DateBucket } : g)))
                }
              />
            )}
          </div>
        ),
      )}
    </>
  );
}
