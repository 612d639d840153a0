import { InviteUserInput, roles } from '@smartcrm/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
import { useUserActions } from '../hooks/useUserActions';
import { roleLabels } from '../utils/user-labels';

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
const blank = { email: '', name: '', role: 'regular_user' };

/** The name is optional: a blank field means none rather than an invalid one. */
const inviteForm = {
  safeParse: (values: unknown) => {
    const { name, ...rest } = values as typeof blank;
    return InviteUserInput.safeParse(name.trim() ? { ...rest, name } : rest);
  },
};

/** Invites by email: the invitee gets a link to set their password (valid 7 days). */
export function InviteUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { invite } = useUserActions();
  const form = useFormFields(blank);

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(inviteForm);
    if (!input) return;
    invite.mutate(input, {
      onError: form.showServerError,
      onSuccess: () => {
        for (const [field, value] of Object.entries(blank)) form.setField(field as keyof typeof blank, value);
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a user"
      description="They get an email with a link to set their password. The link works once, for 7 days."
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField label="Email" name="email" type="email" autoComplete="off" {...form.field('email')} />
        <TextField
          label="Name"
          name="name"
          autoComplete="off"
          hint="Optional: they can enter it themselves"
          {...form.field('name')}
        />
        <SelectField
          label="Role"
          name="role"
          value={form.values.role}
          options={roleOptions}
          onChange={(value) => form.setField('role', value)}
        />
        <DialogActions>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary" busy={invite.isPending}>
            Send invitation
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
