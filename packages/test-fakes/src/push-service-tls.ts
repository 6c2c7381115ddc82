// A self-signed certificate for the local push service (web push always goes over TLS): the `web-push`
// library speaks https only, so the tests' processes trust this certificate through NODE_EXTRA_CA_CERTS,
// which Node reads once at start (the test runner's global set-up writes it before its workers start).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type PushServiceTls = { certFile: string; keyFile: string };

/** Writes a P-256 certificate for 127.0.0.1 and localhost, valid two days, into `folder`. */
export function writeSelfSignedCertificate(folder: string): PushServiceTls {
  const certFile = path.join(folder, 'push-service-cert.pem');
  const keyFile = path.join(folder, 'push-service-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}
