import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../a11y/visually-hidden';
import { MAIN_CONTENT_ID } from './SkipLink';

const APP_NAME = 'Stride';

/** The page's own heading: every page names itself with one h1. */
const pageHeading = () => document.getElementById(MAIN_CONTENT_ID)?.querySelector('h1')?.textContent?.trim() ?? '';

/**
 * Keeps the tab's title on the page's heading (WCAG 2.4.2 Page Titled) and says the new title through
 * a polite live region when it changes: a screen reader hears where an in-app move led, as it would
 * on a page load, and focus stays where the person left it. Pages draw their heading after their
 * data, so the heading is watched rather than read once per route.
 */
export const PageTitle = () => {
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    let current = '';
    let loaded = false;
    const follow = () => {
      const heading = pageHeading();
      if (heading === current) return;
      current = heading;
      document.title = heading ? `${heading} · ${APP_NAME}` : APP_NAME;
      if (!heading) return;
      // The first heading is the page load's own: the browser says that title already.
      if (loaded) setAnnounced(heading);
      loaded = true;
    };
    follow();
    const observer = new MutationObserver(follow);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {announced}
    </Box>
  );
};
