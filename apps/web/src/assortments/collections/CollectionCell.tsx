import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { ProductSummary } from '@stride/domain';
import type { ICellRendererParams } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { prompts } from '../../shared/dialogs/prompt-store';
import { type AssortmentCollection, useInCollection } from './use-assortment-collection';

export type CollectionCellParams = {
  collection: AssortmentCollection;
  /** Adding to the collection from the search tab adds to the assortment too (spec part 1 §5). */
  addToAssortment: (products: readonly ProductSummary[]) => void;
};

/** A search result's 'Add to Collection?' button, or the mark that it is in the collection. */
export const CollectionCell = ({
  data,
  collection,
  addToAssortment,
}: ICellRendererParams<ProductSummary> & CollectionCellParams) => {
  const { t } = useTranslation();
  const inCollection = useInCollection(collection.assortmentId, data?.styleColorId ?? '');
  if (!data) return null;
  if (inCollection) {
    return (
      <BookmarkIcon
        fontSize="small"
        color="primary"
        titleAccess={t('assortmentCollections.inCollection')}
        sx={{ mt: 1 }}
      />
    );
  }
  const label = t('assortmentCollections.addOne', { style: data.style, color: data.color });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={() =>
          prompts.ask({
            title: t('assortmentCollections.confirmTitle'),
            description: t('assortmentCollections.confirmText'),
            labelYes: t('assortmentCollections.add'),
            labelNo: t('actions.cancel'),
            yes: () => {
              collection.add([{ style: data.style, color: data.color }]);
              addToAssortment([data]);
            },
          })
        }
      >
        <BookmarkAddIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
