import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { formsQuery } from '../queries';
import { FormBuilder } from './FormBuilder';
import { SubmissionsTable } from './SubmissionsTable';
import '../forms.css';

/** /forms: the workspace's lead capture forms; /forms/new and /forms/:formId build one and list its submissions. */
export function FormsPage() {
  const { formId } = useParams();
  const forms = useQuery(formsQuery());
  const selected = forms.data?.find((f) => f.id === formId) ?? null;
  return (
    <Page
      title="Forms"
      subtitle="Lead capture forms on your own address: each submission creates or updates a contact."
      actions={
        <Link className="button button--primary" to="/forms/new">
          New form
        </Link>
      }
    >
      <div className="forms-layout">
        <nav aria-label="Forms" className="forms-list">
          {forms.isPending ? (
            <Spinner />
          ) : !forms.data?.length ? (
            <EmptyState icon={ClipboardList} title="No forms yet">
              Build one to collect leads from your website.
            </EmptyState>
          ) : (
            <ul>
              {forms.data.map((f) => (
                <li key={f.id}>
                  <Link to={`/forms/${f.id}`} aria-current={f.id === formId ? 'page' : undefined}>
                    <span className="forms-list__name">{f.name}</span>
                    <span className={`forms-list__status forms-list__status--${f.status}`}>
                      {f.status === 'published' ? 'Published' : 'Draft'}
                    </span>
                    <span className="forms-list__count">
                      {f.submissionCount} submission{f.submissionCount === 1 ? '' : 's'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="forms-detail">
          {formId === 'new' ? (
            <FormBuilder form={null} />
          ) : selected ? (
            <>
              <FormBuilder key={selected.id} form={selected} />
              <SubmissionsTable form={selected} />
            </>
          ) : (
            !forms.isPending && <p>{formId ? 'No such form.' : 'Choose a form or build a new one.'}</p>
          )}
        </div>
      </div>
    </Page>
  );
}
