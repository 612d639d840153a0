import { AppError } from '@smartcrm/contracts';
import { isValidPhoneNumber } from 'libphonenumber-js/max';

/** Refuses an E.164 number that no numbering plan allows (naming the field), else returns it. */
export function possibleNumber(number: string, field: string): string {
  if (!isValidPhoneNumber(number)) {
    throw new AppError('bad_input', `${number} is not a valid phone number`, {
      issues: [{ path: field, message: 'is not a valid phone number' }],
    });
  }
  return number;
}
