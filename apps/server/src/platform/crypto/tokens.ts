import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: session tokens, e-mail codes, share codes. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are stored hashed so a database leak does not hand out live sessions or codes. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
