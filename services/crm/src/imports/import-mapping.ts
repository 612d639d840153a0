import { AppError, ImportField, type ImportMapping } from '@smartcrm/contracts';

/** Header spellings seen in exports of other CRMs and spreadsheets, compared without case or punctuation. */
const synonyms: Record<Exclude<ImportField, 'customField' | 'ignore'>, string[]> = {
  email: ['email', 'emailaddress', 'mail', 'workemail', 'primaryemail'],
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  name: ['name', 'fullname', 'contactname', 'contact'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'tel', 'telephone', 'cell', 'workphone'],
  company: ['company', 'companyname', 'organization', 'organisation', 'account', 'accountname', 'employer'],
  position: ['position'],
  title: ['title', 'jobtitle'],
  industry: ['industry', 'sector'],
  status: ['status', 'leadstatus', 'lifecyclestage'],
  interestLevel: ['interest', 'interestlevel'],
  source: ['source', 'leadsource'],
  tags: ['tags', 'tag', 'labels'],
  notes: ['notes', 'note', 'comments', 'description'],
  linkedin: ['linkedin', 'linkedinurl', 'linkedinprofile'],
  twitter: ['twitter', 'twitterurl', 'x'],
  website: ['website', 'web', 'url', 'site', 'homepage', 'companywebsite'],
  city: ['city', 'town'],
  state: ['state', 'region', 'province'],
  country: ['country'],
  lastContact: ['lastcontact', 'lastcontacted', 'lastcontactdate', 'lastactivity'],
};

const fieldBySpelling = new Map(
  Object.entries(synonyms).flatMap(([field, spellings]) => spellings.map((s) => [s, field as ImportField])),
);

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Each field goes to the first header that names it ("Phone 1" → phone, "Phone 2" left out). */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const key = normalise(header);
    const field = fieldBySpelling.get(key) ?? fieldBySpelling.get(key.replace(/\d+$/, ''));
    mapping[header] = field && !taken.has(field) ? field : 'ignore';
    if (field) taken.add(field);
  }
  return mapping;
}

/** A mapping an import can run with: known headers, one email column, a name, no field twice. */
export function checkMapping(mapping: ImportMapping, headers: readonly string[]): void {
  const foreign = Object.values(mapping).filter((f) => !ImportField.safeParse(f).success);
  if (foreign.length) throw new AppError('bad_input', `Contacts have no field ${foreign.join(', ')}`);
  const unknown = Object.keys(mapping).filter((h) => !headers.includes(h));
  if (unknown.length)
    throw new AppError('bad_input', `The file has no column ${unknown.map((h) => `"${h}"`).join(', ')}`);
  const fields = Object.values(mapping).filter((f) => f !== 'ignore' && f !== 'customField');
  const twice = fields.filter((f, i) => fields.indexOf(f) !== i);
  if (twice.length)
    throw new AppError('bad_input', `More than one column is mapped to ${[...new Set(twice)].join(', ')}`);
  if (!fields.includes('email')) throw new AppError('bad_input', 'Map a column to Email: contacts are matched by it');
  if (!fields.some((f) => f === 'firstName' || f === 'lastName' || f === 'name')) {
    throw new AppError('bad_input', 'Map a column to First name, Last name or Name');
  }
}
