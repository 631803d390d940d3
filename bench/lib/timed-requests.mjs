// Timed HTTP requests for the benchmarks: the client's round trip over loopback (request sent to
// body read) and, for the same requests, the server's own pino `responseTime` from its log.
import { serverTimes } from './server-times.mjs';

/** One request: its round trip in ms, its body and its response; throws on an error status. */
export const timed = async (url, init) => {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${body.toString().slice(0, 300)}`);
  return { ms, body, response };
};

/** Requests one after another; returns the client's times and the server's, in order. */
export const measure = async (logFile, prefix, requests) => {
  const mark = serverTimes(logFile, (url) => url.startsWith(prefix)).length;
  const roundTrips = [];
  const answers = [];
  for (const request of requests) {
    const { ms, body } = await request();
    roundTrips.push(ms);
    answers.push(body);
  }
  const server = serverTimes(logFile, (url) => url.startsWith(prefix)).slice(mark, mark + requests.length);
  return { roundTrips, server, answers };
};
