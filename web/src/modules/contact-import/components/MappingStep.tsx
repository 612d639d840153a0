import {
  type ContactImport,
  type DateFormat,
  type ImportField,
  type ImportMapping,
  importFields,
  type OnDuplicate,
} from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { importQuery, startImport } from '../queries';
import { fieldLabels } from '../utils/import-fields';

/** Step 2: a contact field per column, beside the file's first rows; duplicates and dates; Start. */
export function MappingStep({ item }: { item: ContactImport }) {
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<ImportMapping>(item.suggestedMapping);
  const [onDuplicate, setOnDuplicate] = useState<OnDuplicate>('skip');
  const [dateFormat, setDateFormat] = useState<DateFormat>(item.suggestedDateFormat);
  const start = useMutation({
    mutationFn: () => startImport(item.id, { mapping, onDuplicate, dateFormat }),
    onSuccess: (started) => queryClient.setQueryData(importQuery(item.id).queryKey, started),
  });
  const setField = (header: string, field: ImportField) => setMapping((m) => ({ ...m, [header]: field }));

  return (
    <div className="import-card">
      <div className="import-mapping">
        <table>
          <thead>
            <tr>
              <th scope="col">Column in {item.fileName}</th>
              <th scope="col">Contact field</th>
              <th scope="col">First rows</th>
            </tr>
          </thead>
          <tbody>
            {item.headers.map((header, column) => (
              <tr key={header}>
                <th scope="row">{header}</th>
                <td>
                  <select
                    aria-label={`Field for ${header}`}
                    value={mapping[header] ?? 'ignore'}
                    onChange={(e) => setField(header, e.target.value as ImportField)}
                  >
                    {importFields.map((field) => (
                      <option key={field} value={field}>
                        {fieldLabels[field]}
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
      <fieldset className="import-options">
        <legend>When a contact with the same email exists</legend>
        <label>
          <input type="radio" checked={onDuplicate === 'skip'} onChange={() => setOnDuplicate('skip')} /> Skip the row
        </label>
        <label>
          <input type="radio" checked={onDuplicate === 'update'} onChange={() => setOnDuplicate('update')} /> Update the
          contact with the row's non-empty values
        </label>
      </fieldset>
      <label className="import-options">
        Dates are written
        <select value={dateFormat} onChange={(e) => setDateFormat(e.target.value as DateFormat)}>
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
