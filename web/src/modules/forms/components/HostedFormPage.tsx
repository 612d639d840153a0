import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { useTenant } from '../../tenant/hooks/useTenant';
import { hostedFormQuery, submitHostedForm } from '../queries';
import { useEmbedHeight } from '../utils/embed-height';
import { hiddenValues, visitorContext } from '../utils/visitor-context';
import { HostedForm } from './HostedForm';
import '../forms.css';

/** /f/:formId: a published form on the workspace's own address and brand, also what embeds frame. */
export function HostedFormPage() {
  const { formId = '' } = useParams();
  const form = useQuery(hostedFormQuery(formId));
  const company = useTenant().tenant?.branding.companyName ?? '';
  // One id per fill: a retried post is recognised and stored once. The clock starts when the page opens.
  const [fill] = useState(() => ({ submissionId: crypto.randomUUID(), openedAt: Date.now() }));
  const [visitor] = useState(() => visitorContext(window.location.search, document.referrer));
  const embedRef = useEmbedHeight();
  if (form.isPending) return <Spinner label="Loading the form" />;
  return (
    <main className="hosted-form-page" ref={embedRef}>
      <p className="hosted-form-page__company">{company}</p>
      {form.isError ? (
        <p role="alert">This form is not available.</p>
      ) : (
        <>
          <h1>{form.data.name}</h1>
          <HostedForm
            form={form.data}
            initial={hiddenValues(form.data, visitor.params)}
            onSend={async (values, website) =>
              (
                await submitHostedForm(formId, {
                  submissionId: fill.submissionId,
                  values,
                  website,
                  fillMs: Date.now() - fill.openedAt,
                  utm: visitor.utm,
                  referrer: visitor.referrer || undefined,
                })
              ).thankYou
            }
          />
        </>
      )}
    </main>
  );
}
