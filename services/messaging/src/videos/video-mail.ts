/** The body of a video email: the sender's words, a thumbnail that opens the video's page, a plain link too. */
import { bodyHtml, escapeHtml } from '@smartcrm/contracts';

/** 95 000 ms → "1:35". */
export const clockOf = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

export interface VideoMail {
  message: string;
  title: string;
  durationMs: number;
  /** The hosted page of this recipient's link. */
  pageUrl: string;
  /** Its thumbnail's address; mail shows images from https addresses only, so none otherwise. */
  thumbnailUrl: string | null;
}

export function videoMailHtml(mail: VideoMail): string {
  const words = mail.message.trim() ? bodyHtml(mail.message) : '';
  const page = escapeHtml(mail.pageUrl);
  const label = `▶ Watch “${escapeHtml(mail.title)}” (${clockOf(mail.durationMs)})`;
  const thumbnail =
    mail.thumbnailUrl?.startsWith('https://') &&
    `<p><a href="${page}"><img src="${escapeHtml(mail.thumbnailUrl)}" alt="${label}" width="480"></a></p>`;
  return `${words}${thumbnail || ''}<p><a href="${page}">${label}</a></p>`;
}
