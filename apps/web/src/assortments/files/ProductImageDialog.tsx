import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { type AssortmentProduct, productImagePath } from '@stride/domain';
import { useTranslation } from 'react-i18next';

import { AssortmentFileField } from './AssortmentFileField';

type Props = {
  assortmentId: string;
  /** The line whose picture is set; null when closed. */
  line: AssortmentProduct | null;
  /** Goes back to the catalogue's picture (an edit of the line, so it can be undone). */
  onUseCatalogue: (line: AssortmentProduct) => void;
  onClose: () => void;
};

/**
 * 'Product image' (spec part 1 §2 dialogs, upload usage "product"): a line's own picture in this
 * assortment, for a sample shot or a colour the catalogue has no photo of yet.
 */
export const ProductImageDialog = ({ assortmentId, line, onUseCatalogue, onClose }: Props) => {
  const { t } = useTranslation();
  const picture = line && (line.thumbnail ?? productImagePath(line.id, 'A', 'medium'));
  return (
    <Dialog open={line !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {t('assortmentFiles.productImage.title', { line: line ? `${line.style}-${line.color}` : '' })}
      </DialogTitle>
      <DialogContent>
        {line && (
          <AssortmentFileField
            assortmentId={assortmentId}
            usageType="product"
            attachTo={line.id}
            current={
              <img
                src={picture ?? undefined}
                alt={t('assortmentFiles.productImage.alt', { name: line.name })}
                style={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
              />
            }
            uploadLabel={t(line.thumbnail ? 'assortmentFiles.replace' : 'assortmentFiles.productImage.upload')}
            onUploaded={onClose}
            remove={
              line.thumbnail
                ? { label: t('assortmentFiles.productImage.useCatalogue'), onRemove: () => onUseCatalogue(line) }
                : undefined
            }
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
