import { Alert, Link, Skeleton } from '@mui/material';
import type { ConferenceAdTab, ConferenceSite } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useConferenceAds } from '../api';
import { CardGrid, ConferenceCard, EmptyNote } from './ConferenceCard';

/** An ads or advertising tab: the year's assets of the advertising library, each opening its file. */
export const AdsGallery = ({
  site,
  route,
  tab,
  limit,
}: {
  site: ConferenceSite;
  route: 'ads' | 'advertising';
  tab: ConferenceAdTab;
  limit?: number;
}) => {
  const { t } = useTranslation();
  const ads = useConferenceAds(site, route, tab);
  if (ads.isPending) return <Skeleton variant="rounded" height={220} />;
  if (ads.isError) return <Alert severity="error">{t('conference.loadFailed')}</Alert>;
  const shown = limit ? ads.data.slice(0, limit) : ads.data;
  if (shown.length === 0) return <EmptyNote>{t('conference.noAds')}</EmptyNote>;
  return (
    <CardGrid>
      {shown.map((asset) => (
        <ConferenceCard
          key={asset._id}
          testId="conference-ad"
          image={asset.primaryFile?.thumbnail}
          overline={[asset.assetType, asset.usage].filter(Boolean).join(' · ')}
          title={asset.name}
          body={asset.body}
          actions={
            asset.primaryFile && (
              <Link href={`/api/assets/files/${asset.primaryFile._id}`} target="_blank" rel="noopener">
                {t('conference.openFile')}
              </Link>
            )
          }
        />
      ))}
    </CardGrid>
  );
};
