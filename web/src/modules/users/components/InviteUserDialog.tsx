import { InviteUserInput, PersonName, roles } from '@smartcrm/contracts';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { useUserActions } from '../hooks/useUserActions';
import { roleLabels } from '../utils/user-labels';

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
/** The name is optional: a blank field means none rather than an invalid one. */
const InviteForm = InviteUserInput.extend({
  name: z
    .string()
    .transform((name) => name.trim() || undefined)
    .pipe(PersonName.optional()),
});

/** Invites by email: the invitee gets a link to set their password (valid 7 days). */
export function InviteUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { invite } = useUserActions();
  const { form, submit, formError, sending } = useSchemaForm(
    InviteForm,
    { email: '', name: '', role: 'regular_user' },
    async ({ name, ...input }) => {
      await invite.mutateAsync(name ? { ...input, name } : input);
      form.reset();
      onOpenChange(false);
    },
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a user"
      description="They get an email with a link to set their password. The link works once, for 7 days."
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="off" />
        <FormInput
          form={form}
          name="name"
          label="Name"
          autoComplete="off"
          hint="Optional: they can enter it themselves"
        />
        <FormSelect form={form} name="role" label="Role" options={roleOptions} />
        <DialogActions>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" busy={sending}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
