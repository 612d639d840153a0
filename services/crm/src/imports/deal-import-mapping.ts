import { AppError, DealImportField, type ImportMapping } from '@smartcrm/contracts';

/** Header spellings of deal exports (HubSpot, Pipedrive, Salesforce, spreadsheets), without case or punctuation. */
const synonyms: Record<Exclude<DealImportField, 'ignore'>, string[]> = {
  title: ['title', 'deal', 'dealname', 'dealtitle', 'name', 'opportunity', 'opportunityname'],
  value: ['value', 'amount', 'dealvalue', 'dealamount', 'revenue', 'price', 'worth'],
  status: ['status', 'dealstatus', 'outcome', 'state'],
  stage: ['stage', 'dealstage', 'pipelinestage', 'phase'],
  probability: ['probability', 'winprobability', 'chance', 'likelihood', 'confidence'],
  expectedCloseDate: ['expectedclosedate', 'expectedclose', 'closedate', 'closingdate', 'close', 'expected'],
  contactEmail: ['contactemail', 'email', 'contact', 'personemail', 'emailaddress', 'primarycontact'],
  company: ['company', 'companyname', 'organization', 'organisation', 'account', 'accountname'],
  description: ['description', 'notes', 'note', 'details', 'comments'],
  ownerEmail: ['owner', 'owneremail', 'dealowner', 'assignedto', 'salesrep', 'rep', 'user'],
};

const fieldBySpelling = new Map(
  Object.entries(synonyms).flatMap(([field, spellings]) => spellings.map((s) => [s, field as DealImportField])),
);

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each field goes to the first header that names it; the rest are left out. */
export function suggestDealMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<DealImportField>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const field = fieldBySpelling.get(normalise(header));
    mapping[header] = field && !taken.has(field) ? field : 'ignore';
    if (field) taken.add(field);
  }
  return mapping;
}

/** A mapping a deals import can run with: known headers, deal fields only, a title, no field twice. */
export function checkDealMapping(mapping: ImportMapping, headers: readonly string[]): void {
  const unknown = Object.keys(mapping).filter((h) => !headers.includes(h));
  if (unknown.length)
    throw new AppError('bad_input', `The file has no column ${unknown.map((h) => `"${h}"`).join(', ')}`);
  const foreign = Object.values(mapping).filter((f) => !DealImportField.safeParse(f).success);
  if (foreign.length) throw new AppError('bad_input', `Deals have no field ${foreign.join(', ')}`);
  const fields = Object.values(mapping).filter((f) => f !== 'ignore');
  const twice = fields.filter((f, i) => fields.indexOf(f) !== i);
  if (twice.length)
    throw new AppError('bad_input', `More than one column is mapped to ${[...new Set(twice)].join(', ')}`);
  if (!fields.includes('title')) throw new AppError('bad_input', 'Map a column to Title: every deal needs one');
}
