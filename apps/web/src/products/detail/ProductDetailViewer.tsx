import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  IconButton,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { Product, ProductSummary } from '@stride/domain';
import { type KeyboardEvent, memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailScope } from './api';
import { FIRST_PANEL, type PanelName } from './components/DetailPanels';
import { ProductSingleView, type ProductSingleViewProps } from './components/ProductSingleView';
import { useStyleColorsChoice } from './use-style-colors-choice';

export type ProductDetailViewerProps = DetailScope & {
  open: boolean;
  /**
   * The style-colour to show first; its style's other colours are offered beside it. A whole
   * document shows at once; for a result row's summary, the whole documents come with the
   * style's colours.
   */
  product: ProductSummary | Product | undefined;
  onClose: () => void;
  /** Previous and next style (buttons and the ← and → keys); a missing callback disables its button. */
  onPreviousStyle?: () => void;
  onNextStyle?: () => void;
  /** Told when the user switches to another colour of the style. */
  onSelectColor?: (styleColorId: string) => void;
  /** The internal product detail rules (spec part 1 §5); off for the viewer of a result list. */
  internal?: boolean;
};

const typesText = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The product detail viewer: the single view of a style-colour in a large dialog. */
export const ProductDetailViewer = memo(
  ({
    open,
    product,
    locationCode,
    lineStatus,
    onClose,
    onPreviousStyle,
    onNextStyle,
    onSelectColor,
    internal,
  }: ProductDetailViewerProps) => {
    const { t } = useTranslation();
    const theme = useTheme();
    const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
    const titleId = useId();
    const [panel, setPanel] = useState<PanelName>(FIRST_PANEL);

    const stepByArrowKeys = (event: KeyboardEvent) => {
      // Tabs and text fields use the arrow keys themselves (the tabs mark the event as handled).
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typesText(event.target)) return;
      if (event.key === 'ArrowLeft') onPreviousStyle?.();
      if (event.key === 'ArrowRight') onNextStyle?.();
    };

    return (
      <Dialog
        open={open && product !== undefined}
        onClose={onClose}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="xl"
        aria-labelledby={titleId}
        onKeyDown={stepByArrowKeys}
      >
        <DialogContent>
          {product && (
            <ViewerContent
              // A new style-colour starts again from its own colour and the hero angle.
              key={product.styleColorId}
              row={product}
              scope={{ locationCode, lineStatus }}
              onSelectColor={onSelectColor}
              locationCode={locationCode}
              internal={internal}
              onPreviousStyle={onPreviousStyle}
              onNextStyle={onNextStyle}
              panel={panel}
              onPanelChange={setPanel}
              titleId={titleId}
              headerActions={
                <IconButton aria-label={t('productDetail.close')} onClick={onClose}>
                  <CloseIcon />
                </IconButton>
              }
            />
          )}
        </DialogContent>
      </Dialog>
    );
  },
);

type ViewerContentProps = Omit<ProductSingleViewProps, 'product' | 'colors' | 'onSelectColor'> & {
  row: ProductSummary | Product;
  scope: DetailScope;
  onSelectColor?: (styleColorId: string) => void;
};

/** The single view with the colour choice the viewer keeps for itself. */
const ViewerContent = ({ row, scope, onSelectColor, ...view }: ViewerContentProps) => {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState(row.styleColorId);
  const { colors, chosen, missing } = useStyleColorsChoice(row, chosenId, scope);
  if (missing) return <Alert severity="info">{t('productDetail.notFound', { styleColorId: row.styleColorId })}</Alert>;
  if (!chosen) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('productDetail.loading')} />
      </Box>
    );
  }
  return (
    <ProductSingleView
      {...view}
      product={chosen}
      colors={colors}
      onSelectColor={(styleColorId) => {
        setChosenId(styleColorId);
        onSelectColor?.(styleColorId);
      }}
    />
  );
};
