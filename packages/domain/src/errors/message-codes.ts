import { z } from 'zod';

/**
 * Stable message codes the server answers with. The web app translates each one with its
 * messageData; `message` is the English fallback for API clients.
 */
const messageCodes = [
  'ITS_BE_ERROR_INVALID_INPUT',
  'ITS_BE_ERROR_UNAUTHENTICATED',
  'ITS_BE_ERROR_FORBIDDEN',
  'ITS_BE_ERROR_NOT_FOUND',
  'ITS_BE_ERROR_CONFLICT',
  'ITS_BE_ERROR_CROSS_SITE',
  'ITS_BE_ERROR_RATE_LIMITED',
  'ITS_BE_ERROR_INVALID_CREDENTIALS',
  'ITS_BE_ERROR_ACCOUNT_PENDING',
  'ITS_BE_ERROR_ACCOUNT_DEACTIVATED',
  'ITS_BE_ERROR_USE_SINGLE_SIGN_ON',
  'ITS_BE_ERROR_CODE_INVALID',
  'ITS_BE_ERROR_EMAIL_TAKEN',
  'ITS_BE_ERROR_SSO_NOT_CONFIGURED',
  'ITS_BE_ERROR_SSO_FAILED',
  'ITS_BE_ERROR_CRM_NOT_CONFIGURED',
  'ITS_BE_ERROR_MAX_SAVED_SEARCHES',
  'ITS_BE_ERROR_UNKNOWN_OPTION',
  'ITS_BE_ERROR_PAYLOAD_TOO_LARGE',
  'ITS_BE_ERROR_COLLECTION_TOO_LARGE',
  'ITS_BE_ERROR_USER_LOCK',
  'ITS_BE_ERROR_MAX_ASSORTMENTS',
  'ITS_BE_ERROR_INTERNAL',
  /** Order errors (spec part 2 §8.4): the order error, a wholesale order the order system rejected. */
  'ITS_FE_ERROR_NEXTORWRK_ERROR',
  'ITS_FE_ERROR_ORDER_REJECTED',
  'ITS_FE_ERROR_DOCUMENT_EXPORT_ERROR',
] as const;
export type MessageCode = (typeof messageCodes)[number];

const apiErrorSchema = z.object({
  messageCode: z.string(),
  message: z.string(),
  messageData: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Success answers that carry only a message. */
export const messageAnswerSchema = z.object({ message: z.string(), messageCode: z.string().optional() });
