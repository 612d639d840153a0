import {
  type Role,
  readUserRow,
  type UserImport,
  type UserImportField,
  type UserImportMapping,
  userImportFields,
  userMappingProblem,
} from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { startUserImport, userImportQuery } from '../queries';
import { PreviewTable } from './PreviewTable';

const fieldLabels: Record<UserImportField, string> = {
  email: 'Email',
  name: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  role: 'Role',
  ignore: "Don't import",
};
const roleLabels: Record<Role, string> = {
  regular_user: 'Regular user',
  wl_user: 'White-label user',
  super_admin: 'Super admin',
};

/** Step 2: a field per column, the first rows checked as the import will check them, the options, Start. */
export function UserMappingStep({ item }: { item: UserImport }) {
  const queryClient = useQueryClient();
  const [mapping, setMapping] = useState<UserImportMapping>(item.suggestedMapping);
  const [defaultRole, setDefaultRole] = useState<Role>('regular_user');
  const [sendInvitations, setSendInvitations] = useState(false);
  const start = useMutation({
    mutationFn: () => startUserImport(item.id, { mapping, defaultRole, sendInvitations }),
    onSuccess: (started) => queryClient.setQueryData(userImportQuery(item.id).queryKey, started),
  });
  const problem = userMappingProblem(mapping, item.headers);
  const rows = item.sampleRows.map((record) => readUserRow(record, item.headers, mapping, defaultRole));

  return (
    <div className="import-card">
      <fieldset className="bulk-columns">
        <legend>Columns of {item.fileName}</legend>
        {item.headers.map((header) => (
          <label key={header}>
            <span>{header}</span>
            <select
              value={mapping[header] ?? 'ignore'}
              onChange={(e) => setMapping((m) => ({ ...m, [header]: e.target.value as UserImportField }))}
            >
              {userImportFields.map((field) => (
                <option key={field} value={field}>
                  {fieldLabels[field]}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <PreviewTable rows={rows} />
      <div className="bulk-options">
        <label>
          <span>Role when a row names none</span>
          <select value={defaultRole} onChange={(e) => setDefaultRole(e.target.value as Role)}>
            {Object.entries(roleLabels).map(([role, label]) => (
              <option key={role} value={role}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="bulk-check">
          <input type="checkbox" checked={sendInvitations} onChange={(e) => setSendInvitations(e.target.checked)} />
          <span>Email each new person an invitation now (otherwise invite them later from User Management)</span>
        </label>
      </div>
      {problem && <p className="form-error">{problem}</p>}
      {start.error && <p className="form-error">{start.error.message}</p>}
      <div>
        <Button variant="primary" disabled={Boolean(problem)} busy={start.isPending} onClick={() => start.mutate()}>
          Import users
        </Button>
      </div>
    </div>
  );
}
