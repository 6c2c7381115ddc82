import type { FastifyRequest } from 'fastify';
import { uploadMessages } from '@gameshelf/contracts';
import { InvalidError, TooLargeError } from '../../shared/errors.ts';

/** The bytes of the multipart field `file` (other parts are drained); at most `maxBytes` (else 413). */
export async function readFileField(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new InvalidError(uploadMessages.imageMissing, 'file');
  let bytes: Buffer | null = null;
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 5 } })) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'file') {
      part.file.resume();
      continue;
    }
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new TooLargeError(uploadMessages.imageTooLarge, 'file');
      throw err;
    }
  }
  return bytes ?? Buffer.alloc(0);
}
