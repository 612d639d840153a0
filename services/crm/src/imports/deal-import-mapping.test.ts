import { AppError } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { checkDealMapping, suggestDealMapping } from './deal-import-mapping';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.message : 'other';
  }
  return 'none';
};

describe('deal import mapping', () => {
  it('recognises the headers of other CRMs, each field once', () => {
    expect(
      suggestDealMapping([
        'Deal Name',
        'Amount',
        'Deal Stage',
        'Close Date',
        'Contact',
        'Deal owner',
        'Value',
        'Notes',
      ]),
    ).toEqual({
      'Deal Name': 'title',
      Amount: 'value',
      Value: 'ignore', // a field goes to its first column only
      'Deal Stage': 'stage',
      'Close Date': 'expectedCloseDate',
      Contact: 'contactEmail',
      'Deal owner': 'ownerEmail',
      Notes: 'description',
    });
  });

  it('needs a title, deal fields only, no field twice and known columns', () => {
    const headers = ['Title', 'Value', 'Other'];
    expect(codeOf(() => checkDealMapping({ Title: 'title', Value: 'value' }, headers))).toBe('none');
    expect(codeOf(() => checkDealMapping({ Value: 'value' }, headers))).toMatch(/Title/);
    expect(codeOf(() => checkDealMapping({ Title: 'title', Value: 'tags' }, headers))).toMatch(/no field tags/);
    expect(codeOf(() => checkDealMapping({ Title: 'title', Value: 'title' }, headers))).toMatch(/More than one/);
    expect(codeOf(() => checkDealMapping({ Title: 'title', Nope: 'value' }, headers))).toMatch(/no column "Nope"/);
  });
});
