import {
  accessRules,
  checkAccess,
  createSampleRequestSchema,
  idParams,
  type SampleLibrary,
  sampleAutocompleteAnswerSchema,
  sampleAutocompleteParamsSchema,
  sampleBatchAnswerSchema,
  sampleBatchRequestSchema,
  sampleExportRequestSchema,
  sampleFieldsSchema,
  sampleLibraryParamsSchema,
  sampleListQuerySchema,
  sampleManageTypeParamsSchema,
  samplePageSchema,
  sampleSchema,
  sampleSubtypeParamsSchema,
  sampleTrackingAnswerSchema,
  sampleTrackingParamsSchema,
  sampleTrackingRequestSchema,
  sampleTransferRequestSchema,
  sampleValidateAnswerSchema,
  sampleValidateRequestSchema,
  type User,
} from '@stride/domain';
import { z } from 'zod';
import { reportPages } from '../assets/report.js';
import { forbidden, unauthenticated } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { answersWithoutNulls } from '../platform/http/plain-json.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import { renderSampleExport } from './export.js';
import type { SampleLookupService } from './lookup-service.js';
import type { SampleService } from './service.js';
import type { SampleTrackingService } from './tracking-service.js';

export type SampleRouteDeps = {
  samples: SampleService;
  lookups: SampleLookupService;
  tracking: SampleTrackingService;
  bypassPermissions: boolean;
};

const libraryRules = { Production: 'sampleInventoryProduction', Sales: 'sampleInventorySales' } as const;
const tags = ['sample inventory'];
/** A sheet of 10,000 rows is about 2 MB of JSON: the validate and batch calls take up to 16 MB. */
const SHEET_BODY_LIMIT = 16 * 1024 * 1024;

/**
 * Sample inventory calls of spec part 2 §7.12. Routes admit holders of either library
 * (sampleInventoryAny); each then checks the library it reads or writes (deny by default).
 */
export const registerSampleInventoryRoutes = (app: App, deps: SampleRouteDeps) => {
  const may = (user: User | null, library: SampleLibrary): User => {
    if (!user) throw unauthenticated();
    const rule = accessRules[libraryRules[library]];
    if (!checkAccess(user, rule, { bypassPermissions: deps.bypassPermissions })) throw forbidden();
    return user;
  };
  const config = { access: 'sampleInventoryAny' as const };

  app.get(
    '/api/sampleInventory/:subtype',
    {
      config,
      ...answersWithoutNulls,
      schema: {
        tags,
        summary: 'A page of a sample library grid: filters, optional sort (creation order without)',
        params: sampleSubtypeParamsSchema,
        querystring: sampleListQuerySchema,
        response: { 200: samplePageSchema },
      },
    },
    async (request) => {
      may(request.user, request.params.subtype);
      return deps.samples.list(request.params.subtype, request.query);
    },
  );

  app.post(
    '/api/sampleInventory',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a sample (the import checks must pass)',
        body: createSampleRequestSchema,
        response: { 200: sampleSchema },
      },
    },
    async (request) => deps.samples.create(may(request.user, request.body.library), request.body),
  );

  for (const [method, mode] of [
    ['put', 'replace'],
    ['patch', 'merge'],
  ] as const) {
    app[method](
      '/api/sampleInventory/:id',
      {
        config,
        schema: {
          tags,
          summary: mode === 'replace' ? 'Replaces every field of a sample' : 'Changes some fields of a sample',
          params: idParams,
          body: sampleFieldsSchema,
          response: { 200: sampleSchema },
        },
      },
      async (request) => {
        const library = await deps.samples.libraryOf(request.params.id);
        return deps.samples.update(may(request.user, library), request.params.id, library, request.body, mode);
      },
    );
  }

  app.patch(
    '/api/sampleInventory/:manageType/batch/many',
    {
      config,
      bodyLimit: SHEET_BODY_LIMIT,
      schema: {
        tags,
        summary: "Grid actions in one transaction: creates, edits, deletes ('Nothing to do' when empty)",
        params: sampleManageTypeParamsSchema,
        body: sampleBatchRequestSchema,
        response: { 200: sampleBatchAnswerSchema },
      },
    },
    async (request) => {
      const { manageType } = request.params;
      return deps.samples.batch(may(request.user, manageType), manageType, request.body);
    },
  );

  app.post(
    '/api/sampleInventory/validate/:library',
    {
      config: { ...config, reads: true },
      bodyLimit: SHEET_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The import grid checks of sheet rows, against the library',
        params: sampleLibraryParamsSchema,
        body: sampleValidateRequestSchema,
        response: { 200: sampleValidateAnswerSchema },
      },
    },
    async (request) => {
      may(request.user, request.params.library);
      return deps.lookups.validate(request.params.library, request.body.rows);
    },
  );

  app.get(
    '/api/sampleInventory/autocomplete/:manageType/:property/:value',
    {
      config,
      schema: {
        tags,
        summary: 'Up to 10 values of a sample field starting with the typed text',
        params: sampleAutocompleteParamsSchema,
        response: { 200: sampleAutocompleteAnswerSchema },
      },
    },
    async (request) => {
      const { manageType, property, value } = request.params;
      may(request.user, manageType);
      return { data: await deps.lookups.autocomplete(manageType, property, value) };
    },
  );

  app.post(
    '/api/sampleInventory/export/xlsx/:library',
    {
      config: { ...config, reads: true },
      schema: {
        tags,
        summary: 'The filtered sample library as an Excel workbook, in the grid’s columns',
        params: sampleLibraryParamsSchema,
        body: sampleExportRequestSchema,
      },
    },
    async (request, reply) => {
      const { library } = request.params;
      may(request.user, library);
      const { filters, sort, columns } = request.body;
      const pages = reportPages(
        async (skip, limit) => (await deps.samples.list(library, { ...filters, sort, skip, limit })).data,
        () => reply.raw.destroyed && !reply.raw.writableFinished,
      );
      const workbook = await renderSampleExport(library, pages, columns);
      return sendFileAnswer(
        reply,
        { body: workbook, contentType: XLSX_CONTENT_TYPE, filename: `samples-${library}.xlsx` },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );

  app.patch(
    '/api/sampleInventory/Sales/transfer',
    {
      config: { access: 'sampleInventoryProduction' },
      schema: {
        tags,
        summary: 'Moves Production samples to Sales at their shelf place',
        body: sampleTransferRequestSchema,
        response: { 200: z.object({ message: z.string(), data: z.array(sampleSchema) }) },
      },
    },
    async (request) => {
      const user = may(may(request.user, 'Production'), 'Sales');
      return { message: 'Success', data: await deps.tracking.transfer(user, request.body) };
    },
  );

  for (const path of ['/api/sampleInventoryTracking/:manageType', '/api/sampleInventoryTracking/:manageType/:id']) {
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Tracking history: one sample’s, or the library’s latest events',
          params: sampleTrackingParamsSchema,
          response: { 200: sampleTrackingAnswerSchema },
        },
      },
      async (request) => {
        may(request.user, request.params.manageType);
        return { data: await deps.tracking.history(request.params.manageType, request.params.id) };
      },
    );
    app.post(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Records a rare out or a return of a sample, or an inventory count of samples',
          params: sampleTrackingParamsSchema,
          body: sampleTrackingRequestSchema,
          response: { 200: sampleTrackingAnswerSchema },
        },
      },
      async (request) => {
        const { manageType, id } = request.params;
        return { data: await deps.tracking.record(may(request.user, manageType), manageType, request.body, id) };
      },
    );
  }
};
