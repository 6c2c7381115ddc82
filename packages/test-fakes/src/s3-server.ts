// A local fake of an S3-compatible bucket (path-style): PUT and GET of objects, with every PUT's
// AWS Signature Version 4 checked from scratch (canonical request, string to sign, signing key),
// the way S3 does, so a client that signs wrongly is refused with S3's XML errors.
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function s3Error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** Recomputes the request's SigV4 signature; null when it matches, else the S3 error code. */
function verifySignature(
  req: IncomingMessage,
  body: Buffer,
  s3: Pick<FakeS3, 'accessKeyId' | 'secretAccessKey' | 'region'>,
): string | null {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AccessDenied';
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== s3.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== s3.region) return 'AuthorizationHeaderMalformed';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(date)) return 'AccessDenied';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  // S3 accepts an unsigned payload; a declared hash must match the bytes.
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const names = signedHeaders.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256')) return 'AccessDenied';
  const url = new URL(req.url ?? '/', 'http://fake');
  const canonicalRequest = [
    req.method,
    url.pathname,
    [...url.searchParams]
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .sort()
      .join('&'),
    names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .replace(/\s+/g, ' ')}\n`,
      )
      .join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, date), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(stringToSign).digest('hex') === signature ? null : 'SignatureDoesNotMatch';
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const s3 = {
    bucket: options.bucket ?? 'gameshelf-test',
    region: options.region ?? 'ap-northeast-2',
    accessKeyId: 'AKIAFAKEFAKEFAKE',
    secretAccessKey: 'fake/secret/key/0123456789abcdefghij',
    objects: new Map<string, { body: Buffer; contentType: string | undefined }>(),
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const prefix = `/${s3.bucket}/`;
    if (!path.startsWith(prefix)) return s3Error(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = decodeURIComponent(path.slice(prefix.length));
    if (req.method === 'PUT') {
      const problem = verifySignature(req, body, s3);
      if (problem) return s3Error(res, 403, problem, 'The request signature we calculated does not match the signature you provided.');
      s3.objects.set(key, { body, contentType: req.headers['content-type'] });
      res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = s3.objects.get(key);
      if (!object) return s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'Content-Type': object.contentType ?? 'application/octet-stream' });
      return res.end(object.body);
    }
    return s3Error(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  };
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...s3,
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
