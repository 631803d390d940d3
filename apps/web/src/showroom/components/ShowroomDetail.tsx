import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { imageAngleLabels, type Showroom, type ShowroomLine, type ShowroomPlace } from '@stride/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatting } from '../../i18n/use-formatting';
import { ProductImage } from '../../products';
import { firstView, largeImage, lineViews, OWN_PICTURE, type ShowroomView, thumbImage } from '../showroom-images';
import { useStyleStepping } from '../use-style-stepping';

type ShowroomDetailProps = {
  showroom: Showroom;
  place: ShowroomPlace;
  onSelectColor: (styleColorId: string) => void;
  onPrevious?: () => void;
  onNext?: () => void;
};

const Facts = ({ line, showroom }: { line: ShowroomLine; showroom: Showroom }) => {
  const { t } = useTranslation();
  const format = useFormatting();
  const currency = { currencySymbol: line.currencySymbol, decimalPlaces: line.decimalPlaces };
  return (
    <Stack spacing={0.5}>
      {showroom.settings.showPrices && line.price !== null && (
        <Typography variant="h6" component="p">
          {t('showroom.price', { price: format.money(line.price, currency) })}
        </Typography>
      )}
      {showroom.settings.showPrices && line.suggestedRetail !== null && (
        <Typography color="text.secondary">
          {t('showroom.suggestedRetail', { price: format.money(line.suggestedRetail, currency) })}
        </Typography>
      )}
      {showroom.settings.showAvailability && line.firstAvailDate !== null && (
        <Typography color="text.secondary">
          {t('showroom.available', { date: format.gridDate(line.firstAvailDate) })}
        </Typography>
      )}
      {showroom.settings.showAvailability && line.totalInventory !== null && (
        <Typography color="text.secondary">{t('showroom.inventory', { count: line.totalInventory })}</Typography>
      )}
    </Stack>
  );
};

/**
 * One style-colour, large: its pictures (its own first, then the catalogue's angles, each once), the style's colours,
 * next and previous style by the side buttons, the arrow keys or a swipe.
 */
export const ShowroomDetail = ({ showroom, place, onSelectColor, onPrevious, onNext }: ShowroomDetailProps) => {
  const { t } = useTranslation();
  const { line, style, group } = place;
  const views = lineViews(line);
  const [chosenView, setView] = useState<ShowroomView>(firstView(line));
  const view = views.includes(chosenView) ? chosenView : firstView(line);
  const swipe = useStyleStepping({ previous: onPrevious, next: onNext });
  const labels = imageAngleLabels[showroom.assortment.productType];
  const viewLabel = (value: ShowroomView) =>
    value === OWN_PICTURE ? t('showroom.ownPicture') : t(`productDetail.angles.${labels[value].toLowerCase()}`);
  const side = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'background.paper',
  } as const;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 3, alignItems: 'start' }}>
      <Box>
        <Box {...swipe} sx={{ position: 'relative', touchAction: 'pan-y', userSelect: 'none' }}>
          <ProductImage
            src={largeImage(line, view)}
            alt={t('productDetail.imageAlt', {
              name: style.name,
              color: line.colorDescription,
              angle: viewLabel(view),
            })}
            testId="showroom-detail-image"
            sx={{ width: '100%', maxHeight: 'calc(100vh - 220px)', bgcolor: 'background.paper', borderRadius: 1 }}
          />
          <IconButton
            aria-label={t('showroom.previousStyle')}
            disabled={!onPrevious}
            onClick={onPrevious}
            sx={{ ...side, left: 8 }}
          >
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton
            aria-label={t('showroom.nextStyle')}
            disabled={!onNext}
            onClick={onNext}
            sx={{ ...side, right: 8 }}
          >
            <ChevronRightIcon fontSize="large" />
          </IconButton>
        </Box>
        {views.length > 1 && (
          <ToggleButtonGroup
            exclusive
            value={view}
            onChange={(_, value: ShowroomView | null) => value && setView(value)}
            aria-label={t('productDetail.angleSelector')}
            sx={{ mt: 1, justifyContent: 'center', width: '100%' }}
          >
            {views.map((value) => (
              <ToggleButton key={value} value={value} aria-label={viewLabel(value)} sx={{ p: 0.5 }}>
                <ProductImage src={thumbImage(line, value)} alt="" sx={{ width: 64 }} />
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Box>
      <Stack spacing={2}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {group.title}
          </Typography>
          <Typography variant="h4" component="h1">
            {style.name}
          </Typography>
          <Typography color="text.secondary">
            {line.style} · {line.color} {line.colorDescription}
          </Typography>
        </Box>
        <Facts line={line} showroom={showroom} />
        {style.colors.length > 1 && (
          <Box>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
              {t('showroom.colors', { count: style.colors.length })}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={line.styleColorId}
              onChange={(_, value: string | null) => value && onSelectColor(value)}
              aria-label={t('showroom.colors', { count: style.colors.length })}
              sx={{ flexWrap: 'wrap' }}
            >
              {style.colors.map((color) => (
                <ToggleButton
                  key={color.styleColorId}
                  value={color.styleColorId}
                  aria-label={`${color.color} ${color.colorDescription}`}
                  sx={{ p: 0.5 }}
                >
                  <Box sx={{ width: 72 }}>
                    <ProductImage src={thumbImage(color, firstView(color))} alt="" sx={{ width: 72 }} />
                    <Typography variant="caption" component="div">
                      {color.color}
                    </Typography>
                  </Box>
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        )}
      </Stack>
    </Box>
  );
};
