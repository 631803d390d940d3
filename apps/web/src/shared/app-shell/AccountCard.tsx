import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { DashboardHeader } from './DashboardHeader';

/** The centred card of the public account pages. */
export const AccountCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e9f3e1 0%, #f4f6f3 60%)' }}>
    <DashboardHeader />
    <Card sx={{ maxWidth: 520, mx: 'auto', mt: { xs: 2, md: 10 } }}>
      <CardContent sx={{ p: 4 }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  </Box>
);
