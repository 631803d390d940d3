import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './address-guard.js';

/** A receiver that takes longer is treated as down; the delivery is retried later. */
const RECEIVER_TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer: enough to see its error, never a large body. */
const RECEIVER_ANSWER_BYTES = 1_024;

export type ReceiverAnswer = { status: number; body: string };

/**
 * POSTs `body` to `url`, connecting to the address checked before (a custom lookup, so TLS still
 * checks the certificate against the URL's host). Redirects are not followed: a 3xx is the
 * receiver's answer like any other. Reads at most the first 1 KB of the answer.
 */
export const callReceiver = (
  url: URL,
  target: CheckedAddress,
  headers: Record<string, string>,
  body: string,
  timeoutMs = RECEIVER_TIMEOUT_MS,
) =>
  new Promise<ReceiverAnswer>((resolve, reject) => {
    const checkedLookup: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: checkedLookup,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const answer = () => ({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, RECEIVER_ANSWER_BYTES).toString('utf8'),
        });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size < RECEIVER_ANSWER_BYTES) return;
          resolve(answer());
          request.destroy();
        });
        response.on('end', () => resolve(answer()));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
