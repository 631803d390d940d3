import { Alert, Chip, Skeleton } from '@mui/material';
import { type ConferenceCategoryTab, type ConferenceSite, productImagePath } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { useConferenceProducts } from '../api';
import { CardGrid, ConferenceCard, EmptyNote } from './ConferenceCard';

/** A category tab: the line's style-colours of its genders, the conference season's first. */
export const CategoryProducts = ({ site, tab }: { site: ConferenceSite; tab: ConferenceCategoryTab }) => {
  const { t } = useTranslation();
  const products = useConferenceProducts(site, tab);
  if (products.isPending) return <Skeleton variant="rounded" height={220} />;
  if (products.isError) return <Alert severity="error">{t('conference.loadFailed')}</Alert>;
  if (products.data.length === 0) return <EmptyNote>{t('conference.noProducts')}</EmptyNote>;
  return (
    <CardGrid>
      {products.data.map((product) => (
        <ConferenceCard
          key={product.styleColorId}
          testId="conference-product"
          image={productImagePath(product.styleColorId, 'A', 'medium')}
          overline={`${product.styleColorId} · ${product.division}`}
          title={product.name}
          body={product.colorDescription}
          actions={product.inSeason && <Chip size="small" color="success" label={t('conference.inSeason')} />}
        />
      ))}
    </CardGrid>
  );
};
