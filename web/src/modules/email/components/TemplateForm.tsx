import { type EmailTemplate, EmailTemplateDraft, templateMergeFields } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormInput, FormTextarea } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { createTemplate, templateKeys, updateTemplate } from '../queries';

const fieldsHint = `Merge fields: ${templateMergeFields.map((f) => `{{${f}}}`).join(' ')}. A fallback for a missing value: {{contact.firstName|there}}.`;

/** Adds a template, or changes `editing` (saved over its version). */
export function TemplateForm({ editing, onDone }: { editing?: EmailTemplate; onDone: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (draft: EmailTemplateDraft) =>
      editing ? updateTemplate({ id: editing.id, version: editing.version, ...draft }) : createTemplate(draft),
    onSuccess: (saved) => {
      toast.success(`Template “${saved.name}” saved`);
      void queryClient.invalidateQueries({ queryKey: templateKeys.all });
      form.reset({ name: '', subject: '', body: '' });
      onDone();
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(
    EmailTemplateDraft,
    editing
      ? { name: editing.name, subject: editing.subject, body: editing.body }
      : { name: '', subject: '', body: '' },
    save.mutateAsync,
  );

  return (
    <form
      className="template-form"
      onSubmit={submit}
      noValidate
      aria-label={editing ? 'Edit template' : 'New template'}
    >
      <FormInput form={form} name="name" label="Template name" maxLength={120} />
      <FormInput form={form} name="subject" label="Subject" maxLength={300} />
      <FormTextarea form={form} name="body" label="Message" className="email-composer__body" hint={fieldsHint} />
      <FormError message={formError} />
      <div className="email-composer__actions">
        <Button type="submit" variant="primary" busy={sending}>
          {editing ? 'Save template' : 'Add template'}
        </Button>
        {editing && <Button onClick={onDone}>Cancel</Button>}
      </div>
    </form>
  );
}
