import type { Socket } from 'node:net';
import { commonMessages, requestMessages, type ErrorBody } from '@gameshelf/contracts';

/** What Node's HTTP parser refused, as our status and Korean message. */
function refusal(code: string | undefined): { status: number; reason: string; message: string } | null {
  if (code === 'ECONNRESET') return null;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, reason: 'Request Timeout', message: requestMessages.requestTimeout };
  // An address or headers over Node's maxHeaderSize (16 KB): the parser cannot tell which.
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', message: requestMessages.headersTooLarge };
  return { status: 400, reason: 'Bad Request', message: commonMessages.invalidRequest };
}

/**
 * Fastify's `clientErrorHandler`: a request Node refused before Fastify saw it (no route, no hooks, no
 * error handler) still gets a Korean JSON body, written straight to the socket as Node would, and the
 * connection is closed. Nothing of the request is logged: its headers may carry tokens.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  const answer = socket.destroyed ? null : refusal(error.code);
  if (answer && socket.writable) {
    const body = JSON.stringify({ message: answer.message } satisfies ErrorBody);
    socket.write(
      `HTTP/1.1 ${answer.status} ${answer.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
