import { describe, expect, it } from 'vitest';
import { viewQueryOf } from './view-query';

describe('viewQueryOf', () => {
  it('drops what names an open record and sorts the rest', () => {
    expect(viewQueryOf('?view=list&deal=42&pipeline=p1', ['deal'])).toBe('pipeline=p1&view=list');
    expect(viewQueryOf('sort=-createdAt&status=lead')).toBe(viewQueryOf('?status=lead&sort=-createdAt'));
    expect(viewQueryOf('')).toBe('');
  });
});
