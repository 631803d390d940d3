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
