import { Box, Card, CardActionArea, CardContent, CardMedia, Typography } from '@mui/material';
import type { AssortmentProduct } from '@stride/domain';
import { Link as RouterLink } from 'react-router';
import { detailPath } from '../library-paths';

/** One line of an internal plan: its picture, name, style-colour and wholesale price, opening the detail. */
export const LineTile = ({
  line,
  region,
  large = false,
}: {
  line: AssortmentProduct;
  region: string;
  large?: boolean;
}) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardActionArea component={RouterLink} to={detailPath(line.id, region)} sx={{ height: '100%' }}>
      <Box sx={{ bgcolor: 'grey.50', display: 'flex', justifyContent: 'center' }}>
        <CardMedia
          component="img"
          image={line.printImage}
          alt={`${line.name} ${line.colorDescription}`}
          loading="lazy"
          sx={{ height: large ? 260 : 150, objectFit: 'contain' }}
        />
      </Box>
      <CardContent sx={{ py: 1 }}>
        <Typography variant="subtitle2" noWrap title={line.name}>
          {line.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {`${line.style} ${line.color} · ${line.colorDescription}`}
        </Typography>
        {line.cost !== null && (
          <Typography variant="body2">{`${line.currencySymbol}${line.cost.toFixed(line.decimalPlaces)}`}</Typography>
        )}
      </CardContent>
    </CardActionArea>
  </Card>
);
