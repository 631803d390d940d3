import { z } from 'zod';

/** The path of a route naming one record by its id (`/api/…/:id`). */
export const idParams = z.object({ id: z.uuid() });
