import { z } from 'zod';
import { ErrorCode } from '../errors';
import { Call, CallEndReason, CallMedia, CallStatsSample, maxCallParticipants, Presence } from './call.schema';

/** A session description: video SDPs run to about 10 kB; the socket refuses frames over 64 kB. */
const Sdp = z.string().min(1).max(60_000);

/** RTCIceCandidateInit; `null` announces the end of candidates. */
export const IceCandidate = z.object({
  candidate: z.string().max(2048),
  sdpMid: z.string().max(64).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullish(),
  usernameFragment: z.string().max(256).nullish(),
});

/** What one peer connection hands the other: relayed untouched between the two participants. */
export const CallSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp: Sdp }),
  z.object({ kind: z.literal('answer'), sdp: Sdp }),
  z.object({ kind: z.literal('ice'), candidate: IceCandidate.nullable() }),
]);
export type CallSignal = z.infer<typeof CallSignal>;

const callId = z.uuid();
/** Everyone invited besides the caller (1 for a direct call, up to 3 for a group call). */
const invitees = z
  .array(z.uuid())
  .min(1, 'Cannot start a group call without participants')
  .max(maxCallParticipants - 1);

/** Messages a browser sends on `/ws` to make and take calls (added to WsClientMessage). */
export const callClientMessages = [
  /**
   * Starts a call from this tab to `userIds` (one for a direct call). `callId` is made by the
   * browser (crypto.randomUUID) so it can match the replies. Each callee's tabs get call.incoming.
   */
  z.object({
    type: z.literal('call.invite'),
    callId,
    userIds: invitees,
    media: CallMedia,
    group: z.boolean().default(false),
  }),
  /** Takes the call on this tab: the callee's other tabs get call.ended 'answered_elsewhere'. */
  z.object({ type: z.literal('call.accept'), callId }),
  /** Declines on every tab of the user; a direct call ends for the caller with 'rejected'. */
  z.object({ type: z.literal('call.reject'), callId }),
  /** The caller gives up before anyone joined: every ringing tab stops ('cancelled'). */
  z.object({ type: z.literal('call.cancel'), callId }),
  /** Leaves a call: a direct call ends for both ('hangup'); a group call goes on while two remain. */
  z.object({ type: z.literal('call.hangup'), callId }),
  /** Invites more people into a connected group call (spec 000 §5), up to four in all. */
  z.object({ type: z.literal('call.add'), callId, userIds: invitees }),
  /** An offer, answer or ICE candidate for one other joined participant's tab in the call. */
  z.object({ type: z.literal('call.signal'), callId, toUserId: z.uuid(), signal: CallSignal }),
  /** This tab's connection quality (every 3 s while connected), kept with the call log. */
  z.object({ type: z.literal('call.stats'), callId, ...CallStatsSample.shape }),
] as const;

/** Messages the BFF sends on `/ws` about calls and presence (added to WsServerMessage). */
export const callServerMessages = [
  /** Rings: sent to every open tab of each callee. */
  z.object({ type: z.literal('call.incoming'), call: Call }),
  /**
   * The call changed (someone rang, joined, left): sent to the tab that placed the call, the tab of
   * each joined participant, and ringing tabs. A newly joined participant is offered by each one
   * who joined before it (lower joinOrder).
   */
  z.object({ type: z.literal('call.updated'), call: Call }),
  /** The call is over for this tab: show ending, then idle (after 2 s for 'disconnected'). */
  z.object({ type: z.literal('call.ended'), callId, reason: CallEndReason }),
  /** A signal from another participant's tab, for this tab's peer connection with `fromUserId`. */
  z.object({ type: z.literal('call.signal'), callId, fromUserId: z.uuid(), signal: CallSignal }),
  /**
   * A call message was refused (malformed, not a participant, unknown user, wrong state); the
   * socket and other calls go on. `callId` is null when the message carried none.
   */
  z.object({ type: z.literal('call.error'), callId: z.uuid().nullable(), code: ErrorCode, message: z.string() }),
  /** A user of the tenant came online, went offline, or joined or left a call. */
  z.object({ type: z.literal('presence'), ...Presence.shape }),
] as const;
