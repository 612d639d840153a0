import type { DateFormat, ImportMapping } from '@smartcrm/contracts';
import { writeContactRows } from './contact-batch.repository';
import type { ImportKindSpec, RowSink } from './import-kind';
import { checkMapping, suggestMapping } from './import-mapping';
import { createRowMapper, type StagedContact } from './import-row';

/** Contacts: deduped by email within a batch, and against the tenant's contacts as the user chose. */
export const contactImportKind: ImportKindSpec = {
  suggestMapping,
  checkMapping,
  async prepare(_trx, row, plan) {
    const mapRow = createRowMapper(row.headers, row.mapping as ImportMapping, row.date_format as DateFormat);
    const onDuplicate = row.on_duplicate ?? 'skip';
    const sink: RowSink<StagedContact> = {
      mapRow(record, line) {
        const mapped = mapRow(record, line);
        return mapped.ok ? { ok: true, value: mapped.contact } : mapped;
      },
      dedupe: { key: (contact) => contact.email, keepLast: onDuplicate === 'update' },
      // An update must see the contacts the batches before it created.
      sideBySide: onDuplicate === 'skip',
      writeRows: writeContactRows(row.created_by, onDuplicate, plan.quotas.contacts),
    };
    return sink as RowSink<unknown>;
  },
};
