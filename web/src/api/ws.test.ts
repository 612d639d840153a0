import { describe, expect, it } from 'vitest';
import { parseServerMessage, reconnectDelay } from './ws';

const event = {
  id: '8c0b7a4e-4a52-4a7e-9a57-0b6f5b1e2a10',
  type: 'crm.contact.created',
  version: 1,
  tenantId: '0f2f5c8e-7d55-4b9a-8f6e-3b9c1d2e4f50',
  occurredAt: '2025-01-02T03:04:05.000Z',
  data: { id: 1 },
};

describe('parseServerMessage', () => {
  it('reads hello and event frames', () => {
    const user = {
      id: event.id,
      name: 'Ann',
      role: 'regular_user',
      permissions: ['contacts'],
      email: 'a@b.co',
      isOperator: false,
    };
    const hello = { type: 'hello', user, connectionId: event.tenantId };
    expect(parseServerMessage(JSON.stringify(hello))).toEqual(hello);
    expect(parseServerMessage(JSON.stringify({ type: 'event', event }))).toEqual({ type: 'event', event });
  });

  it('drops malformed frames', () => {
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'event', event: { type: 'x' } }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'other' }))).toBeNull();
    expect(parseServerMessage(new ArrayBuffer(2))).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('backs off exponentially from 1 s and caps at 30 s', () => {
    expect(reconnectDelay(0, 0)).toBe(1000);
    expect(reconnectDelay(3, 0)).toBe(8000);
    expect(reconnectDelay(10, 0)).toBe(30_000);
    expect(reconnectDelay(0, 1)).toBe(1200);
  });
});
