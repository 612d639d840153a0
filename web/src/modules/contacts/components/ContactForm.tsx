import { ContactAiPanel } from '../../ai-hub/components/ContactAiPanel';
import type { Contact } from '@smartcrm/contracts';
import { FormProvider } from 'react-hook-form';
import { Mail, MessageSquare } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ContactTaskLinks } from '../../tasks/components/ContactTaskLinks';
import { type ContactFormMode, useContactForm } from '../hooks/useContactForm';
import { RelativeTime } from './RelativeTime';
import { AiInsightsSection } from './form/AiInsightsSection';
import { BasicInfoSection } from './form/BasicInfoSection';
import { ConflictNotice } from './form/ConflictNotice';
import { ContactFormFooter } from './form/ContactFormFooter';
import { CustomFieldsEditor } from './form/CustomFieldsEditor';
import { NotesSection } from './form/NotesSection';
import { ProfessionalSection } from './form/ProfessionalSection';
import { SocialSection } from './form/SocialSection';
import { StatusSection } from './form/StatusSection';
import { TagsEditor } from './form/TagsEditor';
import { UpgradeHint } from '../../plans/components/UpgradeHint';
import { Timeline } from '../../activities/components/Timeline';
import { DuplicatesNotice } from '../../contact-duplicates/components/DuplicatesNotice';

interface ContactFormProps {
  mode: ContactFormMode;
  contact?: Contact | undefined;
  onSaved: (contact: Contact) => void;
  onCancel: () => void;
  onEdit: () => void;
  onDelete: (contact: Contact) => void;
}

/** Spec 001 §2.4's sections; view mode shows the same form with every input disabled. */
export function ContactForm({ mode, contact, onSaved, onCancel, onEdit, onDelete }: ContactFormProps) {
  const { form, base, conflict, formError, saving, submit, reloadTheirs, overwrite } = useContactForm(
    mode,
    contact,
    onSaved,
  );
  const readOnly = mode === 'view';
  return (
    <FormProvider {...form}>
      <form className="contact-form" noValidate onSubmit={submit}>
        <div className="contact-form__body">
          {readOnly && contact && (
            <p className="contact-form__created muted">
              Created <RelativeTime iso={contact.createdAt} />
            </p>
          )}
          {readOnly && contact && <ContactTaskLinks contactId={contact.id} />}
          {readOnly && contact && <DuplicatesNotice contact={contact} />}
          {conflict && (
            <ConflictNotice current={conflict} onReload={reloadTheirs} onOverwrite={overwrite} busy={saving} />
          )}
          {formError && (
            <p className="form-error" role="alert">
              {formError} <UpgradeHint message={formError} />
            </p>
          )}
          <fieldset className="contact-form__fields" disabled={readOnly}>
            <BasicInfoSection />
            <ProfessionalSection readOnly={readOnly} />
            <NotesSection />
            <StatusSection />
            <AiInsightsSection contact={base} />
            <SocialSection />
            <TagsEditor readOnly={readOnly} />
            <CustomFieldsEditor readOnly={readOnly} />
          </fieldset>
          {readOnly && contact && <ContactAiPanel contact={contact} />}
          {readOnly && contact?.email && (
            <Link className="button button--secondary button--sm" to={`/email-composer?contactId=${contact.id}`}>
              <Mail aria-hidden size={14} /> Send Email
            </Link>
          )}
          {readOnly && contact?.phone && (
            <Link className="button button--secondary button--sm" to={`/text-messages?contactId=${contact.id}`}>
              <MessageSquare aria-hidden size={14} /> Send Text
            </Link>
          )}
          {readOnly && contact && <Timeline parent={{ contactId: contact.id }} />}
        </div>
        <ContactFormFooter
          mode={mode}
          saving={saving}
          onCancel={onCancel}
          onEdit={onEdit}
          onDelete={contact ? () => onDelete(contact) : undefined}
        />
      </form>
    </FormProvider>
  );
}
