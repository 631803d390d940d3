import {
  documentFormats,
  documentSchedulePatchSchema,
  documentScheduleRequestSchema,
  documentScheduleSchema,
  idParams,
  messageAnswerSchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { AppConfig } from '../platform/config.js';
import { type App, publicOrigin } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { sendStoredDocument } from './file-reply.js';
import type { DocumentSchedules } from './schedules.js';
import type { DocumentShareService } from './share-service.js';

const tags = ['assortment documents'];
const access = { access: 'viewAssortments' } as const;

/** Documents sent on a schedule (part 1 §1, §2 'documents schedule and send', part 2 §7.7 scheduled links). */
export const registerScheduleRoutes = (
  app: App,
  deps: { schedules: DocumentSchedules; shares: DocumentShareService; config: Pick<AppConfig, 'publicUrl'> },
) => {
  app.get(
    '/api/assortment-documents/schedules',
    {
      config: access,
      schema: {
        tags,
        summary: "The person's document schedules, newest first",
        response: { 200: z.object({ data: z.array(documentScheduleSchema) }) },
      },
    },
    async (request) => ({ data: await deps.schedules.list(signedInUser(request)) }),
  );

  app.post(
    '/api/assortment-documents/schedules',
    {
      config: access,
      schema: {
        tags,
        summary: 'Schedules a document of one of the person’s assortments, mailed daily, weekly or monthly',
        body: documentScheduleRequestSchema,
        response: { 200: messageAnswerSchema.extend({ schedule: documentScheduleSchema }) },
      },
    },
    async (request) => ({
      message: 'Scheduled Successfully',
      schedule: await deps.schedules.create(signedInUser(request), request.body, auditContextOf(request)),
    }),
  );

  app.patch(
    '/api/assortment-documents/schedules/:id',
    {
      config: access,
      schema: {
        tags,
        summary: "Changes a schedule's recipients, mail or timing",
        params: idParams,
        body: documentSchedulePatchSchema,
        response: { 200: messageAnswerSchema.extend({ schedule: documentScheduleSchema }) },
      },
    },
    async (request) => ({
      message: 'Scheduled Updated',
      schedule: await deps.schedules.patch(signedInUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/assortment-documents/schedules/:id',
    {
      config: access,
      schema: { tags, summary: 'Stops a schedule', params: idParams, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await deps.schedules.delete(signedInUser(request), request.params.id, auditContextOf(request));
      return { message: 'Scheduled Deleted' };
    },
  );

  app.post(
    '/api/assortment-documents/schedules/:id/run',
    {
      config: access,
      schema: {
        tags,
        summary: 'Sends the scheduled document now; the next run stays as planned',
        params: idParams,
        response: { 200: messageAnswerSchema.extend({ documentId: z.uuid() }) },
      },
    },
    async (request) => ({
      message: 'Success',
      documentId: await deps.schedules.runNow(
        signedInUser(request),
        request.params.id,
        publicOrigin(request, deps.config.publicUrl),
      ),
    }),
  );

  app.get(
    '/api/assortment-documents/:format/scheduled/:documentId/:timeStamp/:filename',
    {
      // The document's random id and the run's time stamp together are the credential.
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A scheduled run's document, for whoever got its link, until the link expires",
        params: z.object({
          format: z.enum(documentFormats),
          documentId: z.uuid(),
          // At most the last instant a JavaScript date can hold, so a made-up stamp is a 404, not a crash.
          timeStamp: z.coerce.number().int().min(0).max(8_640_000_000_000_000),
          filename: z.string().max(200),
        }),
      },
    },
    async (request, reply) => {
      const { format, documentId, timeStamp } = request.params;
      const file = await deps.shares.openScheduled(format, documentId, timeStamp);
      return sendStoredDocument(reply, format, file);
    },
  );
};
