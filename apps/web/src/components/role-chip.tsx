import { Chip, type ChipProps } from '@mui/material';
import type { SessionUser } from '@wb/contract/auth';
import { useTranslation } from 'react-i18next';
import { hasCapability } from '@/app/auth/capabilities';

/** The user's role, highlighted for the company's administrator (side menu, dashboard). */
export function RoleChip({ user, ...props }: { user: SessionUser } & Omit<ChipProps, 'label' | 'color'>) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      {...props}
      color={hasCapability(user, 'highlightedRole') ? 'primary' : 'default'}
      label={t(`common:roles.${user.role}`)}
    />
  );
}
