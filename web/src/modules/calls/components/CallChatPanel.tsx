import clsx from 'clsx';
import { format } from 'date-fns';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { ActiveCall } from '../state/call-snapshot';
import { useCallControls } from '../state/calls-context';

/** Spec 000 §2: four quick emoji that append to the text. */
export const quickEmoji = ['👍', '😊', '👋', '🎉'] as const;

const stateText = {
  unavailable: 'Messaging starts when the call connects.',
  connecting: 'Setting up messaging connection...',
  closed: 'Messaging connection closed.',
  open: '',
} as const;

/** In-call chat over the peer data channel: usable only while the channel is open. */
export function CallChatPanel({ chat }: { chat: ActiveCall['chat'] }) {
  const controls = useCallControls();
  const [text, setText] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const open = chat.state === 'open';

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message when one arrives
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [chat.messages.length]);

  const send = () => {
    if (!text.trim()) return;
    controls?.sendChat(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  return (
    <section className="call-chat" aria-label="Call chat">
      {!open && <p className="call-chat__state">{stateText[chat.state]}</p>}
      <ol className="call-chat__messages" ref={list}>
        {chat.messages.length === 0 && open && (
          <li className="call-chat__empty">No messages yet. Start the conversation!</li>
        )}
        {chat.messages.map((message) => (
          <li key={message.id} className={clsx('call-chat__message', `is-${message.sender}`)}>
            {message.sender === 'remote' && <span className="call-chat__sender">{message.senderName}</span>}
            <span className="call-chat__bubble">{message.content}</span>
            <time className="call-chat__time">{format(message.timestamp, 'HH:mm')}</time>
          </li>
        ))}
      </ol>
      <div className="call-chat__emoji">
        {quickEmoji.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="call-chat__emoji-button"
            aria-label={`Add ${emoji}`}
            disabled={!open}
            onClick={() => setText((current) => current + emoji)}
          >
            {emoji}
          </button>
        ))}
      </div>
      <div className="call-chat__composer">
        <textarea
          aria-label="Message"
          placeholder={open ? 'Type a message…' : 'Waiting for the connection…'}
          rows={1}
          value={text}
          disabled={!open}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="icon-button"
          aria-label="Send message"
          disabled={!open || !text.trim()}
          onClick={send}
        >
          <Send aria-hidden size={16} />
        </button>
      </div>
    </section>
  );
}
