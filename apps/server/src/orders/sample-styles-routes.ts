import { type SampleStyle, sampleStylesAnswerSchema } from '@stride/domain';
import type { App } from '../platform/http/app-types.js';

/** The Sample Styles tab of /orders/samples (spec part 1 §2), for coordinators and senior coordinators (§6). */
export const registerSampleStylesRoute = (app: App, deps: { sampleStyles: { list: () => Promise<SampleStyle[]> } }) => {
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
    () => deps.sampleStyles.list(),
  );
};
