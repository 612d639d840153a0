/**
 * How contacts are matched as possible duplicates. Migration 0009 of the crm service computes
 * the same keys in SQL (frozen there); a change here needs a migration that changes them too.
 */

/** Mail providers whose domain says nothing about the company a person works for. */
export const freeMailDomains = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'yahoo.com',
  'ymail.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.de',
  'web.de',
  'mail.com',
  'yandex.com',
  'yandex.ru',
  'zoho.com',
  'qq.com',
  '163.com',
] as const;

const freeMail = new Set<string>(freeMailDomains);

/** The last 10 digits of a phone number (country codes and formatting differ); none below 10 digits. */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** The company domain of an email address; none for free-mail providers. */
export function companyDomain(email: string | null | undefined): string | null {
  const at = (email ?? '').lastIndexOf('@');
  if (at < 0) return null;
  const domain = (email ?? '')
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain && !freeMail.has(domain) ? domain : null;
}

export const emailKey = (email: string | null | undefined): string | null => email?.trim().toLowerCase() || null;
