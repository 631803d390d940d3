import SearchIcon from '@mui/icons-material/Search';
import { Box, Card, CardActionArea, InputAdornment, TextField, Typography } from '@mui/material';
import { type Showroom, searchShowroom } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ProductImage } from '../../products';
import { useShowroom } from '../api';
import { ShowroomFrame } from '../components/ShowroomFrame';
import { StyleTiles } from '../components/StyleTiles';
import { tileImage } from '../showroom-images';
import { showroomDividerPath } from '../showroom-paths';

/** Search-all shows this many styles at most; typing more narrows them. */
const SEARCH_SHOWN = 60;

const CategoryBrowser = ({ showroom }: { showroom: Showroom }) => {
  const { t } = useTranslation();
  if (showroom.groups.length === 0) return <Typography sx={{ pt: 4 }}>{t('showroom.empty')}</Typography>;
  return (
    <Box
      component="nav"
      aria-label={t('showroom.categories')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
    >
      {showroom.groups.map((group) => {
        const cover = group.styles[0]?.colors[0];
        return (
          <Card key={group.slug} elevation={0}>
            <CardActionArea component={RouterLink} to={showroomDividerPath(showroom.assortment._id, group.slug)}>
              {cover && <ProductImage src={tileImage(cover)} alt="" sx={{ width: '100%', maxHeight: 280 }} />}
              <Box sx={{ p: 2 }}>
                <Typography variant="h5" component="h2">
                  {group.title}
                </Typography>
                <Typography color="text.secondary">
                  {t('showroom.styleCount', { count: group.styles.length })}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
};

const SearchAll = ({ showroom }: { showroom: Showroom }) => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const text = params.get('q') ?? '';
  const found = searchShowroom(showroom.groups, text);
  return (
    <Box>
      <TextField
        autoFocus
        fullWidth
        value={text}
        onChange={(event) => setParams({ view: 'search', q: event.target.value }, { replace: true })}
        placeholder={t('showroom.searchPlaceholder')}
        slotProps={{
          htmlInput: { 'aria-label': t('showroom.searchAll'), type: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2, bgcolor: 'background.paper' }}
      />
      {text.trim() !== '' && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          {found.length > SEARCH_SHOWN
            ? t('showroom.searchMore', { count: found.length, shown: SEARCH_SHOWN })
            : t('showroom.searchFound', { count: found.length })}
        </Typography>
      )}
      <StyleTiles assortmentId={showroom.assortment._id} styles={found.slice(0, SEARCH_SHOWN)} />
    </Box>
  );
};

/**
 * /product/assortments/assortment/{id}/showroom: the start screen the settings choose, then the
 * category browser (?view=categories) or search across every line (?view=search).
 */
const ShowroomPage = () => {
  const { assortmentId = '' } = useParams();
  const [params] = useSearchParams();
  const showroom = useShowroom(assortmentId);
  const data = showroom.data;
  const view = params.get('view') ?? data?.settings.startScreen;
  const firstGroup = data?.groups[0];
  if (data && view === 'firstDivider' && firstGroup) {
    return <Navigate to={showroomDividerPath(assortmentId, firstGroup.slug)} replace />;
  }
  return (
    <ShowroomFrame assortmentId={assortmentId} showroom={data} error={showroom.error}>
      {data &&
        (view === 'search' || view === 'searchAll' ? (
          <SearchAll showroom={data} />
        ) : (
          <CategoryBrowser showroom={data} />
        ))}
    </ShowroomFrame>
  );
};

export default ShowroomPage;
