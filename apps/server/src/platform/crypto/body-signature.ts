import { createHmac } from 'node:crypto';

/**
 * The `X-Stride-Signature` header a receiver checks (the CRM sync, webhooks): HMAC-SHA256 (hex) of
 * `{t}.{body}` with the shared secret. The timestamp inside what is signed lets the receiver
 * refuse an old body replayed.
 */
export const bodySignature = (secret: string, body: string, timestamp: number) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
