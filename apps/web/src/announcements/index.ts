export { useAnnouncementFeed } from './api';
export { EditAnnouncementDialog } from './EditAnnouncementDialog';
