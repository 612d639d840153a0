import { toast } from 'sonner';
import type { ActiveCall, ChatMessage } from '../state/call-snapshot';
import { chatMessages } from '../utils/media-errors';
import { chatMessage, chatState, parseChannelMessage } from './chat-channels';

interface ChatHubEvents {
  changed: (chat: ActiveCall['chat']) => void;
  /** A peer turned its microphone or camera on or off. */
  media: (userId: string, audio: boolean, video: boolean) => void;
}

/** The call's chat over one data channel per peer: a message goes to every open channel. */
export class ChatHub {
  private readonly channels = new Map<string, RTCDataChannel>();
  private messages: ChatMessage[] = [];
  private everOpened = false;
  /** This side's microphone and picture, told to every peer whose channel opens. */
  private media: { audio: boolean; video: boolean } | null = null;

  constructor(
    private readonly myName: string,
    private readonly nameOf: (userId: string) => string,
    private readonly events: ChatHubEvents,
  ) {}

  attach(userId: string, channel: RTCDataChannel): void {
    this.channels.get(userId)?.close();
    this.channels.set(userId, channel);
    channel.onopen = () => {
      this.everOpened = true;
      if (this.media) channel.send(JSON.stringify({ type: 'media', ...this.media }));
      this.changed();
    };
    channel.onclose = () => this.changed();
    channel.onmessage = ({ data }) => {
      const message = parseChannelMessage(data);
      if (message?.type === 'chat') {
        // The name shown is the one the server gave the participant, not what the peer claims.
        this.messages = [
          ...this.messages,
          chatMessage('remote', this.nameOf(userId), message.content, message.timestamp),
        ];
        this.changed();
      } else if (message?.type === 'media') {
        this.events.media(userId, message.audio, message.video);
      }
    };
    this.changed();
  }

  remove(userId: string): void {
    this.channels.get(userId)?.close();
    this.channels.delete(userId);
    this.changed();
  }

  reset(): void {
    for (const channel of this.channels.values()) channel.close();
    this.channels.clear();
    this.messages = [];
    this.everOpened = false;
    this.media = null;
  }

  /** Spec 000 §5: a connected peer, non-blank text and an open channel; otherwise the spec's errors. */
  send(text: string, peerConnected: boolean): void {
    const content = text.trim();
    if (!content) return;
    if (!peerConnected) {
      toast.error(chatMessages.notConnected);
      return;
    }
    const open = [...this.channels.values()].filter((c) => c.readyState === 'open');
    if (open.length === 0) {
      toast.error(chatMessages.failed);
      return;
    }
    const timestamp = Date.now();
    const frame = JSON.stringify({ type: 'chat', content, timestamp, sender: this.myName });
    try {
      for (const channel of open) channel.send(frame);
    } catch {
      toast.error(chatMessages.failed);
      return;
    }
    this.messages = [...this.messages, chatMessage('user', this.myName, content, timestamp)];
    this.changed();
  }

  broadcastMedia(audio: boolean, video: boolean): void {
    this.media = { audio, video };
    const frame = JSON.stringify({ type: 'media', audio, video });
    for (const channel of this.channels.values()) if (channel.readyState === 'open') channel.send(frame);
  }

  private changed(): void {
    this.events.changed({ state: chatState(this.channels.values(), this.everOpened), messages: this.messages });
  }
}
