import { findShowroomLine, type ShowroomLine, showroomDetailRedirects, showroomNeighbours } from '@stride/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useShowroom } from '../api';
import { ShowroomDetail } from '../components/ShowroomDetail';
import { ShowroomFrame } from '../components/ShowroomFrame';
import { shownShowroom } from '../shown-showroom';
import { firstView, largeImage, prefetchImages, tileImage } from '../showroom-images';
import { showroomDetailPath, showroomPath } from '../showroom-paths';

/**
 * /product/assortments/assortment/{id}/showroom/detail/{style_color_id} (route
 * assortment-showroom--detail). Redirects to the showroom when the loaded assortment differs.
 */
const ShowroomDetailPage = () => {
  const { assortmentId = '', styleColorId = '' } = useParams();
  const navigate = useNavigate();
  const showroom = useShowroom(assortmentId);
  const data = showroom.data;
  const place = data && findShowroomLine(data.groups, styleColorId);
  const { previous, next } = data ? showroomNeighbours(data.groups, styleColorId) : {};

  // The next and previous styles' pictures load now, so stepping shows them at once.
  useEffect(() => {
    const neighbours = [previous, next].filter((line): line is ShowroomLine => line !== undefined);
    prefetchImages(neighbours.flatMap((line) => [largeImage(line, firstView(line)), tileImage(line)]));
  }, [previous, next]);

  if (showroomDetailRedirects(assortmentId, styleColorId, shownShowroom() ?? data)) {
    return <Navigate to={showroomPath(assortmentId)} replace />;
  }
  const go = (line: ShowroomLine | undefined) =>
    line && (() => navigate(showroomDetailPath(assortmentId, line.styleColorId), { replace: true }));
  return (
    <ShowroomFrame assortmentId={assortmentId} showroom={data} error={showroom.error}>
      {data && place && (
        <ShowroomDetail
          key={place.style.style}
          showroom={data}
          place={place}
          onSelectColor={(id) => navigate(showroomDetailPath(assortmentId, id), { replace: true })}
          onPrevious={go(previous)}
          onNext={go(next)}
        />
      )}
    </ShowroomFrame>
  );
};

export default ShowroomDetailPage;
