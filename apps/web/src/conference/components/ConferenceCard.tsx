import { Box, Card, CardContent, CardMedia, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  image?: string | null;
  overline?: string | null;
  body?: string | null;
  /** A mark above the title (the groups an item is meant for, shown to editors). */
  badge?: ReactNode;
  /** Editors' buttons, or a link. */
  actions?: ReactNode;
  testId?: string;
};

/** One card of a microsite: a picture, a title and a few lines. */
export const ConferenceCard = ({ title, image, overline, body, badge, actions, testId }: Props) => (
  <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid={testId}>
    {image ? (
      <CardMedia
        component="img"
        image={image}
        alt=""
        loading="lazy"
        sx={{ aspectRatio: '3 / 2', objectFit: 'cover' }}
      />
    ) : (
      <Box sx={{ aspectRatio: '3 / 2', bgcolor: 'action.hover' }} />
    )}
    <CardContent sx={{ flexGrow: 1 }}>
      {overline && (
        <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.6 }}>
          {overline}
        </Typography>
      )}
      {badge && <Box sx={{ mb: 1 }}>{badge}</Box>}
      <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {body && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {body}
        </Typography>
      )}
    </CardContent>
    {actions && <Box sx={{ px: 1, pb: 1, display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>{actions}</Box>}
  </Card>
);

/** Cards in as many columns as fit: three or four on a laptop, two on a tablet. */
export const CardGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>{children}</Box>
);

export const EmptyNote = ({ children }: { children: ReactNode }) => (
  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="conference-empty">
    {children}
  </Typography>
);
