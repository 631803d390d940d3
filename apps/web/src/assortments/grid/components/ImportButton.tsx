import type { Assortment, ProductToAdd } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { ImportDialog, readImportFile, SheetImportButton } from '../../../imports';
import { toasts } from '../../../shared/toasts/toast-store';
import { recordAddedStyles } from '../api';

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
