import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** What the HTTP parser could not even read as a request, by Node's error code. */
const refusals: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers (or its address) are larger than 16 KB' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};
const malformed = { status: 400, message: 'The request is not valid HTTP' };

/**
 * Fastify's clientErrorHandler: a request Node's parser refused (headers or URL too large,
 * malformed, too slow) never reaches the error handler, so it is answered here, with the
 * same `{ code, message }` envelope as every other refusal.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = refusals[error.code ?? ''] ?? malformed;
  const body = JSON.stringify({ code: 'bad_input', message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
