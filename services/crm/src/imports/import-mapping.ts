import { AppError, ImportField, type ImportMapping } from '@smartcrm/contracts';

/** Header spellings seen in exports of other CRMs and spreadsheets, compared without case or punctuation. */
const synonyms: Record<Exclude<ImportField, 'customField' | 'ignore'>, string[]> = {
  // Our own export's headers and the usual spellings of what other CRMs export.
  preferredContact: ['preferredcontact', 'contactpreference', 'preferredchannel'],
  isFavorite: ['favorite', 'favourite', 'starred', 'isfavorite'],
  ownerEmail: ['owneremail', 'leadowneremail', 'contactowneremail'],
  leadScore: ['leadscore', 'score'],
  createdAt: ['createdat', 'created', 'createddate', 'createdon', 'datecreated'],
  updatedAt: ['updatedat', 'updated', 'lastmodified', 'modifiedat', 'lastupdated', 'modified'],
  customFields: ['customfields'],
  email: ['email', 'emailaddress', 'mail'],
  firstName: ['firstname', 'first', 'givenname', 'forename'],
  lastName: ['lastname', 'last', 'surname', 'familyname'],
  name: ['name', 'fullname', 'contactname', 'contact', 'displayname'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'tel', 'telephone', 'cell', 'cellphone'],
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
  website: ['website', 'web', 'webpage', 'url', 'site', 'homepage', 'companywebsite'],
  city: ['city', 'town'],
  state: ['state', 'region', 'province'],
  country: ['country'],
  lastContact: ['lastcontact', 'lastcontacted', 'lastcontactdate', 'lastactivity'],
};

const fieldBySpelling = new Map(
  Object.entries(synonyms).flatMap(([field, spellings]) => spellings.map((s) => [s, field as ImportField])),
);

/**
 * Columns a contact has no field for but a person would not want dropped: they become custom
 * fields named after the header (Chinook's Address and PostalCode, datablist's Date of birth,
 * Thunderbird's Home ZipCode and Fax Number).
 */
const customSpellings = [
  /^(street)?address(line)?\d*$/,
  /^street\d*$/,
  /^(postcode|postalcode|zip|zipcode|postal)$/,
  /^(dateofbirth|birthdate|birthday|dob|birth(year|month|day))$/,
  /^(fax|faxnumber|department|nickname|gender|sex)$/,
];

// "Home City", "Work Phone", "Primary Email": the same field, said of one of several places.
const qualifier =
  /^(home|work|business|office|mailing|billing|primary|main|personal|other|secondary|alternate|alternative|additional)/;

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

function fieldOf(header: string): ImportField | undefined {
  const key = normalise(header);
  for (const candidate of [key, key.replace(qualifier, '')]) {
    const bare = candidate.replace(/\d+$/, '');
    const field = fieldBySpelling.get(candidate) ?? fieldBySpelling.get(bare);
    if (field) return field;
    if (customSpellings.some((spelling) => spelling.test(candidate))) return 'customField';
  }
  return undefined;
}

/**
 * Each field goes to the first header that names it; a second one ("Phone 2", "Secondary
 * Email") becomes a custom field, so a file's second phone or email is kept, not dropped.
 */
export function suggestMapping(headers: readonly string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const field = fieldOf(header);
    mapping[header] = !field ? 'ignore' : taken.has(field) ? 'customField' : field;
    if (field && field !== 'customField') taken.add(field);
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
