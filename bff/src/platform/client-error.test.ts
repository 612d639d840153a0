import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerClientError } from './client-error';

/** The raw answer written to a socket for a parser error with `code`. */
function answerTo(code: string) {
  const socket = new PassThrough();
  let written = '';
  socket.on('data', (chunk) => {
    written += String(chunk);
  });
  socket.on('error', () => undefined);
  answerClientError(Object.assign(new Error('parse'), { code }), socket);
  const [head = '', body = ''] = written.split('\r\n\r\n');
  return { status: head.split(' ')[1], head, body: body ? JSON.parse(body) : null, destroyed: socket.destroyed };
}

describe('answerClientError', () => {
  it('answers headers past the limit with 431 and the error envelope, then closes', () => {
    const answer = answerTo('HPE_HEADER_OVERFLOW');
    expect(answer.status).toBe('431');
    expect(answer.body).toEqual({
      code: 'bad_input',
      message: 'The request headers (or its address) are larger than 16 KB',
    });
    expect(answer.head).toMatch(/Content-Type: application\/json/);
    expect(answer.destroyed).toBe(true);
  });

  it('answers a malformed request with 400 and a slow one with 408, both as envelopes', () => {
    expect(answerTo('HPE_INVALID_METHOD')).toMatchObject({ status: '400', body: { code: 'bad_input' } });
    expect(answerTo('ERR_HTTP_REQUEST_TIMEOUT')).toMatchObject({ status: '408', body: { code: 'bad_input' } });
  });

  it('writes nothing to a connection the client already reset', () => {
    expect(answerTo('ECONNRESET')).toMatchObject({ head: '', body: null });
  });
});
