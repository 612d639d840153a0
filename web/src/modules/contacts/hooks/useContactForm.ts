import { zodResolver } from '@hookform/resolvers/zod';
import { type Contact, ContactInput } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showSaveError } from '../../../ui/form/server-issues';
import { storeContact } from '../contact-cache';
import { conflictingContact } from '../utils/conflict';
import { type ContactFormValues, createPayload, formFieldOf, formValuesFrom, patchFrom } from '../utils/contact-form';
import { useCreateContact, useUpdateContact } from './useSaveContact';

type ValidContact = ReturnType<typeof ContactInput.parse>;
export type ContactFormMode = 'create' | 'edit' | 'view';

/**
 * The modal's form state and saving: validated with the shared ContactInput schema, server field
 * errors shown on their fields, and a stale save turned into a choice (load theirs or overwrite).
 */
export function useContactForm(mode: ContactFormMode, contact: Contact | undefined, onSaved: (saved: Contact) => void) {
  const queryClient = useQueryClient();
  // What the user started editing from; kept while others' changes stream in, so edits are not lost.
  const [base, setBase] = useState(contact);
  const form = useForm<ContactFormValues, unknown, ValidContact>({
    resolver: zodResolver(ContactInput),
    defaultValues: formValuesFrom(contact),
  });
  const [conflict, setConflict] = useState<Contact | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateContact();
  const update = useUpdateContact();

  const showError = (error: unknown) => {
    const current = conflictingContact(error);
    if (current) return setConflict(current);
    const message = showSaveError(form.setError, error, {
      fieldOf: formFieldOf,
      fallback: 'The contact could not be saved',
    });
    if (message) setFormError(message);
  };

  const save = async (values: ValidContact, version = base?.version) => {
    setFormError(null);
    try {
      if (mode === 'create') return onSaved(await create.mutateAsync(createPayload(values)));
      if (!base || version === undefined) return;
      const patch = patchFrom(formValuesFrom(base), values, version);
      if (Object.keys(patch).length === 1) return onSaved(base);
      onSaved(await update.mutateAsync({ id: base.id, patch }));
    } catch (error) {
      showError(error);
    }
  };

  return {
    form,
    base,
    conflict,
    formError,
    saving: create.isPending || update.isPending,
    submit: form.handleSubmit((values) => save(values)),
    reloadTheirs: () => {
      if (!conflict) return;
      storeContact(queryClient, conflict);
      setBase(conflict);
      form.reset(formValuesFrom(conflict));
      setConflict(null);
    },
    overwrite: form.handleSubmit(async (values) => {
      if (!conflict) return;
      const current = conflict;
      setConflict(null);
      await save(values, current.version);
    }),
  };
}
