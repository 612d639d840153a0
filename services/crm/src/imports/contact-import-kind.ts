import type { DateFormat, ImportMapping } from '@smartcrm/contracts';
import { writeContactRows } from './contact-batch.repository';
import type { ImportKindSpec, RowSink } from './import-kind';
import { checkMapping, suggestMapping } from './import-mapping';
import { createRowMapper, type StagedContact } from './import-row';

/** Contacts: deduped by email within a batch, and against the tenant's contacts as the user chose. */
export const contactImportKind: ImportKindSpec = {
  suggestMapping,
  checkMapping,
  async prepare(trx, row, plan) {
    const mapping = row.mapping as ImportMapping;
    const members = await trx.selectFrom('members').select(['user_id', 'email']).execute();
    const mapRow = createRowMapper(row.headers, mapping, row.date_format as DateFormat, {
      statusValues: row.status_values,
      owners: new Map(members.map((m) => [m.email.toLowerCase(), m.user_id])),
    });
    const onDuplicate = row.on_duplicate ?? 'skip';
    const emailHeader = Object.keys(mapping).find((h) => mapping[h] === 'email') ?? 'Email';
    const sink: RowSink<StagedContact> = {
      mapRow(record, line) {
        const mapped = mapRow(record, line);
        return mapped.ok ? { ok: true, value: mapped.contact } : mapped;
      },
      dedupe: {
        key: (contact) => contact.email,
        keepLast: onDuplicate === 'update',
        dropped: (contact, kept) => ({
          line: contact.line,
          field: emailHeader,
          value: contact.email,
          reason: `skipped: line ${kept.line} of the file has the same email${kept.line > contact.line ? ' and was imported instead' : ''}`,
        }),
      },
      // An update must see the contacts the batches before it created.
      sideBySide: onDuplicate === 'skip',
      writeRows: writeContactRows(row.created_by, onDuplicate, plan.quotas.contacts),
    };
    return sink as RowSink<unknown>;
  },
};
