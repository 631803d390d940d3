import { Navigate } from 'react-router';
import { DEFAULT_PATH } from '../../shared/routing/default-path';
import { useCurrentUser } from '../../shared/session/session-store';
import { allowedSampleLibraries, samplePaths } from '../sample-libraries';

/** /product/libraries/samples: Production if allowed, otherwise Sales, otherwise the default page (part 1 §2). */
export const SampleInventoryDefaultPage = () => {
  const [first] = allowedSampleLibraries(useCurrentUser());
  return <Navigate to={first ? samplePaths[first] : DEFAULT_PATH} replace />;
};

export default SampleInventoryDefaultPage;
