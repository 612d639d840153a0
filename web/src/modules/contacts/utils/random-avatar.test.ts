import { describe, expect, it } from 'vitest';
import { avatarCount, nextRandomAvatar } from './random-avatar';

describe('random avatar', () => {
  it('picks one of the bundled avatars', () => {
    expect(nextRandomAvatar(null, 0)).toBe('/avatars/1.svg');
    expect(nextRandomAvatar(null, 0.999)).toBe(`/avatars/${avatarCount}.svg`);
  });

  it('never picks the current avatar again', () => {
    for (let i = 0; i < 50; i++) expect(nextRandomAvatar('/avatars/1.svg', i / 50)).not.toBe('/avatars/1.svg');
    expect(nextRandomAvatar('/avatars/12.svg', 0.999)).toBe('/avatars/11.svg');
  });

  it('treats a custom URL like no avatar', () => {
    expect(nextRandomAvatar('https://example.com/me.png', 0)).toBe('/avatars/1.svg');
  });
});
