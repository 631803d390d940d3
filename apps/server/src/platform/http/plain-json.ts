/**
 * For routes whose answers hold thousands of rows (an assortment's products): the answer is sent
 * with plain JSON.stringify instead of being checked field by field against the response schema
 * on the way out, which costs more than building it. The schema still types the handler and
 * documents the answer in the OpenAPI document.
 */
export const plainJsonSerializer = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } as const;
