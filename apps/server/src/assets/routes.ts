import {
  accessRules,
  assetBatchAnswerSchema,
  assetBatchRequestSchema,
  assetFacetRequestSchema,
  assetFacetsSchema,
  assetListQuerySchema,
  assetReportRequestSchema,
  assetSchema,
  checkFilenameAnswerSchema,
  checkFilenameRequestSchema,
  createAssetAnswerSchema,
  createAssetRequestSchema,
  libraryAccessRules,
  libraryTypeParamsSchema,
  manageTypeParamsSchema,
  messageAnswerSchema,
  parseAssetSort,
  userFlagRequestSchema,
} from '@stride/domain';
import { z } from 'zod';
import { invalidInput } from '../platform/errors.js';
import type { App } from '../platform/http/app-types.js';
import { sendFileAnswer } from '../platform/http/file-answer.js';
import { answersWithoutNulls } from '../platform/http/plain-json.js';
import { rawField } from '../platform/http/route-access.js';
import { signedInUser } from '../platform/http/signed-in-user.js';
import { XLSX_CONTENT_TYPE } from '../platform/xlsx/workbook.js';
import type { AssetBatchService } from './batch-service.js';
import type { AssetFacetService } from './facet-service.js';
import { libraryRouteAccess, pathLibrary } from './library-access.js';
import type { AssetListService } from './list-service.js';
import { renderAssetReport, reportPages } from './report.js';
import type { AssetUploadService } from './upload-service.js';

export type AssetRouteDeps = {
  list: AssetListService;
  batch: AssetBatchService;
  uploads: AssetUploadService;
  facets: AssetFacetService;
  /** Deletes stored objects of removed files once their rows are gone. */
  removeStored: (keys: readonly string[]) => Promise<void>;
};

/** Library calls of spec part 2 §7.9 (files are in file-routes.ts). The library's rule is checked here. */
export const registerAssetRoutes = (app: App, deps: AssetRouteDeps) => {
  app.get(
    '/api/assets',
    {
      config: {
        access: libraryRouteAccess(({ query }) => ({
          libraryType: rawField(query, 'libraryType'),
          manage: rawField(query, 'manage'),
        })),
      },
      ...answersWithoutNulls,
      schema: {
        tags: ['libraries'],
        summary: 'A page of a library grid: published assets, or a manage view by state',
        querystring: assetListQuerySchema,
        response: { 200: z.object({ totalCount: z.number().int().optional(), data: z.array(assetSchema) }) },
      },
    },
    async (request) => {
      return deps.list.list(signedInUser(request), request.query);
    },
  );

  app.patch(
    '/api/assets/:manageType/batch/many',
    {
      config: { access: pathLibrary('manage') },
      schema: {
        tags: ['libraries'],
        summary: 'Grid actions in one transaction: edits, state changes, delete, file add, delete and merge',
        params: manageTypeParamsSchema,
        body: assetBatchRequestSchema,
        response: { 200: assetBatchAnswerSchema },
      },
    },
    async (request) => {
      const result = await deps.batch.apply(signedInUser(request), request.params.manageType, request.body);
      await deps.removeStored(result.removedKeys);
      return {
        message: 'Success',
        data: result.data,
        ...(result.uploads.length > 0 ? { uploads: result.uploads } : {}),
      };
    },
  );

  app.post(
    '/api/assets/:manageType/check-filename',
    {
      config: { access: pathLibrary('manage'), reads: true },
      schema: {
        tags: ['libraries'],
        summary: 'Whether another asset of the library already has this file name',
        params: manageTypeParamsSchema,
        body: checkFilenameRequestSchema,
        response: { 200: checkFilenameAnswerSchema },
      },
    },
    async (request) => {
      return { message: 'Success', data: await deps.uploads.checkFilename(request.params.manageType, request.body) };
    },
  );

  app.post(
    '/api/assets/:libraryType',
    {
      config: { access: pathLibrary('manage') },
      schema: {
        tags: ['libraries'],
        summary: 'Announces uploads: a new pending asset, or more files for assetId, with upload targets',
        params: libraryTypeParamsSchema,
        body: createAssetRequestSchema,
        response: { 200: createAssetAnswerSchema },
      },
    },
    async (request) => {
      const { libraryType } = request.params;
      if (request.body.libraryType !== libraryType) {
        throw invalidInput('libraryType', 'The library type of the body differs from the one of the path.');
      }
      return { message: 'Success', ...(await deps.uploads.create(signedInUser(request), libraryType, request.body)) };
    },
  );

  app.post(
    '/api/assets/:libraryType/report/xlsx',
    {
      config: {
        reads: true,
        access: libraryRouteAccess(({ params, body }) => ({
          libraryType: rawField(params, 'libraryType'),
          manage: rawField(body, 'manage'),
        })),
      },
      schema: {
        tags: ['libraries'],
        summary: 'The filtered library (or manage view) as an Excel workbook',
        params: libraryTypeParamsSchema,
        body: assetReportRequestSchema,
      },
    },
    async (request, reply) => {
      const { libraryType } = request.params;
      const { filters, manage, sort } = request.body;
      const user = signedInUser(request);
      const pages = reportPages(
        (skip, limit) => deps.list.page(user, { libraryType, manage, filters }, parseAssetSort(sort), limit, skip),
        // The response closed before it was sent: the user cancelled the report.
        () => reply.raw.destroyed && !reply.raw.writableFinished,
      );
      const workbook = await renderAssetReport(libraryType, pages);
      return sendFileAnswer(
        reply,
        { body: workbook, contentType: XLSX_CONTENT_TYPE, filename: `${libraryType}-${manage ?? 'published'}.xlsx` },
        { disposition: 'attachment', cacheControl: 'private, no-store' },
      );
    },
  );

  app.post(
    '/api/userFlags',
    {
      config: { access: { rule: accessRules[libraryAccessRules.StepAsset.view] } },
      schema: {
        tags: ['libraries'],
        summary: 'Marks a STEP asset seen by the current user',
        body: userFlagRequestSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => {
      await deps.list.flagSeen(signedInUser(request), request.body.assetId);
      return { message: 'Success' };
    },
  );

  app.post(
    '/api/options/data/:libraryType',
    {
      config: {
        reads: true,
        access: libraryRouteAccess(({ params, body }) => ({
          libraryType: rawField(params, 'libraryType'),
          manage: rawField(rawField(body, 'query'), 'manage'),
        })),
      },
      schema: {
        tags: ['options'],
        summary: 'Asset filter options, each value with the number of assets it would leave',
        params: libraryTypeParamsSchema,
        body: assetFacetRequestSchema,
        response: { 200: assetFacetsSchema },
      },
    },
    async (request) => {
      return deps.facets.facets(request.params.libraryType, request.body);
    },
  );
};
