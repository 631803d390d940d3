// The product search benchmark's measured queries run straight on the database (lib/search-sql.mjs):
// their times, whether their answers match the API's, and the plan of the slowest.
import { directSearch } from './search-sql.mjs';

/** The repository's statements for each measured query, straight on the database; checks the answers match. */
export const sqlBench = async (run, api) => {
  for (const request of api.queries) await directSearch(run, request);
  const times = [];
  let mismatches = 0;
  for (const [index, request] of api.queries.entries()) {
    const started = performance.now();
    const { total, documents } = await directSearch(run, request);
    times.push(performance.now() - started);
    const ids = documents.map((json) => JSON.parse(json).styleColorId);
    const expected = api.results[index];
    if (total !== expected.totalCount || ids.join() !== expected.ids.join()) mismatches += 1;
  }
  return { times, mismatches };
};

/** The slowest measured query (by the server's time) once more, with each statement's plan (explain analyze). */
export const explainSlowest = async (run, api) => {
  const index = api.search.perQueryServerMs.indexOf(Math.max(...api.search.perQueryServerMs));
  const { statements } = await directSearch(run, api.queries[index]);
  const plans = [];
  for (const { text, params } of statements.filter(({ text }) => !text.startsWith('explain'))) {
    const plan = await run({ text: `explain (analyze, buffers) ${text}`, params });
    plans.push(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
  }
  return { serverMs: api.search.perQueryServerMs[index], request: api.queries[index], plans };
};
