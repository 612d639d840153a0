/** The body of a video email: the sender's words, a thumbnail that opens the video's page, a plain link too. */
import { bodyHtml, escapeHtml, videoClock } from '@smartcrm/contracts';

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
  const label = `▶ Watch “${escapeHtml(mail.title)}” (${videoClock(mail.durationMs)})`;
  const thumbnail =
    mail.thumbnailUrl?.startsWith('https://') &&
    `<p><a href="${page}"><img src="${escapeHtml(mail.thumbnailUrl)}" alt="${label}" width="480"></a></p>`;
  return `${words}${thumbnail || ''}<p><a href="${page}">${label}</a></p>`;
}
