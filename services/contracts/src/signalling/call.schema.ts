import { z } from 'zod';

/** Mesh calls: past about four people every browser encodes and uploads once per peer, which it cannot afford. */
export const maxCallParticipants = 4;
/** Everyone a call has seen, those who left included (a group call can ask people back). */
export const maxCallEntries = 12;

export const CallMedia = z.enum(['audio', 'video']);
export type CallMedia = z.infer<typeof CallMedia>;

/**
 * The call as the server keeps it. The browser's own status (spec 000 §4: idle, calling, ringing,
 * connected, ending) follows from it: `calling` until a callee's tab rings, `ringing` while one does,
 * `connected` once two participants have joined, `ended` is shown as ending, then idle.
 */
export const CallStatus = z.enum(['calling', 'ringing', 'connected', 'ended']);
export type CallStatus = z.infer<typeof CallStatus>;

/**
 * One person's part in a call. `invited`: no tab of theirs is online yet; `ringing`: their tabs ring;
 * `joined`: accepted on one tab (the caller is joined from the start); the rest are final.
 */
export const ParticipantState = z.enum([
  'invited',
  'ringing',
  'joined',
  'declined',
  'missed',
  'busy',
  'left',
  'disconnected',
]);
export type ParticipantState = z.infer<typeof ParticipantState>;

/** Why a call ended for you; `answered_elsewhere` goes to the other tabs of the user who accepted. */
export const CallEndReason = z.enum([
  'rejected',
  'cancelled',
  'no_answer',
  'hangup',
  'disconnected',
  'unavailable',
  'busy',
  'answered_elsewhere',
]);
export type CallEndReason = z.infer<typeof CallEndReason>;

export const CallParticipant = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  state: ParticipantState,
  /**
   * Order of joining (0 = the caller), null until joined. Who offers whom in the mesh: of each pair,
   * the participant with the lower joinOrder sends the offer and is the impolite peer.
   */
  joinOrder: z.number().int().min(0).nullable(),
  joinedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CallParticipant = z.infer<typeof CallParticipant>;

export const Call = z.object({
  id: z.uuid(),
  callerId: z.uuid(),
  media: CallMedia,
  /** Started as a group call (from the group picker): only these can take more participants. */
  group: z.boolean(),
  status: CallStatus,
  participants: z.array(CallParticipant).min(1).max(maxCallEntries),
  createdAt: z.iso.datetime({ offset: true }),
  connectedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Grows with every change: a browser ignores an update older than one it has applied. */
  version: z.number().int().min(1),
});
export type Call = z.infer<typeof Call>;

/** Connection quality (spec 000 §4), measured every 3 s by each browser from getStats. */
export const CallQuality = z.enum(['excellent', 'good', 'poor', 'disconnected']);
export type CallQuality = z.infer<typeof CallQuality>;

export const CallStatsSample = z.object({
  quality: CallQuality,
  /** Received video (or audio) bitrate, bits per second. */
  bitrate: z.number().min(0).max(1e10),
  /** Percent of packets lost since the previous sample, 0–100. */
  packetLoss: z.number().min(0).max(100),
  /** Round-trip time, milliseconds. */
  rtt: z.number().min(0).max(600_000),
  /** Jitter, milliseconds. */
  jitter: z.number().min(0).max(600_000),
});
export type CallStatsSample = z.infer<typeof CallStatsSample>;

/** How a call ended for the log: `completed` calls were connected, the rest never were. */
export const CallLogOutcome = z.enum([
  'completed',
  'rejected',
  'cancelled',
  'no_answer',
  'unavailable',
  'busy',
  'failed',
]);
export type CallLogOutcome = z.infer<typeof CallLogOutcome>;

/** One call of the call log (`GET /api/calls`), as the asking user took part in it. */
export const CallLogEntry = z.object({
  id: z.uuid(),
  callerId: z.uuid(),
  media: CallMedia,
  group: z.boolean(),
  outcome: CallLogOutcome,
  /** The reason it ended (hangup, disconnected, …), as sent in call.ended. */
  endReason: CallEndReason,
  participants: z.array(CallParticipant.pick({ userId: true, name: true, email: true, state: true })),
  startedAt: z.iso.datetime({ offset: true }),
  connectedAt: z.iso.datetime({ offset: true }).nullable(),
  endedAt: z.iso.datetime({ offset: true }),
  /** Seconds from connected to ended; 0 for calls that never connected. */
  durationSeconds: z.number().int().min(0),
  /** Averages over the quality samples both sides sent; null without samples. */
  quality: z
    .object({
      samples: z.number().int().min(1),
      worst: CallQuality,
      bitrate: z.number(),
      packetLoss: z.number(),
      rtt: z.number(),
      jitter: z.number(),
    })
    .nullable(),
});
export type CallLogEntry = z.infer<typeof CallLogEntry>;

export const CallLogQuery = z.object({
  /** nextCursor of the previous page. */
  after: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type CallLogQuery = z.infer<typeof CallLogQuery>;

export const CallLogPage = z.object({ items: z.array(CallLogEntry), nextCursor: z.string().nullable() });
export type CallLogPage = z.infer<typeof CallLogPage>;

/** Who of the tenant has a tab open, and in which call (`GET /api/presence`, the `presence` message). */
export const Presence = z.object({ userId: z.uuid(), online: z.boolean(), inCallId: z.uuid().nullable() });
export type Presence = z.infer<typeof Presence>;
export const PresenceList = z.object({ items: z.array(Presence) });
export type PresenceList = z.infer<typeof PresenceList>;

/** RTCIceServer as the browser takes it; TURN credentials may be short-lived (see ttlSeconds). */
export const IceServer = z.object({
  urls: z.array(z.string()).min(1),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export const IceServers = z.object({
  iceServers: z.array(IceServer),
  /** Fetch again before this many seconds pass (TURN credentials expire). */
  ttlSeconds: z.number().int().min(0),
});
export type IceServers = z.infer<typeof IceServers>;
