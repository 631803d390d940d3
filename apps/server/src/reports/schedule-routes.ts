import {
  idParams,
  messageAnswerSchema,
  reportSchedulePatchSchema,
  reportScheduleRequestSchema,
  reportScheduleSchema,
} from '@stride/domain';
import { z } from 'zod';
import { auditContextOf } from '../audit/audit-log.js';
import type { App } from '../platform/http/app-types.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import type { ReportSchedules } from './schedules.js';

const tags = ['reports'];
const access = { access: 'manageAssortmentReporting' } as const;
const scheduleAnswer = { 200: messageAnswerSchema.extend({ schedule: reportScheduleSchema }) };

/** Reports mailed on a schedule (part 1 §1 scheduled reports), for the people who may report. */
export const registerReportScheduleRoutes = (app: App, deps: { schedules: ReportSchedules }) => {
  const path = '/api/assortments/admin/report-schedules';

  app.get(
    path,
    {
      config: access,
      schema: {
        tags,
        summary: "The person's report schedules, newest first",
        response: { 200: z.object({ data: z.array(reportScheduleSchema) }) },
      },
    },
    async (request) => ({ data: await deps.schedules.list(signedInUser(request)) }),
  );

  app.post(
    path,
    {
      config: access,
      schema: {
        tags,
        summary: 'Mails a report daily, weekly or monthly as an xlsx attachment',
        description: 'A period of dates stands for the span that just ended at each run: a day, a week or a month.',
        body: reportScheduleRequestSchema,
        response: scheduleAnswer,
      },
    },
    async (request) => ({
      message: 'Scheduled Successfully',
      schedule: await deps.schedules.create(signedInUser(request), request.body, auditContextOf(request)),
    }),
  );

  app.patch(
    `${path}/:id`,
    {
      config: access,
      schema: {
        tags,
        summary: "Changes a report schedule's recipients, mail or timing",
        params: idParams,
        body: reportSchedulePatchSchema,
        response: scheduleAnswer,
      },
    },
    async (request) => ({
      message: 'Scheduled Updated',
      schedule: await deps.schedules.patch(signedInUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    `${path}/:id`,
    {
      config: access,
      schema: { tags, summary: 'Stops a report schedule', params: idParams, response: { 200: messageAnswerSchema } },
    },
    async (request) => {
      await deps.schedules.delete(signedInUser(request), request.params.id, auditContextOf(request));
      return { message: 'Scheduled Deleted' };
    },
  );

  app.post(
    `${path}/:id/run`,
    {
      config: access,
      schema: {
        tags,
        summary: 'Sends the report now; the schedule keeps its next run',
        params: idParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await deps.schedules.runNow(signedInUser(request), request.params.id);
      return { message: 'Success' };
    },
  );
};
