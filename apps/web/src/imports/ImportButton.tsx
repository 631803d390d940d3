import type { Assortment } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import type { ProductToAdd } from '../assortments';
import { recordAddedStyles } from '../assortments';
import { toasts } from '../shared/toasts/toast-store';
import { readImportFile } from './api';
import { ImportDialog } from './ImportDialog';
import { SheetImportButton } from './SheetImportButton';

type Props = {
  assortment: Assortment;
  existingIds: () => ReadonlySet<string>;
  onImport: (products: ProductToAdd[]) => boolean;
};

/** The grid header's Import: the sheet's style-colours go through the import dialog into the assortment. */
export const ImportButton = ({ assortment, existingIds, onImport }: Props) => {
  const { t } = useTranslation();
  return (
    <SheetImportButton
      readFile={readImportFile}
      dialog={(table, userId, close) => (
        <ImportDialog
          assortment={assortment}
          table={table}
          userId={userId}
          existingIds={existingIds()}
          onImport={(products) => {
            const taken = onImport(products);
            if (taken) {
              toasts.show({ type: 'success', message: t('imports.imported', { count: products.length }) });
              recordAddedStyles(assortment._id, { count: products.length, source: 'import' });
            }
            return taken;
          }}
          onClose={close}
        />
      )}
    />
  );
};
