import { useParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useUserImport } from '../hooks/useUserImport';
import { UploadUsersStep } from './UploadUsersStep';
import { UserImportProgress } from './UserImportProgress';
import { UserMappingStep } from './UserMappingStep';
import '../bulk-import.css';

/** /bulk-import (upload) and /bulk-import/:id (columns and preview, then progress): a reload keeps the step. */
export function BulkImportPage() {
  const { id } = useParams();
  return (
    <Page
      title="Bulk Import Users"
      subtitle="Upload a CSV of people (email, name, role), check the columns and the first rows, then import."
    >
      {id ? <ImportById id={id} /> : <UploadUsersStep />}
    </Page>
  );
}

function ImportById({ id }: { id: string }) {
  const { data, error } = useUserImport(id);
  if (error) return <p className="form-error">{error.message}</p>;
  if (!data) return <Spinner />;
  return data.status === 'uploaded' ? <UserMappingStep item={data} /> : <UserImportProgress item={data} />;
}
