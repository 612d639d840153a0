import {
  type Call,
  type CallEndReason,
  type CallSignal,
  PresenceList,
  type WsClientMessage,
  type WsServerMessage,
} from '@smartcrm/contracts';
import { toast } from 'sonner';
import { apiRequest } from '../../../api/http';
import type { EventSocket } from '../../../api/ws';
import type { ActiveCall, CallPerson, CallSnapshot, IncomingCall, Participant } from '../state/call-snapshot';
import { idleSnapshot } from '../state/call-snapshot';
import type { CallControls } from '../state/calls-context';
import { acquireMedia } from '../utils/acquire-media';
import type { CallType } from '../utils/call-types';
import { callStartMessages, groupCallMessages } from '../utils/media-errors';
import { endDelayMs, endNotice, meshRoles, presenceOf, statusOf } from './call-view';
import { decideRing } from './glare';
import { CallMedia } from './call-media';
import { ChatHub } from './chat-hub';
import { iceServers } from './ice-servers';
import { PeerLink } from './peer-link';
import { QualityMonitor } from './quality-monitor';

const notConnected = 'Not connected to the server. Check your connection and try again.';

/**
 * The calls of one tab: rings, places and takes calls over the `/ws` socket (contracts
 * call-messages), and keeps one PeerLink per other participant (a mesh of up to four).
 * The screens read its snapshot and call its methods (CallControls).
 */
