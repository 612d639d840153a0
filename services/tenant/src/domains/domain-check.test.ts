import { describe, expect, it } from 'vitest';
import { checkTxtRecord, recordValue } from './domain-check';

const failing = (code: string) => async () => {
  throw Object.assign(new Error(code), { code });
};

describe('the TXT record check of a custom domain', () => {
  it('passes when one of the records holds the token', async () => {
    const lookup = async () => ['v=spf1 -all', recordValue('abc')];
    expect(await checkTxtRecord(lookup, 'crm.acme.com', 'abc')).toEqual({ ok: true });
  });

  it('names a missing record, a wrong value and an unreachable DNS apart', async () => {
    const missing = await checkTxtRecord(failing('ENOTFOUND'), 'crm.acme.com', 'abc');
    expect(missing).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/No TXT record at _smartcrm-verification\.crm\.acme\.com/),
    });
    const wrong = await checkTxtRecord(async () => [recordValue('other')], 'crm.acme.com', 'abc');
    expect(wrong).toMatchObject({ ok: false, reason: expect.stringMatching(/does not hold the expected value/) });
    const offline = await checkTxtRecord(failing('ECONNREFUSED'), 'crm.acme.com', 'abc');
    expect(offline).toMatchObject({ ok: false, reason: expect.stringMatching(/could not be asked.*ECONNREFUSED/) });
  });
});
