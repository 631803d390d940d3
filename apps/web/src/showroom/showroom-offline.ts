import { useSyncExternalStore } from 'react';
import type { AppRoute } from '../shared/routing/app-route';

const WORKER_URL = '/showroom-sw.js';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the device is online (the showroom's offline banner). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

export const offlineSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

const ask = <Answer>(worker: ServiceWorker, message: unknown) =>
  new Promise<Answer>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<Answer>) => resolve(event.data);
    worker.postMessage(message, [channel.port2]);
  });

/** The scripts and styles the app has loaded so far: what a reload offline needs besides the data. */
const loadedAppFiles = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);

/**
 * Saves a showroom for offline: registers the showroom's service worker and has it keep the
 * page, the app's files, the session check, the data and every picture. The pages' code comes
 * through the route table, the one module that imports pages.
 */
export const saveForOffline = async (
  routeTable: readonly AppRoute[],
  urls: readonly string[],
): Promise<{ saved: number; failed: number }> => {
  // Every showroom page's code is loaded now, so a page not yet visited opens offline too.
  await Promise.all(routeTable.filter((route) => route.offline).map((route) => route.component.preload()));
  const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const ready = await navigator.serviceWorker.ready;
  const worker = ready.active ?? registration.active ?? registration.installing ?? registration.waiting;
  if (!worker) throw new Error('The offline helper did not start.');
  return ask(worker, {
    type: 'save',
    urls: [location.pathname, '/api/users/ping', ...loadedAppFiles(), ...urls],
  });
};
