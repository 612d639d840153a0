import { convert } from 'html-to-text';
import type { AddressObject } from 'mailparser';
import { simpleParser } from 'mailparser';
import { threadIdOf } from '../messages/message.recorder';

const one = (a: AddressObject | AddressObject[] | undefined) => (Array.isArray(a) ? a : a ? [a] : []);

/** Every mailbox a header names (groups flattened), addresses lower-cased. */
function participants(header: AddressObject | AddressObject[] | undefined) {
  return one(header)
    .flatMap((a) => a.value)
    .flatMap((v) => (v.group ? v.group : [v]))
    .filter((v) => v.address)
    .map((v) => ({ address: (v.address as string).toLowerCase(), name: v.name || null }));
}

/**
 * The facts of a message a timeline needs, from its source. A message without a Message-ID gets
 * one made of where it was found, so a second sync of it still recognises it.
 */
export async function parseMessage(source: Buffer, fallbackId: string, fallbackDate: Date) {
  // Turning HTML into text is most of a parse's time: done only for a message without a text part.
  const mail = await simpleParser(source, { skipHtmlToText: true, skipImageLinks: true, skipTextToHtml: true });
  const text = mail.text || (typeof mail.html === 'string' ? convert(mail.html, { wordwrap: false }) : '');
  const rfcMessageId = mail.messageId?.slice(0, 998) ?? fallbackId;
  const from = participants(mail.from)[0] ?? { address: '', name: null };
  return {
    rfcMessageId,
    threadId: threadIdOf(rfcMessageId, mail.inReplyTo, mail.references),
    subject: (mail.subject ?? '').slice(0, 998),
    from,
    to: participants(mail.to),
    cc: participants(mail.cc),
    text: text.trim(),
    sentAt: (mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : fallbackDate).toISOString(),
  };
}
