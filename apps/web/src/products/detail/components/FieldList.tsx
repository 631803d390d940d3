import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A product field (its name in the spec, which is also its label key) and the value to show. */
export type FieldEntry = readonly [field: string, value: ReactNode];

const isShown = (value: ReactNode) => value !== null && value !== undefined && value !== '' && value !== false;

/** Labelled values of one panel section; empty fields are left out, and an empty section with them. */
export const FieldList = ({ entries, title }: { entries: readonly FieldEntry[]; title?: string }) => {
  const { t } = useTranslation();
  const shown = entries.filter(([, value]) => isShown(value));
  if (shown.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: 2 }}>
      {title && (
        <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(120px, max-content) 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {shown.map(([field, value]) => (
          <Fragment key={field}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`productDetail.fields.${field}`)}
            </Typography>
            <Typography component="dd" variant="body2" data-field={field} sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
};
