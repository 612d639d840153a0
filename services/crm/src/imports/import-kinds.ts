import type { ImportKind } from '@smartcrm/contracts';
import { contactImportKind } from './contact-import-kind';
import { dealImportKind } from './deal-import-kind';
import type { ImportKindSpec } from './import-kind';

export const importKinds: Record<ImportKind, ImportKindSpec> = {
  contacts: contactImportKind,
  deals: dealImportKind,
};
