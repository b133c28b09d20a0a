import AssignmentLateIcon from '@mui/icons-material/AssignmentLateOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Chip } from '@mui/material';
import type { NotificationType } from '@wb/contract/notification-constants';
import { useTranslation } from 'react-i18next';

type Color = 'info' | 'warning' | 'success' | 'error' | 'secondary';

const looks: Record<NotificationType, { icon: typeof InfoIcon; color: Color }> = {
  INFO: { icon: InfoIcon, color: 'info' },
  WARNING: { icon: WarningIcon, color: 'warning' },
  SUCCESS: { icon: CheckCircleIcon, color: 'success' },
  ERROR: { icon: ErrorIcon, color: 'error' },
  ACTION_REQUIRED: { icon: AssignmentLateIcon, color: 'secondary' },
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { icon: Icon, color } = looks[type];
  return <Icon color={color} aria-hidden />;
}

export function NotificationTypeChip({ type }: { type: NotificationType }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={looks[type].color} label={t(`notifications:types.${type}`)} />;
}
