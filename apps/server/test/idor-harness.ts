/**
 * IDOR (issue 13, idor-*.test.ts): person B, holding the same role as owner A (so every route rule
 * admits both), cannot read, change or delete A's resource by its id: the service answers 404 (what
 * is not yours is not there) or 403, and the resource stays as it was.
 *
 * Cases already proved beside their feature, not repeated here:
 * - assortments GET/PATCH/DELETE by id: assortments/routes.test.ts; batch: batch-routes.test.ts;
 *   cloneMany of another's: copy-routes.test.ts; files: file-routes.test.ts; live events:
 *   live-routes.test.ts; image zip and season overlap: zip-routes.test.ts; CRM sync:
 *   crm-sync-routes.test.ts; unpublished showroom: showroom/routes.test.ts
 * - sample orders read by number and delete (repeated in idor-orders.test.ts beside the promo and
 *   wholesale cases), another requester's year counts: orders/promo-routes.test.ts
 * - upload create and complete with another user's key or upload id: uploads/routes.test.ts
 * - document jobs (read, delete, file), documents and shares of another's assortment:
 *   documents/share-routes.test.ts, documents/routes.test.ts; document schedules (delete, list,
 *   create on another's assortment): documents/schedule-routes.test.ts
 * - share codes: a wrong document access code or time stamp (documents/share-routes.test.ts,
 *   schedule-routes.test.ts), a made-up package code (packages/mail-routes.test.ts), another
 *   user's account code (accounts/routes.test.ts); the codes are bearer credentials by design
 * - report schedules delete: reports/routes.test.ts
 * - notifications read and delete by id, another person's list: notifications/routes.test.ts
 * - saved searches list and delete: searches/routes.test.ts
 * - collections list and change: collections/routes.test.ts
 * - conference items of another group: conference/pictures-groups.test.ts
 * Owned by no person (editorial or role-managed, so no IDOR case): announcements (charts), library
 * assets, sample inventory, coordinator assignments, seasons, internal assortments (by scope).
 */

export type Answered = Promise<{ status: number; answer: { messageData?: { what?: string } } | null }>;
/** The status of a refusal; a 404 of the router (a path that names no route) would prove nothing. */
const refusal = async (pending: Answered) => {
  const { status, answer } = await pending;
  return status === 404 && !answer?.messageData?.what ? 'a path of no route' : status;
};
/** Each attempt's name and refusal, in order. */
export const refusals = async (attempts: [string, () => Answered][]) => {
  const answered: [string, number | string][] = [];
  for (const [name, attempt] of attempts) answered.push([name, await refusal(attempt())]);
  return answered;
};
