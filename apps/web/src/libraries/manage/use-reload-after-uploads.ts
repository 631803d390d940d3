import { useEffect, useRef } from 'react';
import type { UploadEntry } from '../../uploads';

/** Reloads the grid each time one more of this library's uploads has finished (the new file shows). */
export const useReloadAfterUploads = (uploads: readonly UploadEntry[], reload: () => void) => {
  const finished = uploads.filter((entry) => entry.status === 'success').length;
  const seen = useRef(finished);
  useEffect(() => {
    if (finished > seen.current) reload();
    seen.current = finished;
  }, [finished, reload]);
};
