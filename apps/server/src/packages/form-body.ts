import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { invalidInput } from '../platform/errors.js';

/** A form of a few thousand file references; above the JSON body limit of the API. */
const FORM_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * Downloads are hidden-form POSTs (a browser saves a form's answer as a file, which fetch
 * cannot do), so these routes read application/x-www-form-urlencoded. Registered in the
 * packages scope only.
 */
export const acceptFormBodies = (scope: FastifyInstance) => {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
};

/** The JSON of the form's `data` field, read with the package's schema; bad input is a 400. */
export const parseFormData = <Schema extends z.ZodType>(schema: Schema, json: string): z.output<Schema> => {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw invalidInput('data', 'The data field is not valid JSON.');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['data', ...(issue?.path ?? []).map(String)].join('.');
    throw invalidInput(field, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
  }
  return parsed.data;
};
