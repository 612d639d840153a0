import { z } from 'zod';
import { Ack } from '../common/ack';
import { EnrolAccepted, Enrolment, EnrolRequest, Sequence, SequenceDraft } from './sequence.schema';

const byId = z.object({ id: z.uuid() });

/** Email sequences (campaigns): a user's steps from their mailbox, contacts enrolled in batches. */
export const sequenceRpcMethods = {
  'messaging.sequences.list': { request: z.object({}), reply: z.object({ items: z.array(Sequence) }) },
  /** `linkBase`: the workspace's app address, where the unsubscribe links of its mails point (the BFF's). */
  'messaging.sequences.create': { request: SequenceDraft.and(z.object({ linkBase: z.url() })), reply: Sequence },
  'messaging.sequences.get': { request: byId, reply: Sequence },
  /** Stops every active enrolment; nothing more is sent. */
  'messaging.sequences.delete': { request: byId, reply: Ack },
  /** Enrols in the background (a contact already enrolled, or without an address, is skipped). */
  'messaging.sequences.enrol': { request: byId.extend({ contacts: EnrolRequest }), reply: EnrolAccepted },
  'messaging.sequences.enrolments': {
    request: byId.extend({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
    reply: z.object({ items: z.array(Enrolment) }),
  },
  /**
   * One-click unsubscribe (RFC 8058) with the signed token of a sequence mail's link: the address
   * gets no sequence mail of the workspace again. Needs no sign-in; a bad token is `not_found`.
   */
  'messaging.unsubscribe': {
    request: z.object({ token: z.string().min(1).max(400) }),
    reply: z.object({ address: z.string() }),
  },
  /** A sequence mail's open pixel was fetched (its signed token names the message); needs no sign-in. */
  'messaging.track.open': { request: z.object({ token: z.string().min(1).max(400) }), reply: Ack },
  /**
   * A sequence mail's tracked link was followed: its token is signed with the address it stands
   * for, which comes back to redirect to; any other address is `not_found`. Needs no sign-in.
   */
  'messaging.track.click': {
    request: z.object({ token: z.string().min(1).max(400), url: z.url({ protocol: /^https?$/ }).max(2048) }),
    reply: z.object({ url: z.string() }),
  },
} as const;
