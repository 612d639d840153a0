import type { ReportResult } from '@smartcrm/contracts';
import { formatFigure } from '../utils/figure-format';

/** The result as a table; each row's first cell drills into the records of its group. */
export function ReportTable({ result, onDrill }: { result: ReportResult; onDrill: (keys: (string | null)[]) => void }) {
  const groups = result.columns.filter((c) => c.kind === 'group');
  return (
    <div className="report-table">
      <table className="table" aria-label="Report result">
        <thead>
          <tr>
            {result.columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.kind === 'measure' ? 'report-table__number' : undefined}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {result.rows.map((row) => (
            <tr key={row.keys.join('|') || 'all'}>
              {groups.map((g, i) => (
                <td key={g.key}>{row.labels[i]}</td>
              ))}
              {row.values.map((value, i) => (
                <td key={result.columns[groups.length + i]?.key} className="report-table__number">
                  <button
                    type="button"
                    className="report-table__drill"
                    onClick={() => onDrill(row.keys)}
                    aria-label={`Show the records of ${row.labels.join(', ') || 'all'}`}
                  >
                    {value === null ? '—' : formatFigure(value)}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {result.truncated && <p className="report-table__note">Showing the first {result.rows.length} groups.</p>}
    </div>
  );
}
