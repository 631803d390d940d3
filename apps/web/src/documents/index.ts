export { DocumentsButton } from './DocumentsButton';
export { ScheduleFields } from './ScheduleFields';
export { ScheduleActionsCell, ScheduleRunCells, useScheduleActions } from './ScheduleRows';
