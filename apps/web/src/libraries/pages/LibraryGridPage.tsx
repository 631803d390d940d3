import { Button, Container } from '@mui/material';
import { accessRules, checkAccess, type LibraryType, libraryAccessRules } from '@stride/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SearchActions } from '../../searches';
import { useCurrentUser } from '../../shared/session/session-store';
import { AssetGrid } from '../components/AssetGrid';
import { assetColumns } from '../components/asset-columns';
import { LibraryActions } from '../components/LibraryActions';
import { LibraryHeader } from '../components/LibraryHeader';
import { useLibraryGrid } from '../components/use-library-grid';
import { libraryScreens } from '../library-screens';
import { LibraryFilterBar } from '../search/LibraryFilterBar';

/** A library's published assets: filters in the URL, the grid, the previewer, downloads. */
export const LibraryGridPage = ({ libraryType }: { libraryType: LibraryType }) => {
  const { t } = useTranslation();
  const screen = libraryScreens[libraryType];
  const user = useCurrentUser();
  const canManage = user !== null && checkAccess(user, accessRules[libraryAccessRules[libraryType].manage]);
  const grid = useLibraryGrid(screen);
  const columns = useMemo(() => assetColumns(screen, t, { editable: false }), [screen, t]);

  return (
    <Container
      maxWidth={false}
      sx={{ py: 2, height: 'calc(100vh - 64px)', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <LibraryHeader title={t(`libraries.types.${libraryType}`)} counted totalCount={grid.results.totalCount}>
        <LibraryActions libraryType={libraryType} selection={grid.selection} search={grid.search} />
        <SearchActions />
        {screen.landingPath && (
          <Button size="small" component={RouterLink} to={screen.landingPath}>
            {t('libraries.actions.browseCategories')}
          </Button>
        )}
        {canManage && (
          <Button size="small" variant="contained" component={RouterLink} to={screen.managePath('pending')}>
            {t('libraries.actions.manage')}
          </Button>
        )}
      </LibraryHeader>
      <LibraryFilterBar
        libraryType={libraryType}
        keys={screen.filters}
        filters={grid.filters}
        onChange={grid.setFilters}
      />
      <AssetGrid
        gridId={`library-${libraryType}`}
        datasource={grid.results.datasource}
        busy={grid.results.searching}
        columnDefs={columns}
        sort={grid.sort}
        onSortChange={grid.onSortChange}
        onGridReady={(api) => {
          grid.results.api.current = api;
        }}
        onSelectionChange={grid.setSelection}
      />
    </Container>
  );
};
