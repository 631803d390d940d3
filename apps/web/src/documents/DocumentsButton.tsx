import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Button } from '@mui/material';
import type { Assortment } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatch, useNavigate } from 'react-router';
import { assortmentPagePath } from '../shared/routing/assortment-paths';
import { DocumentsDialog } from './DocumentsDialog';

/**
 * The grid header's documents: the dialog has an address of its own (part 1 §2
 * `assortment/{id}/export`), so a link or a reload opens it again over the grid.
 */
export const DocumentsButton = ({ assortment }: { assortment: Assortment }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useMatch(assortmentPagePath(assortment, 'export')) !== null;
  return (
    <>
      <Button
        size="small"
        component={RouterLink}
        to={assortmentPagePath(assortment, 'export')}
        startIcon={<DescriptionIcon />}
      >
        {t('documents.button')}
      </Button>
      {open && (
        <DocumentsDialog
          assortment={assortment}
          open
          onClose={() => navigate(assortmentPagePath(assortment, 'manage'), { replace: true })}
        />
      )}
    </>
  );
};
