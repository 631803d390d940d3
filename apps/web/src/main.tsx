import { browserSupport } from '@stride/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initI18n } from './i18n/i18n';
import { UnsupportedBrowser } from './shared/browser/UnsupportedBrowser';

const root = createRoot(document.getElementById('root')!);
const support = browserSupport(navigator.userAgent);

if (support === 'supported') {
  await initI18n();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} else {
  root.render(<UnsupportedBrowser flaggedOnly={support === 'flagged'} />);
}
