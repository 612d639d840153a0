import { describe, expect, it } from 'vitest';
import { dealsLink, initials } from './links';

describe('analytics links', () => {
  it('filters the pipeline list by a segment', () => {
    expect(dealsLink('high-risk')).toBe('/pipeline?view=list&segment=high-risk');
  });
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['Jean Claude Van Damme', 'JD'],
    [null, 'UC'],
    ['  ', 'UC'],
  ])('initials of %j are %s', (name, text) => expect(initials(name)).toBe(text));
});
