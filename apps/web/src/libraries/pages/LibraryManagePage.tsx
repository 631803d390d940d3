import { Container, Tab, Tabs, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type LibraryType, type ManageView, manageViews } from '@stride/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LibraryUploadPanel } from '../../uploads';
import { LibraryHeader } from '../components/LibraryHeader';
import { libraryScreens, MANAGE_LIBRARY_PARAM } from '../library-screens';
import { ManageGrid } from '../manage/ManageGrid';

type LibraryManagePageProps = {
  /** Global retail manages its assets and resources in one area; the `library` parameter picks one. */
  libraryTypes: readonly [LibraryType, ...LibraryType[]];
  view: ManageView;
};

/** A library's manage area: one tab per state plus the upload view (spec part 1 §2, §4). */
export const LibraryManagePage = ({ libraryTypes, view }: LibraryManagePageProps) => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const libraryType =
    libraryTypes.find((type) => libraryScreens[type].manageParam === (params.get(MANAGE_LIBRARY_PARAM) ?? undefined)) ??
    libraryTypes[0];
  const screen = libraryScreens[libraryType];

  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <LibraryHeader title={t('libraries.manage.title', { library: t(`libraries.types.${libraryType}`) })}>
        {libraryTypes.length > 1 && (
          <ToggleButtonGroup size="small" exclusive value={libraryType} aria-label={t('libraries.manage.library')}>
            {libraryTypes.map((type) => (
              <ToggleButton key={type} value={type} component={RouterLink} to={libraryScreens[type].managePath(view)}>
                {t(`libraries.types.${type}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </LibraryHeader>
      <Tabs value={view} aria-label={t('libraries.manage.views')}>
        {manageViews.map((candidate) => (
          <Tab
            key={candidate}
            value={candidate}
            label={t(`libraries.states.${candidate}`)}
            component={RouterLink}
            to={screen.managePath(candidate)}
          />
        ))}
      </Tabs>
      {view === 'upload' ? (
        <LibraryUploadPanel libraryType={libraryType} />
      ) : (
        <ManageGrid key={`${libraryType}-${view}`} screen={screen} view={view} />
      )}
    </Container>
  );
};
