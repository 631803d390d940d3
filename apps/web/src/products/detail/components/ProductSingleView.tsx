import { Box, Stack } from '@mui/material';
import { HERO_ANGLE, type ImageAngle, type Product } from '@stride/domain';
import { type ReactNode, useState } from 'react';
import { locationOf } from '../product-location';
import { ColorSwitcher } from './ColorSwitcher';
import { DetailPanels, type PanelName } from './DetailPanels';
import { ProductImageView } from './ProductImageView';
import { SingleViewHeader } from './SingleViewHeader';

export type ProductSingleViewProps = {
  /** The colour on show. */
  product: Product;
  /** Every colour of its style, the shown one included. */
  colors: readonly Product[];
  locationCode: string;
  internal?: boolean;
  onSelectColor: (styleColorId: string) => void;
  onPreviousStyle?: () => void;
  onNextStyle?: () => void;
  /** The open panel, kept by the owner so that stepping to another style keeps it. */
  panel: PanelName;
  onPanelChange: (panel: PanelName) => void;
  titleId?: string;
  titleComponent?: 'h1' | 'h2';
  headerActions?: ReactNode;
};

/**
 * The single view of one style-colour: picture with its angles, the style's colours, and the
 * panels. The chosen angle stays while colours change; give the view a key per style.
 */
export const ProductSingleView = ({
  product,
  colors,
  locationCode,
  internal = false,
  onSelectColor,
  onPreviousStyle,
  onNextStyle,
  panel,
  onPanelChange,
  titleId,
  titleComponent,
  headerActions,
}: ProductSingleViewProps) => {
  const [angle, setAngle] = useState<ImageAngle>(HERO_ANGLE);
  const location = locationOf(product, locationCode);
  return (
    <Stack spacing={2}>
      <SingleViewHeader
        product={product}
        location={location}
        locationCode={locationCode}
        titleId={titleId}
        titleComponent={titleComponent}
        onPreviousStyle={onPreviousStyle}
        onNextStyle={onNextStyle}
        actions={headerActions}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <ProductImageView product={product} angle={angle} onAngleChange={setAngle} />
          {colors.length > 1 && (
            <ColorSwitcher colors={colors} selectedId={product.styleColorId} onSelect={onSelectColor} />
          )}
        </Stack>
        <DetailPanels
          product={product}
          location={location}
          locationCode={locationCode}
          internal={internal}
          panel={panel}
          onPanelChange={onPanelChange}
        />
      </Box>
    </Stack>
  );
};
