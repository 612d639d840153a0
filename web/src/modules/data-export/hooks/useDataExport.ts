import type { DataExport, DataExportKind } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { exportKeys, exportListQuery, startExport } from '../queries';
import { showExportFinished } from '../components/ExportToast';

/**
 * Starts a background export of a view and follows it until its file is ready: the finished
 * event over the WebSocket refreshes it at once, polling covers a socket that is away. The
 * toast that says "Preparing" turns into the download link.
 */
export function useDataExport(kind: DataExportKind) {
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState<string[]>([]);
  const list = useQuery({ ...exportListQuery(kind), enabled: watching.length > 0 });

  useRealtimeEvent('crm.export.finished', (event) => {
    if (watching.includes(String((event.data as { exportId?: string }).exportId))) {
      void queryClient.invalidateQueries({ queryKey: exportKeys.list(kind) });
    }
  });

  useEffect(() => {
    const finished = (list.data ?? []).filter(
      (e: DataExport) => watching.includes(e.id) && (e.status === 'completed' || e.status === 'failed'),
    );
    if (!finished.length) return;
    for (const item of finished) showExportFinished(item);
    setWatching((ids) => ids.filter((id) => !finished.some((f) => f.id === id)));
  }, [list.data, watching]);

  const start = useMutation({
    mutationFn: (query: object) => startExport(kind, query),
    onSuccess: (created) => {
      toast.loading(`Preparing your ${kind} export…`, { id: created.id });
      setWatching((ids) => [...ids, created.id]);
      void queryClient.invalidateQueries({ queryKey: exportKeys.list(kind) });
    },
    onError: (error: Error) => toast.error(error.message),
  });

  return { start: start.mutate, busy: start.isPending || watching.length > 0 };
}
