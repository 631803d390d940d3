import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Badge } from '@mui/material';
import { formatAlertCount } from '@stride/domain';

/** The status alert icon with its count (up to 9, then 9+; spec part 1 §9); no badge without alerts. */
export const AlertCountIcon = ({ count, fontSize }: { count: number; fontSize?: 'small' | 'medium' }) => (
  <Badge badgeContent={count > 0 ? formatAlertCount(count) : undefined} color="error">
    <NotificationsIcon fontSize={fontSize} />
  </Badge>
);
