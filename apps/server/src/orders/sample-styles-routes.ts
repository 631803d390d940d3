import { sampleStylesAnswerSchema } from '@stride/domain';
import type { Database } from '../platform/db/database.js';
import type { App } from '../platform/http/app-types.js';
import { listSampleStyles } from './sample-styles-repository.js';

/** The Sample Styles tab of /orders/samples (spec part 1 §2), for coordinators and senior coordinators (§6). */
export const registerSampleStylesRoute = (app: App, db: Database) => {
  app.get(
    '/api/orders/samples/sample-styles',
    {
      config: { access: 'sampleStyles' },
      schema: {
        tags: ['orders'],
        summary: 'The style-colours on open sample orders, with how many orders and units ask for each',
        response: { 200: sampleStylesAnswerSchema },
      },
    },
    () => listSampleStyles(db),
  );
};
