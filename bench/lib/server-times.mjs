import { readFileSync } from 'node:fs';

/**
 * The server's own time (pino `responseTime`, LOG_LEVEL info) of each request whose URL `matches`,
 * read from the server's log file in the order the answers went out.
 */
export const serverTimes = (logFile, matches) => {
  const urls = new Map();
  const times = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.req?.url) urls.set(entry.reqId, entry.req.url);
    if (entry.responseTime !== undefined && matches(urls.get(entry.reqId) ?? '')) times.push(entry.responseTime);
  }
  return times;
};

/** A URL as its route: no query, ids, numbers and tokens (signed upload ids) as placeholders. */
const routeOf = (url) =>
  url
    .split('?')[0]
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment)
        ? ':id'
        : /^\d+$/.test(segment)
          ? ':n'
          : segment.length > 40
            ? ':token'
            : segment,
    )
    .join('/');

/**
 * The server's own time of every request (pino `responseTime`, LOG_LEVEL info) with its method
 * and route and when it ended (`at`, epoch ms), and the first `keep` lines it logged at error
 * level or above.
 */
export const serverLog = (logFile, keep = 10) => {
  const routes = new Map();
  const requests = [];
  const errors = [];
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.req?.url) routes.set(entry.reqId, `${entry.req.method} ${routeOf(entry.req.url)}`);
    if (entry.responseTime !== undefined) {
      requests.push({ route: routes.get(entry.reqId) ?? '?', at: entry.time, ms: entry.responseTime });
      routes.delete(entry.reqId);
    }
    if (entry.level >= 50 && errors.length < keep) errors.push(`${entry.msg} ${entry.err?.message ?? ''}`.trim());
  }
  return { requests, errors };
};
