import { describe, expect, it } from 'vitest';
import { UpdateBrandingInput } from '../tenant/branding.schema';
import { Email } from './ids';
import { readUserRow } from '../identity/user-import-row';

describe('Email (RFC 6531)', () => {
  it('takes internationalised addresses, in the local part and the domain, lower-cased', () => {
    for (const address of ['stanisław.wójcik@wp.pl', 'José.Núñez@correo.es', '用户@例子.广告', 'ivan@пример.рф']) {
      expect(Email.safeParse(address)).toEqual({ success: true, data: address.toLowerCase() });
    }
    expect(Email.parse("plain.o'neil+tag@example.co.uk")).toBe("plain.o'neil+tag@example.co.uk");
  });

  it('still refuses what is no address', () => {
    for (const bad of [
      'not-an-email',
      'a@b',
      '.a@b.pl',
      'a.@b.pl',
      'a..b@b.pl',
      'a b@b.pl',
      'a@b@c.pl',
      '@wp.pl',
      'a@-b.pl',
    ]) {
      expect(Email.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('is the same rule in the users import and the branding form', () => {
    const row = readUserRow(
      ['stanisław.wójcik@wp.pl', 'Stanisław'],
      ['Email', 'Name'],
      { Email: 'email', Name: 'name' },
      'regular_user',
    );
    expect(row).toMatchObject({ ok: true, user: { email: 'stanisław.wójcik@wp.pl' } });
    expect(UpdateBrandingInput.shape.supportEmail.safeParse('pomoc@przykład.pl').success).toBe(true);
  });
});
