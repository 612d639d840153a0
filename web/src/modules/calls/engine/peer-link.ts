import type { CallSignal } from '@smartcrm/contracts';
import { sdpSessionId } from './sdp';

export interface PeerLinkOptions {
  iceServers: RTCIceServer[];
  localStream: MediaStream;
  /**
   * The participant who joined first (lower joinOrder): it sends the first offer, is the impolite
   * peer of perfect negotiation, restarts ICE and rebuilds a stalled connection; the other follows.
   */
  initiator: boolean;
  /** How long after the answer a connection may stay 'new' or 'connecting' before it is rebuilt. */
  watchdogMs?: number;
  signal: (signal: CallSignal) => void;
  remoteStream: (stream: MediaStream) => void;
  connectionState: (state: RTCPeerConnectionState) => void;
  chatChannel: (channel: RTCDataChannel) => void;
}

/**
 * One RTCPeerConnection to one remote participant, kept alive through renegotiation (perfect
 * negotiation), ICE failure (restartIce) and the Chromium stall where a connection stays
 * 'connecting' forever without failing: the initiator then builds a new connection, whose offer
 * carries a new SDP session id, and the other side rebuilds when it sees one. Candidates of the old
 * connection carry its ICE ufrag and are refused by the new one.
 */
export class PeerLink {
  private pc: RTCPeerConnection | undefined;
  private makingOffer = false;
  private ignoreOffer = false;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private remote = new MediaStream();
  private queue: Promise<void> = Promise.resolve();
  /** The outgoing picture when it is not the camera's (a screen being shared), or null for none. */
  private video: MediaStreamTrack | null | undefined;
  /** Senders that carried video and may carry none now (a shared screen stopped in an audio call). */
  private readonly videoSenders = new WeakSet<RTCRtpSender>();
  /** How many times the watchdog rebuilt the connection (reported for diagnosis). */
  rebuilds = 0;

  constructor(private readonly options: PeerLinkOptions) {
    if (options.initiator) this.build();
  }

  get connectionState(): RTCPeerConnectionState {
    return this.pc?.connectionState ?? 'new';
  }

  /** Applies a signal from the counterpart, one at a time in arrival order. */
  receive(signal: CallSignal): Promise<void> {
    this.queue = this.queue.then(() => this.apply(signal)).catch(() => undefined);
    return this.queue;
  }

  /**
   * Sends another picture (screen share and back to the camera). A call that already sends video swaps
   * the track in place; an audio call gains a video track, which renegotiates (perfect negotiation).
   */
  async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    this.video = track;
    const pc = this.pc;
    if (!pc || pc.signalingState === 'closed') return;
    const sender = pc.getSenders().find((s) => s.track?.kind === 'video' || this.videoSenders.has(s));
    if (sender) await sender.replaceTrack(track);
    else if (track) this.videoSenders.add(pc.addTrack(track, this.options.localStream));
  }

  getStats(): Promise<RTCStatsReport> | null {
    return this.pc && this.pc.signalingState !== 'closed' ? this.pc.getStats() : null;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.watchdog);
    this.pc?.close();
  }

  private async apply(signal: CallSignal): Promise<void> {
    if (this.closed) return;
    if (signal.kind === 'ice') {
      if (signal.candidate && this.pc) await this.addCandidate(signal.candidate);
      return;
    }
    const description: RTCSessionDescriptionInit = { type: signal.kind, sdp: signal.sdp };
    if (signal.kind === 'offer' && !this.options.initiator) {
      const current = this.pc?.remoteDescription?.sdp;
      // A first offer, or one from a connection the initiator rebuilt: follow with a fresh one.
      if (!this.pc || (current && sdpSessionId(current) !== sdpSessionId(signal.sdp))) this.build();
    }
    if (!this.pc) return;
    await this.applyDescription(this.pc, description);
  }

  private build(): void {
    clearTimeout(this.watchdog);
    this.pc?.close();
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.remote = new MediaStream();
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers });
    this.pc = pc;
    const current = () => this.pc === pc && !this.closed;

    pc.onicecandidate = ({ candidate }) => {
      if (!candidate || !current()) return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
      this.options.signal({
        kind: 'ice',
        candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
      });
    };
    pc.ontrack = ({ track }) => {
      if (!current()) return;
      this.remote.addTrack(track);
      // A fresh MediaStream object makes <video> elements and React state notice the new track.
      this.options.remoteStream(new MediaStream(this.remote.getTracks()));
    };
    pc.onconnectionstatechange = () => {
      if (!current()) return;
      this.options.connectionState(pc.connectionState);
      if (pc.connectionState === 'connected') clearTimeout(this.watchdog);
      if (pc.connectionState === 'failed' && this.options.initiator) pc.restartIce();
    };
    pc.onnegotiationneeded = async () => {
      if (!current()) return;
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        const local = pc.localDescription;
        if (current() && local?.type === 'offer') this.options.signal({ kind: 'offer', sdp: local.sdp });
      } catch {
        // A collision rolled the offer back; the other side's offer is being applied instead.
      } finally {
        this.makingOffer = false;
      }
    };
    if (this.options.initiator) {
      this.openChat(pc);
      this.addLocalTracks(pc);
    }
    this.options.connectionState(pc.connectionState);
  }

  /**
   * Both sides open the same pre-agreed channel, so neither waits for an ondatachannel; the answering
   * side opens it once the offer (which carries the channel) is applied, so it never asks to negotiate.
   */
  private openChat(pc: RTCPeerConnection): void {
    this.options.chatChannel(pc.createDataChannel('chat', { negotiated: true, id: 0 }));
  }

  private addLocalTracks(pc: RTCPeerConnection): void {
    const { localStream } = this.options;
    const video = this.video === undefined ? localStream.getVideoTracks()[0] : this.video;
    for (const track of localStream.getAudioTracks()) pc.addTrack(track, localStream);
    if (video) this.videoSenders.add(pc.addTrack(video, localStream));
  }

  private async applyDescription(pc: RTCPeerConnection, description: RTCSessionDescriptionInit): Promise<void> {
    const polite = !this.options.initiator;
    const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !polite && collision;
    if (this.ignoreOffer) return;
    const firstOffer = description.type === 'offer' && !pc.remoteDescription;
    await pc.setRemoteDescription(description);
    if (description.type === 'offer') {
      // The answering side puts its media into the offered transceivers: no second negotiation round.
      if (firstOffer && !this.options.initiator) {
        this.openChat(pc);
        this.addLocalTracks(pc);
      }
      await pc.setLocalDescription();
      const local = pc.localDescription;
      if (local?.type === 'answer' && this.pc === pc) this.options.signal({ kind: 'answer', sdp: local.sdp });
    } else {
      this.armWatchdog(pc);
    }
  }

  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    try {
      await this.pc?.addIceCandidate(candidate);
    } catch {
      // A candidate of a connection since rebuilt, or of an offer we ignored: it belongs to no one.
    }
  }

  /** The initiator rebuilds a connection that has not come up a few seconds after the answer. */
  private armWatchdog(pc: RTCPeerConnection): void {
    if (!this.options.initiator || pc.connectionState === 'connected') return;
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => {
      if (this.closed || this.pc !== pc) return;
      if (pc.connectionState === 'new' || pc.connectionState === 'connecting') {
        this.rebuilds++;
        this.build();
      }
    }, this.options.watchdogMs ?? 6000);
  }
}
