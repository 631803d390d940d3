import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { App } from '../platform/http/app-types.js';
import { MAX_IMPORT_FILE_BYTES, readSpreadsheet } from './read-spreadsheet.js';

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
    scope.post(
      '/api/assortments/import/read',
      {
        config: { access: 'viewAssortments' },
        bodyLimit: MAX_IMPORT_FILE_BYTES,
        schema: {
          tags: ['imports'],
          summary:
            'Reads an uploaded xlsx (first sheet) or CSV into its header and rows: formulas as their results, at most 100,000 rows, 25 MB',
          response: { 200: tableAnswer },
        },
      },
      async (request) => {
        const table = await readSpreadsheet(request.body as Buffer | undefined);
        return { ...table, rowCount: table.rows.length };
      },
    );
  });
