import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../components/FieldList';
import type { PanelProps } from './panel-props';

/** The viewer notes of the style, the colour and the collection, and the label. */
export const NotesPanel = ({ product }: PanelProps) => {
  const { t } = useTranslation();
  const entries = [
    ['styleNote', product.styleNote],
    ['colorNote', product.colorNote],
    ['collectionStyleNote', product.collectionStyleNote],
    ['collectionColorNote', product.collectionColorNote],
    ['label', product.label],
  ] as const;
  if (entries.every(([, note]) => !note?.trim())) {
    return <Typography color="text.secondary">{t('productDetail.notes.none')}</Typography>;
  }
  return <FieldList entries={entries} />;
};
