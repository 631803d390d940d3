// The showroom's service worker (spec: a buyer's tablet at a trade show keeps working offline).
// Registered only when someone saves a showroom for offline; until then it caches nothing.
// Network first: while online everything is fresh, and each answer refreshes its saved copy;
// offline, the saved copy answers. Only the showroom's own needs are kept: its pages (the app
// shell), the app's scripts, the session ping, showroom data, product pictures and the lines'
// own pictures (assortment files).
const CACHE = 'stride-showroom-v1';
const SHELL = '/__showroom-shell';

const kept = (url) =>
  url.pathname.startsWith('/assets/') ||
  url.pathname === '/api/users/ping' ||
  url.pathname === '/favicon.svg' ||
  /^\/api\/assortments\/[^/]+\/showroom$/.test(url.pathname) ||
  /^\/api\/assortments\/[^/]+\/files\/[^/]+$/.test(url.pathname) ||
  url.pathname.startsWith('/api/showroom/') ||
  url.pathname.startsWith('/api/products/images/');

/** The showroom's pages and the showroom sites; not its settings page (showroom-config). */
const isShowroomPage = (url) => /\/showroom(\/|$)/.test(url.pathname);

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const networkFirst = async (request, key) => {
  try {
    const response = await fetch(request);
    // Only what was saved is kept fresh (and showroom pages): the cache does not grow with
    // every picture or page the app shows elsewhere.
    if (response.ok && (await caches.has(CACHE))) {
      const cache = await caches.open(CACHE);
      if (request.mode === 'navigate' || (await cache.match(key))) await cache.put(key, response.clone());
      if (request.mode === 'navigate') await cache.put(SHELL, response.clone());
    }
    return response;
  } catch (error) {
    const saved =
      (await caches.match(key, { ignoreVary: true })) ??
      (request.mode === 'navigate' ? await caches.match(SHELL) : undefined);
    if (saved) return saved;
    throw error;
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (isShowroomPage(url)) event.respondWith(networkFirst(request, url.pathname));
    return;
  }
  if (kept(url)) event.respondWith(networkFirst(request, url.pathname + url.search));
});

/** Saves the given addresses (the page, its data, scripts and pictures), a few at a time; answers the count. */
const save = async (urls) => {
  const cache = await caches.open(CACHE);
  let saved = 0;
  let failed = 0;
  const queue = [...new Set(urls)];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const response = await fetch(url, { credentials: 'include' });
        if (!response.ok) throw new Error(String(response.status));
        const { pathname, search } = new URL(url, self.location.origin);
        await cache.put(pathname + search, response.clone());
        if (response.headers.get('content-type')?.includes('text/html')) await cache.put(SHELL, response);
        saved += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { saved, failed };
};

self.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (event.data?.type === 'save') event.waitUntil(save(event.data.urls).then((result) => port?.postMessage(result)));
  if (event.data?.type === 'clear')
    event.waitUntil(caches.delete(CACHE).then(() => port?.postMessage({ cleared: true })));
});
