import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { assistantKeys, deleteThread } from '../queries';

/** Deletes a conversation; the changes it made stay in the audit trail. */
export function DeleteThreadButton({ threadId, onDeleted }: { threadId: string; onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteThread(threadId),
    onSuccess: () => {
      setOpen(false);
      queryClient.removeQueries({ queryKey: assistantKeys.thread(threadId) });
      void queryClient.invalidateQueries({ queryKey: assistantKeys.threads() });
      onDeleted();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Trash2 size={14} aria-hidden /> Delete conversation
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete this conversation?"
        description="Its messages go; the changes it made and the audit trail stay."
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </>
  );
}
