import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { PROGRESS_ANSWER_TYPE, sendWithProgress } from '../platform/http/progress-answer.js';
import { MAX_IMPORT_FILE_BYTES, type ReadProgress, readSpreadsheet } from './read-spreadsheet.js';

const tableAnswer = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  rowCount: z.number(),
});

/**
 * Part 1 §4 Import flow, step one: the uploaded spreadsheet (the body, as is) read into its
 * header and rows, for the column mapping dialog. Nothing is stored.
 */
export const registerImportRoutes = (app: App) =>
  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMPORT_FILE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    // The assortment grid's import, and the sample inventory's (whose users may hold no assortment permission).
    for (const { path, access } of [
      { path: '/api/assortments/import/read', access: 'viewAssortments' },
      { path: '/api/sampleInventory/import/read', access: 'sampleInventoryAny' },
    ] as const) {
      scope.post(
        path,
        {
          config: { access },
          bodyLimit: MAX_IMPORT_FILE_BYTES,
          schema: {
            tags: ['imports'],
            summary:
              'Reads an uploaded xlsx (first sheet) or CSV into its header and rows: formulas as their results, at most 100,000 rows, 25 MB',
            description:
              'With `Accept: application/x-ndjson` the answer comes as lines: `{ progress: { rowsRead } }` every 2,000 rows, then `{ result }` (the table) or `{ status, error }`.',
            response: { 200: tableAnswer },
          },
        },
        async (request, reply) => {
          const read = async (progress?: ReadProgress) => {
            const table = await readSpreadsheet(request.body as Buffer | undefined, progress);
            return { ...table, rowCount: table.rows.length };
          };
          if (!request.headers.accept?.includes(PROGRESS_ANSWER_TYPE)) return read();
          return sendWithProgress(reply, request.log, (report: (progress: { rowsRead: number }) => void) =>
            read((rowsRead) => report({ rowsRead })),
          );
        },
      );
    }
  });
