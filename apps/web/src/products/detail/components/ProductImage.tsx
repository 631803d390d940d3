import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ProductImageProps = {
  src: string;
  alt: string;
  sx?: SxProps<Theme>;
  testId?: string;
  /** lazy for long lists of pictures (a showroom divider): only those scrolled near load. */
  loading?: 'eager' | 'lazy';
};

/**
 * A product picture. The server answers the coming-soon picture for a product without one;
 * when even that fails to load, a plain placeholder takes its place.
 */
export const ProductImage = ({ src, alt, sx, testId, loading }: ProductImageProps) => {
  const { t } = useTranslation();
  // Remembering which address failed lets the next address (another angle or colour) try again.
  const [failedSrc, setFailedSrc] = useState<string>();
  if (failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        data-testid={testId}
        sx={[
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: 'grey.100',
            color: 'text.secondary',
            aspectRatio: '1',
            textAlign: 'center',
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <Typography variant="caption">{t('productDetail.imageComingSoon')}</Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={loading}
      data-testid={testId}
      onError={() => setFailedSrc(src)}
      sx={[{ display: 'block', objectFit: 'contain', aspectRatio: '1' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
};
