import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Container, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { CoordinatorAssignment } from '@stride/domain';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/api/error-message';
import { prompts } from '../../shared/dialogs/prompt-store';
import { DataGrid } from '../../shared/grid';
import { toasts } from '../../shared/toasts/toast-store';
import { useCoordinatorAssignments, useCoordinatorAssignmentWrites } from '../api';
import { AssignmentDialog } from '../components/AssignmentDialog';

type Editing = { assignment: CoordinatorAssignment | null } | null;

/**
 * Manage Assignments (spec part 1 §2, §6; senior coordinators): who coordinates which sample and
 * promo orders. The orders screens preselect a coordinator from this list (coordinatorFor).
 */
const CoordinatorAssignmentsPage = () => {
  const { t } = useTranslation();
  const assignments = useCoordinatorAssignments();
  const { remove } = useCoordinatorAssignmentWrites();
  const [editing, setEditing] = useState<Editing>(null);

  const columns = useMemo((): ColDef<CoordinatorAssignment>[] => {
    const all = t('orderNotifications.assignments.all');
    const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : all);
    const askRemove = (assignment: CoordinatorAssignment) =>
      prompts.ask({
        title: t('orderNotifications.assignments.removeTitle'),
        description: t('orderNotifications.assignments.removeQuestion', { name: assignment.data.coordinatorName }),
        labelYes: t('orderNotifications.assignments.remove'),
        labelNo: t('actions.cancel'),
        yes: () =>
          remove.mutate(assignment._id, {
            onError: (error) => toasts.show({ type: 'error', message: errorMessage(t, error) }),
          }),
      });
    return [
      {
        colId: 'coordinator',
        headerName: t('orderNotifications.assignments.coordinator'),
        valueGetter: ({ data }) => (data ? `${data.data.coordinatorName} (${data.data.coordinatorCode})` : ''),
        width: 230,
      },
      {
        colId: 'orderTypes',
        headerName: t('orderNotifications.assignments.orderTypes'),
        valueGetter: ({ data }) =>
          data?.data.orderTypes.map((type) => t(`orderNotifications.assignments.orderType.${type}`)).join(', '),
        width: 150,
      },
      {
        colId: 'requesters',
        headerName: t('orderNotifications.assignments.requesters'),
        valueGetter: ({ data }) => (data ? list(data.data.requesterCodes) : ''),
        width: 200,
      },
      {
        colId: 'regions',
        headerName: t('orderNotifications.assignments.regions'),
        valueGetter: ({ data }) => (data ? list(data.data.regions) : ''),
        width: 170,
      },
      {
        colId: 'productTypes',
        headerName: t('orderNotifications.assignments.productTypes'),
        valueGetter: ({ data }) => (data ? list(data.data.productTypes) : ''),
        width: 160,
      },
      {
        colId: 'notes',
        headerName: t('orderNotifications.assignments.notes'),
        valueGetter: ({ data }) => data?.data.notes,
        flex: 1,
      },
      {
        colId: 'actions',
        headerName: '',
        sortable: false,
        width: 100,
        pinned: 'right',
        cellRenderer: ({ data }: ICellRendererParams<CoordinatorAssignment>) =>
          data ? (
            <Stack direction="row">
              <Tooltip title={t('orderNotifications.assignments.edit')}>
                <IconButton
                  size="small"
                  aria-label={`${t('orderNotifications.assignments.edit')}: ${data.data.coordinatorName}`}
                  onClick={() => setEditing({ assignment: data })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('orderNotifications.assignments.remove')}>
                <IconButton
                  size="small"
                  aria-label={`${t('orderNotifications.assignments.remove')}: ${data.data.coordinatorName}`}
                  onClick={() => askRemove(data)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          ) : null,
      },
    ];
  }, [t, remove]);

  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1">
            {t('orderNotifications.assignments.title')}
          </Typography>
          <Typography color="text.secondary">{t('orderNotifications.assignments.subtitle')}</Typography>
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ assignment: null })}>
          {t('orderNotifications.assignments.add')}
        </Button>
      </Stack>
      <Box sx={{ height: 560 }}>
        <DataGrid
          gridId="coordinator-assignments"
          label={t('orderNotifications.assignments.gridLabel')}
          rows={assignments.data ?? []}
          busy={assignments.isFetching}
          columnDefs={columns}
          getRowId={(row) => row._id}
          noRowsText={t('orderNotifications.assignments.empty')}
          onRowDoubleClicked={({ data }) => data && setEditing({ assignment: data })}
        />
      </Box>
      {editing && <AssignmentDialog assignment={editing.assignment} onClose={() => setEditing(null)} />}
    </Container>
  );
};

export default CoordinatorAssignmentsPage;
