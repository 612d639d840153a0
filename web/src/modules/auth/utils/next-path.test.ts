import { describe, expect, it } from 'vitest';
import { nextPath, signInPath } from './next-path';

describe('nextPath', () => {
  it('returns to the remembered origin from ?next= or location state', () => {
    expect(nextPath('?next=%2Fcontacts%3Fq%3Da', null)).toBe('/contacts?q=a');
    expect(nextPath('', { from: '/pipeline' })).toBe('/pipeline');
  });

  it('goes to the dashboard without an origin', () => {
    expect(nextPath('', null)).toBe('/dashboard');
    expect(nextPath('', { from: 3 })).toBe('/dashboard');
  });

  it('refuses other origins and sign-in loops', () => {
    expect(nextPath('?next=https://evil.test', null)).toBe('/dashboard');
    expect(nextPath('?next=//evil.test', null)).toBe('/dashboard');
    expect(nextPath('?next=/\\evil.test', null)).toBe('/dashboard');
    expect(nextPath('?next=/signin', null)).toBe('/dashboard');
  });
});

describe('signInPath', () => {
  it('remembers the origin in ?next=', () => {
    expect(signInPath('/contacts?q=a')).toBe('/signin?next=%2Fcontacts%3Fq%3Da');
    expect(signInPath('/')).toBe('/signin');
  });
});
