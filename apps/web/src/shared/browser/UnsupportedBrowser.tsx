import { BROWSER_UPGRADE_URL } from '@stride/domain';

/**
 * Shown instead of the app in blocked browsers. Plain markup and inline styles: this must
 * render in browsers too old for the rest of the app (and before translations load).
 */
export const UnsupportedBrowser = ({ flaggedOnly }: { flaggedOnly: boolean }) => (
  <div
    style={{
      fontFamily: 'system-ui, sans-serif',
      maxWidth: 560,
      margin: '15vh auto',
      padding: 24,
      textAlign: 'center',
    }}
  >
    <h1 style={{ fontSize: 24 }}>You're using an unsupported browser.</h1>
    <p>
      {flaggedOnly
        ? 'Internet Explorer is not supported. Some parts of Stride may not work.'
        : 'Please upgrade your browser to use Stride.'}
    </p>
    <a href={BROWSER_UPGRADE_URL} style={{ color: '#1b4d3e', fontWeight: 600 }}>
      Upgrade your browser
    </a>
  </div>
);
