import { useParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useImport } from '../hooks/useImport';
import { ImportProgressPanel } from './ImportProgressPanel';
import { MappingStep } from './MappingStep';
import { UploadStep } from './UploadStep';
import '../contact-import.css';

/** /contacts/import (upload) and /contacts/import/:id (mapping, then progress): the id in the URL survives a reload. */
export function ContactImportPage() {
  const { id } = useParams();
  return (
    <Page title="Import contacts" subtitle="Upload a CSV file, match its columns to contact fields, and import.">
      {id ? <ImportById id={id} /> : <UploadStep />}
    </Page>
  );
}

function ImportById({ id }: { id: string }) {
  const { data, error } = useImport(id);
  if (error) return <p className="form-error">{error.message}</p>;
  if (!data) return <Spinner />;
  return data.status === 'uploaded' ? <MappingStep item={data} /> : <ImportProgressPanel item={data} />;
}