export class CallManager implements CallControls {
  private state: CallSnapshot = idleSnapshot;
  private readonly listeners = new Set<() => void>();
  private onlineUsers: ReadonlySet<string> = new Set();
  private server: Call | null = null;
  private readonly links = new Map<string, PeerLink>();
  private readonly media = new CallMedia(
    () => this.links.values(),
    (patch) => this.patchCall(patch),
    (audio, video) => this.chat.broadcastMedia(audio, video),
  );
  private readonly chat: ChatHub;
  private readonly quality: QualityMonitor;
  private servers: RTCIceServer[] = [];
  private endTimer: ReturnType<typeof setTimeout> | undefined;
  /** Whom this tab last called, and when: their ring in the next seconds crosses this tab's call. */
  private lastDialed: { userId: string; at: number } | null = null;
  /** A crossing ring held aside while this tab's own call still stands (see decideRing). */
  private crossing: Call | null = null;
  private preparing = false;
  /** A crossing call to answer as soon as the camera being opened is ready. */
  private answerWhenReady: string | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly socket: EventSocket,
    private readonly me: CallPerson,
  ) {
    this.unsubscribe = socket.listen((message) => this.onMessage(message));
    this.chat = new ChatHub(me.name, (id) => this.nameOf(id), {
      changed: (chat) => this.patchCall({ chat }),
      media: (userId, audio, video) => this.patchParticipant(userId, { isAudioEnabled: audio, isVideoEnabled: video }),
    });
    this.quality = new QualityMonitor(
      () => this.links,
      (stats) => {
        this.patchCall({ quality: stats });
        const callId = this.state.call?.id;
        if (!callId) return;
        const { quality, bitrate, packetLossPercent, rtt, jitter } = stats;
        this.send({
          type: 'call.stats',
          callId,
          quality,
          bitrate: bitrate * 1000,
          packetLoss: packetLossPercent,
          rtt,
          jitter,
        });
      },
    );
  }

  // ---- store ----
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };
  snapshot = () => this.state;
  online = () => this.onlineUsers;

  /** Who is online now (after sign-in and after every reconnect); presence messages keep it current. */
  refreshPresence = async () => {
    try {
      const { items } = PresenceList.parse(await apiRequest('/api/presence'));
      this.setOnline(items.filter((p) => p.online).map((p) => p.userId));
    } catch {
      // Presence is a nicety: without it people show offline until their next presence message.
    }
  };

  setOnline(userIds: Iterable<string>): void {
    this.onlineUsers = new Set(userIds);
    this.emit();
  }

  dispose(): void {
    this.unsubscribe();
    this.teardown();
  }

  // ---- actions ----
  startCall = async (people: CallPerson[], type: CallType, options: { group?: boolean } = {}) => {
    const ringing = this.state.incoming;
    // Calling someone whose call to this tab is ringing already: the two calls cross; take theirs.
    if (ringing && !ringing.group && !this.state.call && people.length === 1 && ringing.caller.id === people[0]?.id) {
      return this.accept();
    }
    if (this.state.status !== 'idle' || this.preparing) return;
    if (people.length === 0) {
      toast.error(groupCallMessages.noParticipants);
      return;
    }
    const group = options.group ?? people.length > 1;
    // Set before the camera opens: a ring from this person meanwhile is their call crossing ours.
    this.lastDialed = people.length === 1 && !group ? { userId: people[0]!.id, at: performance.now() } : null;
    const prepared = await this.prepare(type);
    const [media, servers] = prepared;
    if (this.state.status !== 'idle') {
      // Their call arrived while the camera opened and is to be answered: answer it with this media.
      const incoming = this.state.incoming;
      if (incoming && incoming.callId === this.answerWhenReady && incoming.type === type) return this.join(prepared);
      if (media.status === 'fulfilled') stop(media.value);
      if (incoming && incoming.callId === this.answerWhenReady) void this.accept();
      return;
    }
    if (media.status === 'rejected') {
      toast.error(callStartMessages[type], { description: (media.reason as Error).message });
      return;
    }
    if (servers.status === 'fulfilled') this.servers = servers.value;
    const callId = crypto.randomUUID();
    this.media.takeCamera(media.value);
    this.setState({
      status: 'calling',
      incoming: null,
      call: this.newCall(callId, type, group, 'outgoing', people, media.value),
    });
    const sent = this.send({ type: 'call.invite', callId, userIds: people.map((p) => p.id), media: type, group });
    if (!sent) this.finish(null, notConnected);
  };

  accept = async () => {
    if (!this.state.incoming || this.state.call || this.preparing) return;
    await this.join(await this.prepare(this.state.incoming.type));
  };

  /** Takes the ringing call with the media just opened. */
  private async join([media, servers]: Prepared): Promise<void> {
    const incoming = this.state.incoming;
    this.answerWhenReady = null;
    if (!incoming || this.state.call) {
      if (media.status === 'fulfilled') stop(media.value);
      return;
    }
    if (media.status === 'rejected') {
      toast.error(callStartMessages[incoming.type], { description: (media.reason as Error).message });
      this.reject();
      return;
    }
    if (servers.status === 'fulfilled') this.servers = servers.value;
    this.media.takeCamera(media.value);
    const others = (this.server?.participants ?? [])
      .filter((p) => p.userId !== this.me.id)
      .map((p) => ({ id: p.userId, name: p.name, email: p.email }));
    this.setState({
      status: 'connecting',
      incoming: null,
      call: {
        ...this.newCall(incoming.callId, incoming.type, incoming.group, 'incoming', others, media.value),
        status: 'connecting',
      },
    });
    if (this.server) this.applyCall(this.server);
    if (!this.send({ type: 'call.accept', callId: incoming.callId })) this.finish(null, notConnected);
  }

  /** Camera and microphone plus the ICE servers, once at a time (a double click starts one call). */
  private async prepare(type: CallType): Promise<Prepared> {
    this.preparing = true;
    try {
      return await Promise.allSettled([acquireMedia(type), iceServers()]);
    } finally {
      this.preparing = false;
    }
  }

  reject = () => {
    const incoming = this.state.incoming;
    if (!incoming) return;
    this.send({ type: 'call.reject', callId: incoming.callId });
    this.server = null;
    this.setState({ ...this.state, incoming: null, status: this.state.call ? this.state.status : 'idle' });
  };

  hangUp = () => {
    const call = this.state.call;
    if (!call || call.status === 'ending' || call.status === 'disconnected') return;
    const nobodyJoined = !call.participants.some((p) => p.presence === 'joined');
    const type = call.direction === 'outgoing' && nobodyJoined ? 'call.cancel' : 'call.hangup';
    this.send({ type, callId: call.id });
    this.finish('hangup');
  };

  invite = async (person: CallPerson) => {
    const call = this.state.call;
    if (!call?.group || call.status !== 'connected') {
      toast.error(groupCallMessages.notInGroupCall);
      return;
    }
    if (!this.send({ type: 'call.add', callId: call.id, userIds: [person.id] })) toast.error(notConnected);
  };

  toggleAudio = () => this.media.toggleAudio();
  toggleVideo = () => this.media.toggleVideo();
  toggleScreenShare = () => this.media.toggleScreenShare();
  toggleRecording = () => this.media.toggleRecording(this.state.call);
  sendChat = (text: string) =>
    this.chat.send(
      text,
      [...this.links.values()].some((l) => l.connectionState === 'connected'),
    );

  // ---- socket ----
  private send(message: WsClientMessage): boolean {
    return this.socket.send(message);
  }

  private onMessage(message: WsServerMessage): void {
    switch (message.type) {
      case 'hello':
        // A new socket: the server ended whatever this tab was in when the old one dropped.
        if (this.state.call) this.finish('disconnected');
        void this.refreshPresence();
        break;
      case 'presence':
        this.onPresence(message.userId, message.online);
        break;
      case 'call.incoming':
        this.onIncoming(message.call);
        break;
      case 'call.updated':
        this.onUpdated(message.call);
        break;
      case 'call.ended':
        this.onEnded(message.callId, message.reason);
        break;
      case 'call.signal':
        this.onSignal(message.callId, message.fromUserId, message.signal);
        break;
      case 'call.error':
        this.onError(message.callId, message.code, message.message);
        break;
    }
  }

  private onPresence(userId: string, online: boolean): void {
    const next = new Set(this.onlineUsers);
    if (online) next.add(userId);
    else next.delete(userId);
    this.setOnline(next);
  }

  private onError(callId: string | null, code: string, message: string): void {
    const call = this.state.call;
    const ownInvite = callId !== null && callId === call?.id && call.status === 'calling';
    // The person called is calling this tab at the same moment: their ring follows and is answered.
    const crossing = ownInvite && code === 'conflict' && this.lastDialed !== null;
    const mine = !callId || callId === call?.id || callId === this.state.incoming?.callId;
    if (mine && !crossing) toast.error(message);
    // A refused invitation (unknown user, busy, over the limit) leaves nothing to wait for.
    if (ownInvite) this.finish(null);
  }

  private onIncoming(call: Call): void {
    const decision = decideRing(
      this.state.call,
      Boolean(this.state.incoming),
      call,
      this.lastDialed,
      performance.now(),
    );
    if (decision === 'ignore') return;
    if (decision === 'hold') {
      this.crossing = call;
      return;
    }
    const mine = this.state.call;
    if (mine && (mine.status === 'calling' || mine.status === 'ringing'))
      this.send({ type: 'call.cancel', callId: mine.id });
    this.ring(call);
    if (decision !== 'answer') return;
    // While this tab's own camera is still opening, the call it was placing answers with that media.
    if (this.preparing) this.answerWhenReady = call.id;
    else void this.accept();
  }

  /** Shows a call ringing (any call of this tab is over by now). */
  private ring(call: Call): void {
    const caller = call.participants.find((p) => p.userId === call.callerId);
    if (!caller) return;
    this.teardown();
    this.server = call;
    const incoming: IncomingCall = {
      callId: call.id,
      caller: { id: caller.userId, name: caller.name, email: caller.email },
      type: call.media,
      group: call.group,
    };
    this.setState({ status: 'ringing', incoming, call: null });
  }

  private onUpdated(call: Call): void {
    const current = this.state.call?.id ?? this.state.incoming?.callId;
    if (call.id !== current || (this.server && this.server.id === call.id && call.version <= this.server.version))
      return;
    this.server = call;
    if (this.state.call) this.applyCall(call);
  }

  private onEnded(callId: string, reason: CallEndReason): void {
    if (this.crossing?.id === callId) this.crossing = null;
    if (this.state.incoming?.callId === callId && !this.state.call) {
      this.server = null;
      this.setState(idleSnapshot);
      return;
    }
    const status = this.state.call?.status;
    if (this.state.call?.id !== callId || status === 'ending' || status === 'disconnected') return;
    const first = this.state.call.participants[0];
    const direct = !this.state.call.group && this.state.call.status !== 'connected';
    this.finish(
      reason,
      direct && first ? endNotice(reason, first.name) : reason === 'disconnected' ? endNotice(reason, '') : null,
    );
  }

  private onSignal(callId: string, from: string, signal: CallSignal): void {
    if (this.state.call?.id !== callId || !this.server) return;
    let link = this.links.get(from);
    if (!link) {
      // Earlier joiners offer to later ones. The offer may overtake the call.updated that says this
      // tab joined, so any participant this tab is not itself due to offer may open the link.
      const participant = this.server.participants.some((p) => p.userId === from);
      if (signal.kind !== 'offer' || !participant || meshRoles(this.server, this.me.id).offer.includes(from)) return;
      link = this.createLink(from, false);
    }
    void link.receive(signal);
  }

  // ---- call state ----
  private applyCall(call: Call): void {
    const active = this.state.call;
    if (!active) return;
    const roles = meshRoles(call, this.me.id);
    for (const userId of roles.offer) if (!this.links.has(userId)) this.createLink(userId, true);
    const joined = new Set([...roles.offer, ...roles.await]);
    for (const [userId, link] of this.links) {
      if (joined.has(userId)) continue;
      link.close();
      this.links.delete(userId);
      this.chat.remove(userId);
    }
    if (joined.size > 0) this.lastDialed = null;
    const previous = new Map(active.participants.map((p) => [p.id, p]));
    const participants: Participant[] = call.participants
      .filter((p) => p.userId !== this.me.id)
      .map((p) => {
        const before = previous.get(p.userId);
        const presence = presenceOf(p.state);
        return {
          id: p.userId,
          name: p.name,
          email: p.email,
          stream: presence === 'left' ? null : (before?.stream ?? null),
          isConnected: presence === 'joined' && this.links.get(p.userId)?.connectionState === 'connected',
          isVideoEnabled: before?.isVideoEnabled ?? call.media === 'video',
          isAudioEnabled: before?.isAudioEnabled ?? true,
          presence,
        };
      });
    this.patchCall({ participants });
    this.refreshStatus();
  }

  private createLink(userId: string, initiator: boolean): PeerLink {
    const callId = this.state.call!.id;
    const link = new PeerLink({
      iceServers: this.servers,
      localStream: this.media.camera!,
      initiator,
      signal: (signal) => this.send({ type: 'call.signal', callId, toUserId: userId, signal }),
      remoteStream: (stream) => this.patchParticipant(userId, { stream }),
      connectionState: (state) => {
        this.patchParticipant(userId, { isConnected: state === 'connected' });
        this.refreshStatus();
      },
      chatChannel: (channel) => this.chat.attach(userId, channel),
    });
    this.links.set(userId, link);
    // A screen being shared when someone joins is what they should see.
    if (this.media.sharing) void link.sendVideo(this.media.outgoingVideo());
    return link;
  }

  private refreshStatus(): void {
    const call = this.state.call;
    if (!call || !this.server || call.status === 'ending' || call.status === 'disconnected') return;
    const anyConnected = [...this.links.values()].some((l) => l.connectionState === 'connected');
    const status =
      call.direction === 'incoming' && this.server.status !== 'connected'
        ? 'connecting'
        : statusOf(this.server, anyConnected);
    if (status === call.status) return;
    this.patchCall({
      status,
      connectedAt: status === 'connected' ? (call.connectedAt ?? performance.now()) : call.connectedAt,
    });
    if (status === 'connected') this.quality.start();
  }

  /** Ends the call here: 'ending' (or 'disconnected'), then idle after 1 s (2 s for a dropped peer). */
  private finish(reason: CallEndReason | null, notice: string | null = null): void {
    const crossing = this.crossing;
    if (crossing) {
      // This tab's call was refused while the person it called was calling it: take theirs.
      this.ring(crossing);
      void this.accept();
      return;
    }
    // A refused invitation (null) or a busy callee may be the two calls crossing; anything else is not.
    if (reason !== null && reason !== 'busy') this.lastDialed = null;
    if (notice) toast(notice);
    const call = this.state.call;
    this.teardown();
    if (!call) return;
    const status = reason === 'disconnected' ? 'disconnected' : 'ending';
    const participants = call.participants.map((p) => ({ ...p, stream: null, isConnected: false }));
    this.setState({ status, incoming: null, call: { ...call, status, participants, localStream: null } });
    this.endTimer = setTimeout(() => {
      if (this.state.call?.id === call.id) this.setState(idleSnapshot);
    }, endDelayMs(reason));
  }

  private teardown(): void {
    clearTimeout(this.endTimer);
    this.crossing = null;
    this.quality.stop();
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.chat.reset();
    void this.media.release();
    this.server = null;
  }

  private newCall(
    id: string,
    type: CallType,
    group: boolean,
    direction: ActiveCall['direction'],
    people: CallPerson[],
    localStream: MediaStream,
  ): ActiveCall {
    return {
      id,
      type,
      group,
      direction,
      status: 'calling',
      participants: people.map((p) => ({
        id: p.id,
        name: p.name,
        email: p.email,
        stream: null,
        isConnected: false,
        isVideoEnabled: type === 'video',
        isAudioEnabled: true,
        presence: 'invited',
      })),
      localStream,
      audioEnabled: true,
      videoEnabled: type === 'video',
      screenSharing: false,
      connectedAt: null,
      recordingSince: null,
      quality: null,
      chat: { state: 'unavailable', messages: [] },
    };
  }

  private nameOf(userId: string): string {
    return this.state.call?.participants.find((p) => p.id === userId)?.name ?? 'Participant';
  }

  private patchCall(patch: Partial<ActiveCall>): void {
    const call = this.state.call;
    if (!call) return;
    const next = { ...call, ...patch };
    this.setState({ ...this.state, status: next.status, call: next });
  }

  private patchParticipant(userId: string, patch: Partial<Participant>): void {
    const call = this.state.call;
    if (!call) return;
    this.patchCall({ participants: call.participants.map((p) => (p.id === userId ? { ...p, ...patch } : p)) });
  }

  private setState(next: CallSnapshot): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

type Prepared = [PromiseSettledResult<MediaStream>, PromiseSettledResult<RTCIceServer[]>];

const stop = (stream: MediaStream) => {
  for (const track of stream.getTracks()) track.stop();
};
