import { drillFields, type ReportSpecInput, reportFields } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { drillQuery } from '../queries';
import { formatFigure } from '../utils/figure-format';

const show = (value: unknown) =>
  typeof value === 'number'
    ? formatFigure(value)
    : value === null || value === undefined
      ? '—'
      : typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : String(value);

/** The records behind one group of the report, 25 at a time. */
export function DrillPanel({
  spec,
  keys,
  title,
  onClose,
}: {
  spec: ReportSpecInput;
  keys: (string | null)[];
  title: string;
  onClose: () => void;
}) {
  const [offset, setOffset] = useState(0);
  const page = useQuery(drillQuery(spec, keys, offset));
  const object = spec.object;
  const fields = drillFields[object] as readonly string[];
  const catalogue = reportFields[object] as Record<string, { label: string }>;
  return (
    <section className="card report-drill" aria-label="Records in this group">
      <header className="report-drill__header">
        <h2 className="card__title">
          {title} {page.data && <span className="report-drill__count">({page.data.total})</span>}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the records">
          <X size={16} aria-hidden />
        </Button>
      </header>
      {page.isError ? (
        <p className="form-error" role="alert">
          {(page.error as Error).message}
        </p>
      ) : !page.data ? (
        <Spinner label="Loading records" />
      ) : (
        <>
          <table className="table" aria-label="Records">
            <thead>
              <tr>
                <th scope="col">Name</th>
                {fields.map((key) => (
                  <th key={key} scope="col">
                    {catalogue[key]?.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.data.items.map((item) => (
                <tr key={item.id} data-testid="drill-record">
                  <td>{item.name}</td>
                  {fields.map((key) => (
                    <td key={key}>{show(item.values[key])}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <div className="report-drill__pages">
            <Button size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - 25))}>
              Previous
            </Button>
            <Button
              size="sm"
              disabled={page.data.nextOffset === null}
              onClick={() => setOffset(page.data.nextOffset ?? offset)}
            >
              Next
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
