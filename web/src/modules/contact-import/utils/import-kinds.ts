import { dealImportFields, type ImportKind, importFields } from '@smartcrm/contracts';
import { dealFieldLabels, fieldLabels } from './import-fields';

/** What the import wizard says and where it goes for each kind; the steps themselves are shared. */
export interface ImportKindCopy {
  kind: ImportKind;
  title: string;
  subtitle: string;
  /** The wizard's own route (the import's id follows it). */
  route: string;
  /** The kind's REST routes (GET …/:id, POST …/:id/start, …). */
  api: string;
  upload: string;
  uploadHint: string;
  fields: readonly string[];
  labels: Record<string, string>;
  recordNoun: string;
  /** Query keys whose data an import or revert of this kind changes. */
  refreshes: readonly (readonly string[])[];
  backTo: { path: string; label: string };
}

export const importKinds: Record<ImportKind, ImportKindCopy> = {
  contacts: {
    kind: 'contacts',
    title: 'Import contacts',
    subtitle: 'Upload a CSV file, match its columns to contact fields, and import.',
    route: '/contacts/import',
    api: '/api/imports',
    upload: '/api/imports/contacts',
    uploadHint: 'Choose a CSV file with one contact per row and a header row',
    fields: importFields,
    labels: fieldLabels,
    recordNoun: 'contacts',
    refreshes: [['contacts']],
    backTo: { path: '/contacts', label: 'Go to contacts' },
  },
  deals: {
    kind: 'deals',
    title: 'Import deals',
    subtitle: 'Upload a CSV file, match its columns to deal fields, choose the pipeline, and import.',
    route: '/pipeline/import',
    api: '/api/imports/deals',
    upload: '/api/imports/deals',
    uploadHint: 'Choose a CSV file with one deal per row and a header row',
    fields: dealImportFields,
    labels: dealFieldLabels,
    recordNoun: 'deals',
    refreshes: [['deals'], ['pipelines'], ['contacts']],
    backTo: { path: '/pipeline', label: 'Go to the pipeline' },
  },
};
