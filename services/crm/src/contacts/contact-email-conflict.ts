import { AppError } from '@smartcrm/contracts';

/** The unique index on a tenant's live emails, seen from a write: a conflict, not an internal error. */
export async function refuseDuplicateEmail<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'contacts_email_key') {
      throw new AppError('conflict', 'A contact with this email already exists', { field: 'email' });
    }
    throw error;
  }
}
