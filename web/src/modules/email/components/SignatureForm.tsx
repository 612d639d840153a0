import { SenderSignature } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormTextarea } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { saveSignature, templateKeys } from '../queries';

/** The user's own signature, merged where a template says {{sender.signature}}. */
export function SignatureForm({ signature }: { signature: string }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ signature }: SenderSignature) => saveSignature(signature),
    onSuccess: () => {
      toast.success('Signature saved');
      void queryClient.invalidateQueries({ queryKey: templateKeys.signature });
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(SenderSignature, { signature }, save.mutateAsync);
  return (
    <form className="template-form" onSubmit={submit} noValidate aria-label="Your signature">
      <FormTextarea form={form} name="signature" label="Your signature" rows={4} />
      <FormError message={formError} />
      <div>
        <Button type="submit" busy={sending}>
          Save signature
        </Button>
      </div>
    </form>
  );
}
