import { browserSupport } from '@stride/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPageOf } from './app/route-table';
import { initI18n, storedLanguage } from './i18n/i18n';
import { startSessionCheck } from './session/use-session-lifecycle';
import { UnsupportedBrowser } from './shared/browser/UnsupportedBrowser';
import { listenForChunkLoadFailures } from './shared/routing/chunk-load-failure';

const root = createRoot(document.getElementById('root')!);
const support = browserSupport(navigator.userAgent);

if (support === 'supported') {
  listenForChunkLoadFailures(window);
  startSessionCheck();
  // The first render waits for the page's code (index.html shows a spinner meanwhile): rendered
  // without it, the page would suspend, and React holds a page back for 300 ms after showing a
  // fallback, on every full load.
  await Promise.all([initI18n(), preloadPageOf(window.location.pathname)]);
  // changeLanguage sets the page language on a switch; a language kept from an earlier visit needs it too.
  document.documentElement.lang = storedLanguage();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  root.render(<UnsupportedBrowser flaggedOnly={support === 'flagged'} />);
}
