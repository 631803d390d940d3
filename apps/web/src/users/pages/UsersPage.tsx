import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Container,
  InputAdornment,
  LinearProgress,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { DEBOUNCE_MS, fullName, type User, userStatuses } from '@stride/domain';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatting } from '../../i18n/use-formatting';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { useUserList } from '../api';
import { StatusChip } from '../components/StatusChip';
import { UserEditorDrawer } from '../components/UserEditorDrawer';

const PAGE_SIZE = 25;

/** Administrators find people, review access requests and edit permissions. */
const UsersPage = () => {
  const { t } = useTranslation();
  const format = useFormatting();
  const [search, setSearch] = useSearchParams();
  const status = userStatuses.find((value) => value === search.get('status'));
  const [text, setText] = useState('');
  const debouncedText = useDeferredValue(useDebouncedValue(text, DEBOUNCE_MS.api));
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<User | null>(null);
  const list = useUserList({ text: debouncedText || undefined, status, skip: page * PAGE_SIZE, limit: PAGE_SIZE });

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('users.title')}
        </Typography>
        <TextField
          size="small"
          placeholder={t('users.search')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPage(0);
          }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
            htmlInput: { 'aria-label': t('users.search') },
          }}
          sx={{ width: { md: 360 } }}
        />
      </Stack>
      <Tabs
        value={status ?? 'all'}
        onChange={(_, value: string) => {
          setPage(0);
          setSearch(value === 'all' ? {} : { status: value });
        }}
        sx={{ mb: 2 }}
      >
        <Tab value="all" label={t('users.status.all')} />
        {userStatuses.map((value) => (
          <Tab key={value} value={value} label={t(`users.status.${value}`)} />
        ))}
      </Tabs>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress />}</Box>
        <TableContainer>
          <Table size="small" aria-label={t('users.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('users.columns.name')}</TableCell>
                <TableCell>{t('fields.email')}</TableCell>
                <TableCell>{t('users.columns.userCode')}</TableCell>
                <TableCell>{t('users.columns.status')}</TableCell>
                <TableCell>{t('users.columns.permissions')}</TableCell>
                <TableCell>{t('users.columns.lastLogin')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.data.map((user) => (
                <TableRow
                  key={user._id}
                  hover
                  onClick={() => setEditing(user)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="user-row"
                >
                  <TableCell>{fullName(user)}</TableCell>
                  <TableCell>{user.email}</TableCell>
                  <TableCell>{user.userCode}</TableCell>
                  <TableCell>
                    <StatusChip status={user.status} />
                  </TableCell>
                  <TableCell>{user.permissions.length}</TableCell>
                  <TableCell>{user.lastLoginAt ? format.dateTime(user.lastLoginAt) : '—'}</TableCell>
                </TableRow>
              ))}
              {list.data?.data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                    {t('users.empty')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.totalCount ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, next) => setPage(next)}
          labelDisplayedRows={({ from, to, count }) => t('users.pageOf', { from, to, count })}
        />
      </Paper>
      {editing && <UserEditorDrawer user={editing} onClose={() => setEditing(null)} />}
    </Container>
  );
};

export default UsersPage;
