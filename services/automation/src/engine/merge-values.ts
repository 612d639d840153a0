import { type MergeValues, renderMerge } from '@smartcrm/contracts';
import type { RecordData } from './crm-records';

/** What a step's text is merged with: the run's contact (and deal, on a deal's run). */
export function mergeValuesOf(contact: RecordData | null, deal: RecordData | null, senderName?: string): MergeValues {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    'contact.firstName': text(contact?.firstName),
    'contact.lastName': text(contact?.lastName),
    'contact.name': text(contact?.name),
    'contact.company': text(contact?.company),
    'contact.email': text(contact?.email),
    'deal.title': text(deal?.title),
    'sender.name': senderName,
  };
}

/** Ids a request body may name besides the merge fields. */
export interface RunIds {
  recordId: string;
  runId: string;
}

/** A JSON body template filled in: every value escaped as a JSON string's content, so a quote in a name breaks nothing. */
export function fillBody(template: string, values: MergeValues, ids: RunIds): string {
  const jsonText = (value: string | null | undefined) => (value == null ? value : JSON.stringify(value).slice(1, -1));
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, jsonText(v)])) as MergeValues;
  return renderMerge(template, escaped)
    .replace(/\{\{\s*record\.id\s*\}\}/g, ids.recordId)
    .replace(/\{\{\s*run\.id\s*\}\}/g, ids.runId);
}
