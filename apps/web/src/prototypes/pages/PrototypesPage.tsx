import { Box, Container, Tab, Tabs, Typography } from '@mui/material';
import { type AccessRuleName, accessRules, checkAccess } from '@stride/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { LatestStepAssets } from '../../dashboard';
import { useCurrentUser } from '../../shared/session/session-store';
import { CategorySelectPrototype } from '../components/CategorySelectPrototype';
import { DragDropPrototype } from '../components/DragDropPrototype';
import { ProductDetailPrototype } from '../components/ProductDetailPrototype';

type Prototype = { slug: string; key: string; access: AccessRuleName; component: ComponentType };

/** The four prototypes of spec part 1 §2, each shown to those who may open its area. */
const prototypes: Prototype[] = [
  { slug: 'dragdrop', key: 'dragdrop', access: 'viewAssortments', component: DragDropPrototype },
  { slug: 'previewer', key: 'previewer', access: 'viewStepTraining', component: LatestStepAssets },
  { slug: 'category-select', key: 'categorySelect', access: 'viewProducts', component: CategorySelectPrototype },
  { slug: 'product-detail', key: 'productDetail', access: 'viewProducts', component: ProductDetailPrototype },
];

/** /prototypes/{dragdrop|previewer|category-select|product-detail}: the gallery, one tab per prototype. */
const PrototypesPage = () => {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const allowed = prototypes.filter((prototype) => user && checkAccess(user, accessRules[prototype.access]));
  const slug = pathname.split('/')[2];
  const current = allowed.find((prototype) => prototype.slug === slug);
  // Keyed by address: a second refused address in a row must redirect again, even before the first redirect showed.
  if (!current) return allowed[0] ? <Navigate key={pathname} to={`/prototypes/${allowed[0].slug}`} replace /> : null;
  const Shown = current.component;
  return (
    <Container maxWidth="xl" sx={{ py: 2 }}>
      <Typography variant="h5" component="h1">
        {t('prototypes.title')}
      </Typography>
      <Typography color="text.secondary">{t('prototypes.subtitle')}</Typography>
      <Tabs value={current.slug} sx={{ mt: 1, mb: 2 }} aria-label={t('prototypes.title')}>
        {allowed.map((prototype) => (
          <Tab
            key={prototype.slug}
            value={prototype.slug}
            label={t(`prototypes.${prototype.key}.title`)}
            component={RouterLink}
            to={`/prototypes/${prototype.slug}`}
          />
        ))}
      </Tabs>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`prototypes.${current.key}.description`)}
      </Typography>
      <Box>
        <Shown />
      </Box>
    </Container>
  );
};

export default PrototypesPage;
