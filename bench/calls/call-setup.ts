import { type BenchSocket, openSocket } from './relay-load';

/** Signed-in tabs in a call, and the ICE candidates the relay figures send between them. */
export const candidate = (seq: number) => ({
  kind: 'ice',
  candidate: { candidate: `candidate:${seq} 1 udp 2122260223 192.0.2.10 54321 typ host generation 0`, sdpMid: '0' },
});
export const seqOfSignal = (m: any) =>
  m.type === 'call.signal' ? Number.parseInt(m.signal.candidate.candidate.slice(10), 10) : undefined;

export const signalTo = (callId: string, toUserId: string) => (seq: number) => ({
  type: 'call.signal',
  callId,
  toUserId,
  signal: candidate(seq),
});

/** A group call from A to the others; returns its id once all have joined. */
export async function connectGroup(a: BenchSocket, others: { socket: BenchSocket; userId: string }[]) {
  const callId = crypto.randomUUID();
  a.send({ type: 'call.invite', callId, userIds: others.map((o) => o.userId), media: 'video', group: true });
  for (const { socket } of others) {
    await socket.next((m) => m.type === 'call.incoming' && m.call.id === callId);
    socket.send({ type: 'call.accept', callId });
  }
  const joined = (m: any) => m.call?.participants.filter((p: any) => p.state === 'joined').length === others.length + 1;
  await a.next((m) => m.type === 'call.updated' && m.call.id === callId && joined(m));
  return callId;
}

export async function signedIn(origin: string, cookie: string) {
  const socket = await openSocket(`${origin.replace('http', 'ws')}/ws?tenant=demo`, cookie);
  const hello = await socket.next((m) => m.type === 'hello');
  return { socket, userId: hello.user.id as string };
}
