/** Reading an uploaded CSV is shared with identity's bulk import of users: it lives in kit. */
export { csvParser, readObject, readPreview } from '@smartcrm/kit';
