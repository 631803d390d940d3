import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, Container, Stack, Typography } from '@mui/material';
import type { AuditEntry, AuditFilters } from '@stride/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReportQueue } from '../../downloads';
import { useFormatting } from '../../i18n/use-formatting';
import { DataGrid, useServerResults } from '../../shared/grid';
import { fetchAuditExport, fetchAuditPage } from '../api';
import { type AuditFilterState, auditFiltersOf, noAuditFilters } from '../audit-filters';
import { AuditFilterBar } from '../components/AuditFilterBar';
import { auditColumns } from '../components/audit-columns';

/** Admin → Audit log: who did what, when and from where, filtered and paged by the server, exported as xlsx. */
const AuditLogPage = () => {
  const { t } = useTranslation();
  const format = useFormatting();
  const [state, setState] = useState<AuditFilterState>(noAuditFilters);
  const filters = useMemo(() => auditFiltersOf(state), [state]);
  const results = useServerResults<AuditFilters, AuditEntry>(filters, fetchAuditPage);
  const columns = useMemo(() => auditColumns(t, format.dateTime), [t, format.dateTime]);
  const report = useReportQueue();
  const exportLog = () =>
    report.run((signal) => fetchAuditExport(filters, signal), 'audit-log.xlsx', {
      cancelled: t('audit.exportCancelled'),
      failed: t('audit.exportFailed'),
    });

  return (
    <Container maxWidth={false} sx={{ py: 3, display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('audit.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('audit.subtitle')}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          loading={report.running}
          onClick={exportLog}
        >
          {t('audit.export')}
        </Button>
      </Stack>
      <AuditFilterBar value={state} onChange={setState} />
      <Box sx={{ flex: 1, minHeight: 420, position: 'relative' }} data-testid="audit-grid">
        <DataGrid<AuditEntry>
          gridId="audit-log"
          label={t('audit.gridLabel')}
          datasource={results.datasource}
          busy={results.searching}
          columnDefs={columns}
          defaultColDef={{ sortable: false }}
          getRowId={(row) => row._id}
          onGridReady={(event) => {
            results.api.current = event.api;
          }}
          noRowsText={t('audit.empty')}
        />
      </Box>
    </Container>
  );
};

export default AuditLogPage;
