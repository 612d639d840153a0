import type { PipelineStage } from '@smartcrm/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { useCreateDeal } from '../hooks/useDealMutations';
import { parseDollars } from '../utils/deal-form';

/** A title and a value are enough to put a deal on the board; the drawer takes the rest. */
export function QuickCreateDeal({ stage }: { stage: PipelineStage }) {
  const [params, setParams] = useSearchParams();
  // The dashboard's New Deal quick action and the header's New deal land on ?new=deal: the first
  // stage's form opens (and the parameter goes, so pressing New deal again opens it again).
  const asked = params.get('new') === 'deal' && stage.position === 0;
  const [open, setOpen] = useState(asked);
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  const [title, setTitle] = useState('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateDeal();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const dollars = parseDollars(value);
    if (!title.trim()) return setError('Give the deal a title');
    if (dollars === null) return setError('Value must be whole dollars, 0 or more');
    create.mutate(
      { title, value: dollars, stageId: stage.id },
      {
        onSuccess: (deal) => {
          toast.success(`Added “${deal.title}” to ${stage.name}`);
          setTitle('');
          setValue('');
          setError(null);
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'Could not add the deal'),
      },
    );
  };

  if (!open) {
    return (
      <Button variant="ghost" size="sm" className="quick-create__open" onClick={() => setOpen(true)}>
        <Plus aria-hidden size={14} /> Add deal
      </Button>
    );
  }
  return (
    <form className="quick-create" onSubmit={submit} aria-label={`New deal in ${stage.name}`}>
      <input
        className="field__input"
        aria-label="Deal title"
        placeholder="Deal title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        // biome-ignore lint/a11y/noAutofocus: opened on purpose by the user to type a title
        autoFocus
      />
      <input
        className="field__input"
        aria-label="Value in dollars"
        placeholder="Value ($)"
        inputMode="numeric"
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <div className="quick-create__actions">
        <Button size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button size="sm" variant="primary" type="submit" busy={create.isPending}>
          Add
        </Button>
      </div>
    </form>
  );
}
