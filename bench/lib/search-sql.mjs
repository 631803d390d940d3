// The statements apps/server/src/products/search-repository.ts runs for a search, built by the
// server's own builders and run in the server's order (runSearch), but rendered to text and sent
// straight to the database: the API's time minus the server around it.
import { productSearchRequestSchema, searchLineStatuses } from '@stride/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { runSearch } from '../../apps/server/src/products/search-statements.ts';

const dialect = new PgDialect();

/** The repository's query for a request of the benchmark's kind (no ids or date filters), priced in US. */
const toQuery = (request) => {
  const parsed = productSearchRequestSchema.parse(request);
  return {
    productType: parsed.productType,
    locationCode: 'US',
    lineStatuses: searchLineStatuses(parsed.lineStatus),
    filters: parsed.filters,
    ids: null,
    windows: {},
    sort: parsed.sort,
    skip: parsed.skip,
    limit: parsed.limit,
  };
};

/**
 * `run({ text, params })` answers { rows }. Returns the total, the page's documents (JSON text)
 * and the statements as run, for EXPLAIN.
 */
export const directSearch = async (run, request) => {
  const statements = [];
  const runStatement = async (statement) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    statements.push({ text, params });
    return (await run({ text, params })).rows;
  };
  const { totalCount, documentsJson } = await runSearch(runStatement, toQuery(request));
  return { total: totalCount, documents: documentsJson, statements };
};
