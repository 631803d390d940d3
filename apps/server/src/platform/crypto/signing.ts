import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures over a purpose and a list of fields, so a value signed for one use
 * (a part URL) can never pass as another (an upload id).
 */
export const createSigner = (secret: string) => {
  const sign = (purpose: string, fields: readonly (string | number)[]) =>
    createHmac('sha256', secret)
      .update(JSON.stringify([purpose, ...fields]))
      .digest('base64url');
  return {
    sign,
    verify: (purpose: string, fields: readonly (string | number)[], signature: string) => {
      const expected = Buffer.from(sign(purpose, fields));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};

export type Signer = ReturnType<typeof createSigner>;
