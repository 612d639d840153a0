import type { ToolRun } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Save } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { DealPicker } from '../../tasks/components/DealPicker';
import { LinkedContactPicker } from '../../tasks/components/LinkedContactPicker';
import { aiToolKeys, saveToolRun } from '../queries';
import { ModelSource } from '../../ai-hub/components/ModelSource';

const idOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** A tool's answer: its sections, Copy, and Save as a note on a contact's or a deal's timeline. */
export function ToolResult({ run }: { run: ToolRun }) {
  const queryClient = useQueryClient();
  const [contactId, setContactId] = useState(idOf(run.input.contactId));
  const [dealId, setDealId] = useState(idOf(run.input.dealId));
  const save = useMutation({
    mutationFn: () => saveToolRun(run.id, dealId ? { dealId } : { contactId }),
    onSuccess: () => {
      toast.success(dealId ? "Saved on the deal's timeline" : "Saved on the contact's timeline");
      void queryClient.invalidateQueries({ queryKey: aiToolKeys.runs(run.toolId) });
    },
    onError: (error) => toast.error(`Could not save: ${error.message}`),
  });
  const copy = async () => {
    await navigator.clipboard.writeText(run.text).then(
      () => toast.success('Copied'),
      () => toast.error('Copy is not allowed here; select the text instead'),
    );
  };
  return (
    <section className="card ai-tool-result" aria-label="Result">
      <header className="ai-tool-result__header">
        <h3 className="card__title">Result</h3>
        <ModelSource builtIn={run.builtIn} model={run.model} verb="Written" />
      </header>
      <div className="ai-tool-result__sections">
        {run.sections.map((s) => (
          <div key={s.key} className="ai-tool-result__section">
            <h4 className="ai-tool-result__label">{s.label}</h4>
            {s.kind === 'list' ? (
              <ul>
                {(s.items ?? []).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p className={s.kind === 'value' ? 'ai-tool-result__value' : 'ai-tool-result__text'}>{s.text}</p>
            )}
          </div>
        ))}
      </div>
      <footer className="ai-tool-result__actions">
        <Button size="sm" onClick={copy}>
          <Copy size={14} aria-hidden /> Copy
        </Button>
        <div className="ai-tool-result__save">
          <span className="ai-tool-result__save-label">Save as a note on</span>
          <LinkedContactPicker contactId={contactId} knownName={null} onChange={setContactId} />
          <DealPicker dealId={dealId} dealTitle={null} contactId={contactId} onChange={setDealId} />
          <Button
            size="sm"
            variant="primary"
            busy={save.isPending}
            disabled={!contactId && !dealId}
            onClick={() => save.mutate()}
          >
            <Save size={14} aria-hidden /> {dealId ? 'Save to deal' : 'Save to contact'}
          </Button>
        </div>
        {run.savedTo.length > 0 && (
          <p className="ai-tool-result__saved">
            Saved to{' '}
            {run.savedTo.map((s, i) => (
              <span key={s.activityId}>
                {i > 0 && ', '}
                {s.contactId ? <Link to={`/contacts/${s.contactId}`}>the contact</Link> : 'a deal'}
              </span>
            ))}
          </p>
        )}
      </footer>
    </section>
  );
}
