import { Alert, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useShowroom } from '../api';
import { ShowroomFrame } from '../components/ShowroomFrame';
import { StyleTiles } from '../components/StyleTiles';

/** /product/assortments/assortment/{id}/showroom/divider/{group_slug}: a group's styles as large tiles. */
const ShowroomDividerPage = () => {
  const { t } = useTranslation();
  const { assortmentId = '', groupSlug = '' } = useParams();
  const showroom = useShowroom(assortmentId);
  const group = showroom.data?.groups.find((candidate) => candidate.slug === groupSlug);
  return (
    <ShowroomFrame assortmentId={assortmentId} showroom={showroom.data} error={showroom.error}>
      {group ? (
        <>
          <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
            {group.title}
          </Typography>
          <StyleTiles assortmentId={assortmentId} styles={group.styles} />
        </>
      ) : (
        <Alert severity="info">{t('showroom.groupNotFound')}</Alert>
      )}
    </ShowroomFrame>
  );
};

export default ShowroomDividerPage;
