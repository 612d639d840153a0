import type { EmailTemplate } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { deleteTemplate, signatureQuery, templateKeys, templatesQuery } from '../queries';
import { SignatureForm } from './SignatureForm';
import { TemplateForm } from './TemplateForm';
import '../email.css';

/** /email-templates: the workspace's email templates, and the user's signature. */
export function TemplatesPage() {
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery());
  const signature = useQuery(signatureQuery());
  const [editing, setEditing] = useState<EmailTemplate | null>(null);
  const remove = useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => toast.success('Template deleted'),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });

  return (
    <Page title="Email templates" subtitle="Shared by your workspace; pick one in Send Email and its fields fill in.">
      <div className="templates-page">
        <div>
          {templates.isPending ? (
            <Spinner label="Loading templates" />
          ) : templates.isError ? (
            <p role="alert">Could not load the templates. {templates.error.message}</p>
          ) : templates.data.length === 0 ? (
            <EmptyState icon={FileText} title="No templates yet">
              Write one on the right: a subject and a message with merge fields such as the contact’s first name.
            </EmptyState>
          ) : (
            <ul className="mailbox-list" aria-label="Templates">
              {templates.data.map((t) => (
                <li key={t.id} className="mailbox-list__item">
                  <span className="mailbox-list__body">
                    <strong>{t.name}</strong>
                    <span className="muted">{t.subject}</span>
                  </span>
                  <Button size="sm" onClick={() => setEditing(t)}>
                    Edit
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => remove.mutate(t.id)}>
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="templates-page__side">
          <h2 className="mailbox-form__title">{editing ? `Edit “${editing.name}”` : 'New template'}</h2>
          <TemplateForm key={editing?.id ?? 'new'} editing={editing ?? undefined} onDone={() => setEditing(null)} />
          <h2 className="mailbox-form__title">Signature</h2>
          {signature.isSuccess && <SignatureForm signature={signature.data} />}
        </div>
      </div>
    </Page>
  );
}
