import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens and session ids. */
export const generateOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a refresh token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
