import { describe, expect, it } from 'vitest';
import { unknownStatusValues } from './status-values';

describe('unknownStatusValues', () => {
  const item = {
    headers: ['Name', 'Lead Status'],
    sampleRows: [
      ['A', 'On Hold'],
      ['B', 'customer'],
      ['C', 'on hold'],
      ['D', 'Closed_Won'],
      ['E', 'Zombie'],
      ['F', ''],
    ],
  };

  it('lists each value of the status column that is no status once, with a guess', () => {
    expect(unknownStatusValues(item, { Name: 'name', 'Lead Status': 'status' })).toEqual([
      { value: 'On Hold', guess: 'prospect' },
      { value: 'Closed_Won', guess: 'customer' },
      { value: 'Zombie', guess: null },
    ]);
  });

  it('lists nothing while no column is mapped to status', () => {
    expect(unknownStatusValues(item, { Name: 'name', 'Lead Status': 'ignore' })).toEqual([]);
  });
});
