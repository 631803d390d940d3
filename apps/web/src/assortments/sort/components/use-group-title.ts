import { UNCATEGORIZED_GROUP } from '@stride/domain';
import { useTranslation } from 'react-i18next';

/** A group's title as shown: Uncategorized in the user's language, every other as the user named it. */
export const useGroupTitle = () => {
  const { t } = useTranslation();
  return (title: string) => (title === UNCATEGORIZED_GROUP ? t('groupSort.uncategorized') : title);
};
