import type { UserImportRow } from '@smartcrm/contracts';

const roleNames = { super_admin: 'Super admin', wl_user: 'White-label user', regular_user: 'Regular user' };

/** The file's first rows as they will be imported, or why they will not be (line 1 is the header). */
export function PreviewTable({ rows }: { rows: UserImportRow[] }) {
  const bad = rows.filter((row) => !row.ok).length;
  return (
    <div className="bulk-preview">
      <h2>
        Preview of the first {rows.length} rows{bad ? ` — ${bad} will not be imported` : ''}
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their line
            <tr key={index} className={row.ok ? undefined : 'bulk-preview__bad'}>
              <td>{index + 2}</td>
              {row.ok ? (
                <>
                  <td>{row.user.email}</td>
                  <td>{row.user.name}</td>
                  <td>{roleNames[row.user.role]}</td>
                </>
              ) : (
                <td colSpan={3}>{row.problems.map((p) => p.reason).join('; ')}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
