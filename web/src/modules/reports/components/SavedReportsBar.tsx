import type { ReportSpecInput, SavedReport } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { createReport, deleteReport, reportKeys, savedReportsQuery, updateReport } from '../queries';

interface SavedReportsBarProps {
  spec: ReportSpecInput;
  current: SavedReport | null;
  onOpen: (report: SavedReport | null) => void;
}

/** Open a saved report, save the one on screen (new or over the open one), share it, delete it. */
export function SavedReportsBar({ spec, current, onOpen }: SavedReportsBarProps) {
  const queryClient = useQueryClient();
  const saved = useQuery(savedReportsQuery);
  const [name, setName] = useState(current?.name ?? '');
  const [shared, setShared] = useState(current?.shared ?? false);
  const done = (report: SavedReport | null, message: string) => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.saved() });
    onOpen(report);
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: () =>
      current?.mine
        ? updateReport({ id: current.id, name, spec, shared, version: current.version })
        : createReport({ name, spec, shared }),
    onSuccess: (report) => done(report, `Saved ${report.name}`),
    onError: (error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteReport(id),
    onSuccess: () => done(null, 'Report deleted'),
    onError: (error) => toast.error(error.message),
  });
  const open = (id: string) => {
    const report = saved.data?.find((r) => r.id === id) ?? null;
    setName(report?.name ?? '');
    setShared(report?.shared ?? false);
    onOpen(report);
  };
  return (
    <div className="report-saved">
      <SelectField
        label="Saved reports"
        value={current?.id ?? ''}
        options={[
          { value: '', label: 'New report' },
          ...(saved.data ?? []).map((r) => ({ value: r.id, label: r.shared ? `${r.name} (shared)` : r.name })),
        ]}
        onChange={open}
      />
      <div className="field">
        <label className="field__label" htmlFor="report-name">
          Name
        </label>
        <input
          id="report-name"
          className="field__input"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <label className="report-saved__share">
        <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} /> Share with the
        workspace
      </label>
      <Button variant="primary" disabled={!name.trim()} busy={save.isPending} onClick={() => save.mutate()}>
        {current?.mine ? 'Save changes' : 'Save report'}
      </Button>
      {current?.mine && (
        <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(current.id)}>
          Delete
        </Button>
      )}
    </div>
  );
}
