import { Box, Card, CardActionArea, Typography } from '@mui/material';
import type { ShowroomStyle } from '@stride/domain';
import { Link as RouterLink } from 'react-router';
import { ProductImage } from '../../products';
import { tileImage } from '../showroom-images';
import { showroomDetailPath } from '../showroom-paths';

/** Styles as large picture tiles; each opens its first colour's detail. */
export const StyleTiles = ({ assortmentId, styles }: { assortmentId: string; styles: readonly ShowroomStyle[] }) => (
  <Box
    component="ul"
    sx={{
      listStyle: 'none',
      p: 0,
      m: 0,
      display: 'grid',
      gap: 2,
      gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    }}
  >
    {styles.map((style) => {
      const first = style.colors[0]!;
      return (
        <Box component="li" key={style.style} sx={{ contentVisibility: 'auto', containIntrinsicSize: '300px' }}>
          <Card elevation={0} sx={{ bgcolor: 'background.paper' }}>
            <CardActionArea component={RouterLink} to={showroomDetailPath(assortmentId, first.styleColorId)}>
              <ProductImage src={tileImage(first)} alt="" loading="lazy" sx={{ width: '100%' }} />
              <Box sx={{ p: 1.5 }}>
                <Typography variant="subtitle1" component="h3" noWrap>
                  {style.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {style.style} · {style.colors.map((line) => line.color).join(' · ')}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </Box>
      );
    })}
  </Box>
);
