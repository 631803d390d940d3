import { useEffect } from 'react';
import { useLocation } from 'react-router';

let firstLocationKey: string | undefined;
let navigatedInApp = false;

/**
 * Remembers whether the app has moved from the page it was loaded on. The router reports the page
 * load itself as a POP, like a back button; only after an in-app move is a POP a real "back".
 */
export const useInAppNavigationTracking = () => {
  const { key } = useLocation();
  useEffect(() => {
    if (firstLocationKey === undefined) firstLocationKey = key;
    else if (key !== firstLocationKey) navigatedInApp = true;
  }, [key]);
};

export const hasNavigatedInApp = () => navigatedInApp;
