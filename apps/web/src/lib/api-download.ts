import { commonMessages } from '@gameshelf/contracts';
import { answer, ApiError, type RequestOptions } from './api-client.ts';

/** A file the server sends as an attachment, with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `filename*=UTF-8''…` (RFC 6266) first, then a plain `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** A GET whose answer is a file (e.g. the data export), not JSON; failures as `api` throws them. */
export async function download(path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await answer('GET', path, options);
  try {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, commonMessages.networkError);
  }
}
