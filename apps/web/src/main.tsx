import { browserSupport } from '@stride/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n, storedLanguage } from './i18n/i18n';
import { UnsupportedBrowser } from './shared/browser/UnsupportedBrowser';
import { listenForChunkLoadFailures } from './shared/routing/chunk-load-failure';
import { preloadPageOf } from './shared/routing/route-table';

const root = createRoot(document.getElementById('root')!);
const support = browserSupport(navigator.userAgent);

if (support === 'supported') {
  listenForChunkLoadFailures(window);
  preloadPageOf(window.location.pathname);
  await initI18n();
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
