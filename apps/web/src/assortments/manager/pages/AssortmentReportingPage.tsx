import { Stack } from '@mui/material';
import { ManagerFrame } from '../../../manager-frame';
import { ReportForm } from '../components/ReportForm';
import { ReportSchedulesList } from '../components/ReportSchedulesList';

/** /product/assortments/reporting (managers, part 1 §2): the assortment export and user activity reports, and the reports mailed on a schedule. */
const AssortmentReportingPage = () => (
  <ManagerFrame tab="reporting">
    <Stack spacing={2} sx={{ overflowY: 'auto', pb: 2 }}>
      <ReportForm route="assortment-export" />
      <ReportForm route="user-activity" />
      <ReportSchedulesList />
    </Stack>
  </ManagerFrame>
);

export default AssortmentReportingPage;
