import { z } from 'zod';
import { appPathSchema, MAIL_MAX_RECIPIENTS, mailRecipientSchema } from '../packages/package-request.js';

/**
 * Sharing a search by e-mail (spec part 2 §7.16: recipients, bccRecipients, subject, body, link
 * text, path). The path is the search's page with its filters, a page of this site only.
 */
export const shareSearchRequestSchema = z.object({
  recipients: z.array(mailRecipientSchema).min(1).max(MAIL_MAX_RECIPIENTS),
  bccRecipients: z.array(mailRecipientSchema).max(MAIL_MAX_RECIPIENTS).default([]),
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().max(2_000).optional(),
  linkText: z.string().trim().max(200).optional(),
  path: appPathSchema,
});
export type ShareSearchRequest = z.infer<typeof shareSearchRequestSchema>;

/** A person keeps at most this many saved searches; the oldest must go before another is saved. */
export const MAX_SAVED_SEARCHES = 50;

/** Saving a search (spec part 2 §7.16: query and path), under a name of the person's choosing. */
export const saveSearchRequestSchema = z.object({
  name: z.string().trim().min(1).max(100),
  /** The search's filters as the page's query string, without the leading '?'. */
  query: z.string().max(2_000),
  path: appPathSchema,
});
export type SaveSearchRequest = z.infer<typeof saveSearchRequestSchema>;

export const savedSearchSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  query: z.string(),
  path: z.string(),
  createdDate: z.iso.datetime(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** Where a saved search opens: its page with its filters. */
export const savedSearchHref = (search: Pick<SavedSearch, 'path' | 'query'>) =>
  search.query ? `${search.path}?${search.query}` : search.path;

/** Addresses as people type or paste them: separated by commas, semicolons, spaces or new lines. */
export const mailAddressesIn = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
