import { useInfiniteQuery } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { tenantQuery } from '../../tenant/utils/tenant-storage';
import { importErrorsQuery } from '../queries';
import type { ImportKindCopy } from '../utils/import-kinds';

/**
 * The rows that were not imported, and those skipped because another row of the file has their
 * email: line (as the spreadsheet numbers it), column, the value as the file has it, and why.
 */
export function ImportErrorsTable({ kind, id, failed }: { kind: ImportKindCopy; id: string; failed: number }) {
  const errors = useInfiniteQuery(importErrorsQuery(kind, id));
  const items = errors.data?.pages.flatMap((p) => p.items) ?? [];
  if (items.length === 0) return null;
  return (
    <section className="import-errors" aria-labelledby="import-errors-title">
      <header>
        <h2 id="import-errors-title">{failed ? `${failed.toLocaleString()} rows not imported` : 'Rows skipped'}</h2>
        <a
          className="button button--secondary button--sm"
          href={`${kind.api}/${id}/errors.csv${tenantQuery()}`}
          download
        >
          Download report
        </a>
      </header>
      <table>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Value</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {items.map((e) => (
            <tr key={`${e.line}:${e.field}`}>
              <td>{e.line}</td>
              <td>{e.field}</td>
              <td className="import-errors__value">{e.value ?? ''}</td>
              <td>{e.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.hasNextPage && (
        <Button size="sm" busy={errors.isFetchingNextPage} onClick={() => void errors.fetchNextPage()}>
          Show more
        </Button>
      )}
    </section>
  );
}
