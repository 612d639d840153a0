import type { ImportKind } from '@smartcrm/contracts';
import { useParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useImport } from '../hooks/useImport';
import { type ImportKindCopy, importKinds } from '../utils/import-kinds';
import { ImportProgressPanel } from './ImportProgressPanel';
import { MappingStep } from './MappingStep';
import { UploadStep } from './UploadStep';
import '../contact-import.css';

/**
 * The CSV import wizard for contacts (/contacts/import) and deals (/pipeline/import): upload,
 * then /…/import/:id for mapping and progress, so the id in the URL survives a reload.
 */
export function ImportPage({ kind: kindName }: { kind: ImportKind }) {
  const { id } = useParams();
  const kind = importKinds[kindName];
  return (
    <Page title={kind.title} subtitle={kind.subtitle}>
      {id ? <ImportById kind={kind} id={id} /> : <UploadStep kind={kind} />}
    </Page>
  );
}

function ImportById({ kind, id }: { kind: ImportKindCopy; id: string }) {
  const { data, error } = useImport(kind, id);
  if (error) return <p className="form-error">{error.message}</p>;
  if (!data) return <Spinner />;
  return data.status === 'uploaded' ? (
    <MappingStep kind={kind} item={data} />
  ) : (
    <ImportProgressPanel kind={kind} item={data} />
  );
}
