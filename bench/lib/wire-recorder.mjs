// What a page's requests cost over an emulated link, read from the DevTools protocol (issue 24).
// DevTools throttling delays each response by the latency and paces its bytes to the throughput;
// it does not add TCP handshakes or slow start, so real links do somewhat worse than it.

/** Megabits a second in bytes a second. */
const megabits = (count) => (count * 1_000_000) / 8;

/** The two links; throughputs in bytes a second as Network.emulateNetworkConditions takes them. */
export const links = {
  office: {
    label: '20 Mbit/s down, 5 Mbit/s up, 40 ms',
    latency: 40,
    downloadThroughput: megabits(20),
    uploadThroughput: megabits(5),
  },
  hotel: {
    label: '4 Mbit/s down, 1 Mbit/s up, 150 ms (hotel Wi-Fi, VPN abroad)',
    latency: 150,
    downloadThroughput: megabits(4),
    uploadThroughput: megabits(1),
  },
};

/** Streams that stay open (live updates) never finish: they do not keep the page from being idle. */
const longLived = new Set(['EventSource', 'WebSocket']);
const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

const header = (headers, name) =>
  Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? null;

/**
 * Puts the page's network behind `link` (none: the machine's own loopback) and records each request from now on: its size over the
 * wire (Network.loadingFinished encodedDataLength: headers and encoded body), when it finished (in
 * epoch ms, to compare with the page's own clock), its status, encoding and whether a cache answered.
 */
export const recordWire = async (context, page, link) => {
  const session = await context.newCDPSession(page);
  const requests = new Map();
  let lastActivity = performance.now();
  const touch = () => {
    lastActivity = performance.now();
  };
  session.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime, type }) => {
    touch();
    if (!/^https?:/.test(request.url)) return;
    const { pathname, search } = new URL(request.url);
    requests.set(requestId, {
      url: `${pathname}${search}`.slice(0, 160),
      type,
      // The protocol's clock is monotonic seconds; wallTime maps it to the epoch for this request.
      clockOffsetS: wallTime - timestamp,
      state: 'pending',
      bytes: 0,
    });
  });
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    entry.contentType = (header(response.headers, 'content-type') ?? response.mimeType ?? '').split(';')[0];
    entry.encoding = header(response.headers, 'content-encoding');
    entry.cacheControl = header(response.headers, 'cache-control');
    if (response.fromDiskCache) entry.cache = 'disk';
    if (response.fromServiceWorker) entry.cache = 'service worker';
  });
  session.on('Network.requestServedFromCache', ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.cache = entry.cache ?? 'memory';
  });
  session.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    touch();
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.state = 'finished';
    entry.bytes = encodedDataLength;
    entry.finishedAtMs = (timestamp + entry.clockOffsetS) * 1000;
  });
  session.on('Network.loadingFailed', ({ requestId, timestamp, errorText, canceled }) => {
    touch();
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.state = canceled ? 'canceled' : 'failed';
    entry.error = errorText;
    entry.finishedAtMs = (timestamp + entry.clockOffsetS) * 1000;
  });
  await session.send('Network.enable');
  if (link) {
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latency,
      downloadThroughput: link.downloadThroughput,
      uploadThroughput: link.uploadThroughput,
    });
  }

  const all = () => [...requests.values()];
  const inFlight = () => all().filter((entry) => entry.state === 'pending' && !longLived.has(entry.type));

  return {
    inFlight,
    /** The requests finished by `epochMs` (all of them when not given). */
    finishedBy: (epochMs = Number.POSITIVE_INFINITY) =>
      all().filter((entry) => entry.state === 'finished' && entry.finishedAtMs <= epochMs),
    /** Waits until nothing is in flight and nothing happened for `quietMs`; answers whether it got there. */
    idle: async ({ quietMs = 1_000, timeoutMs = 30_000 } = {}) => {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        if (inFlight().length === 0 && performance.now() - lastActivity >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
    detach: () => session.detach().catch(() => {}),
  };
};

const described = (entry) => ({
  url: entry.url,
  bytes: entry.bytes,
  status: entry.status,
  contentType: entry.contentType,
  encoding: entry.encoding ?? 'none',
  ...(entry.cache ? { cache: entry.cache } : {}),
});

/** Addresses asked for more than once in one visit: work the page could share. */
const repeated = (entries) => {
  const times = new Map();
  for (const { url } of entries) times.set(url, (times.get(url) ?? 0) + 1);
  return [...times].filter(([, count]) => count > 1).map(([url, count]) => ({ url, times: count }));
};

/** Bytes, request count and what dominates, of the requests given (e.g. those before first content). */
export const wireSummary = (entries, { largest = 5 } = {}) => ({
  bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
  requests: entries.length,
  fromCache: entries.filter((entry) => entry.cache).length,
  revalidated: entries.filter((entry) => entry.status === 304).length,
  largest: [...entries]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, largest)
    .map(described),
  repeated: repeated(entries),
});

/** Text answers of over 1 KB sent without a content-encoding: what compression would shrink. */
export const uncompressed = (entries) =>
  entries
    .filter((entry) => !entry.encoding && entry.bytes > 1_000 && compressible.test(entry.contentType ?? ''))
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ url, bytes, contentType }) => ({ url, bytes, contentType }));

/** Requests of a warm visit that a cache did not answer: what a returning person still waits for. */
export const fromNetwork = (entries) =>
  entries
    .filter((entry) => !entry.cache)
    .map(({ url, status, bytes, cacheControl }) => ({ url, status, bytes, cacheControl: cacheControl ?? 'none' }));
