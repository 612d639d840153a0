import type { ContactImport, DateFormat, ImportMapping, ImportStartRequest } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { importQuery, startImport } from '../queries';
import type { ImportKindCopy } from '../utils/import-kinds';
import { DealImportOptions } from './DealImportOptions';
import { DuplicateOptions } from './DuplicateOptions';
import { StatusValues } from './StatusValues';

type Field = ImportMapping[string];

/** Step 2: a field per column, beside the file's first rows; the kind's options and dates; Start. */
export function MappingStep({ kind, item }: { kind: ImportKindCopy; item: ContactImport }) {
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<ImportMapping>(item.suggestedMapping);
  const [options, setOptions] = useState<Partial<ImportStartRequest>>({ onDuplicate: 'skip' });
  const [dateFormat, setDateFormat] = useState<DateFormat>(item.suggestedDateFormat);
  const start = useMutation({
    mutationFn: () => startImport(kind, item.id, { ...options, mapping, dateFormat }),
    onSuccess: (started) => queryClient.setQueryData(importQuery(kind, item.id).queryKey, started),
  });
  const setField = (header: string, field: Field) => setMapping((m) => ({ ...m, [header]: field }));
  const choose = (next: Partial<ImportStartRequest>) => setOptions((o) => ({ ...o, ...next }));

  return (
    <div className="import-card">
      <div className="import-mapping">
        <table>
          <thead>
            <tr>
              <th scope="col">Column in {item.fileName}</th>
              <th scope="col">{kind.kind === 'deals' ? 'Deal field' : 'Contact field'}</th>
              <th scope="col">First rows</th>
            </tr>
          </thead>
          <tbody>
            {item.headers.map((header, column) => (
              <tr key={header}>
                <th scope="row">{header}</th>
                <td>
                  <select
                    className="field__input field__select import-mapping__field"
                    aria-label={`Field for ${header}`}
                    value={mapping[header] ?? 'ignore'}
                    onChange={(e) => setField(header, e.target.value as Field)}
                  >
                    {kind.fields.map((field) => (
                      <option key={field} value={field}>
                        {kind.labels[field]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="import-mapping__sample">
                  {item.sampleRows
                    .slice(0, 3)
                    .map((row) => row[column])
                    .filter(Boolean)
                    .join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {kind.kind === 'deals' ? (
        <DealImportOptions options={options} onChange={choose} />
      ) : (
        <>
          <StatusValues
            item={item}
            mapping={mapping}
            value={options.statusValues ?? {}}
            onChange={(statusValues) => choose({ statusValues })}
          />
          <DuplicateOptions value={options.onDuplicate ?? 'skip'} onChange={(onDuplicate) => choose({ onDuplicate })} />
        </>
      )}
      <label className="import-options">
        Dates are written
        <select
          className="field__input field__select"
          value={dateFormat}
          onChange={(e) => setDateFormat(e.target.value as DateFormat)}
        >
          <option value="day-first">day first (31/12/2024)</option>
          <option value="month-first">month first (12/31/2024)</option>
        </select>
      </label>
      {start.error && (
        <p className="form-error" role="alert">
          {start.error.message}
        </p>
      )}
      <Button variant="primary" busy={start.isPending} onClick={() => start.mutate()}>
        Start import
      </Button>
    </div>
  );
}
