import { Box, Button, Typography } from '@mui/material';
import type { AuditEvent } from '@wb/contract/security';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@/components/dialog';
import { formatDateTime } from '@/components/format';
import { Stack } from '@/components/stack';
import { actorLabel, targetLabel } from './audit-people';

/** One event of the audit trail: who, what, when, its details and its links in the chain. */
export function AuditEventDialog({ event, onClose }: { event: AuditEvent; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const line = (label: string, value: string | null) => (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {value ?? '—'}
      </Typography>
    </Box>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('security:detail.title', { seq: event.seq })}</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5} data-testid="audit-event-detail">
          {line(t('security:column.time'), formatDateTime(event.occurredAt, i18n.language))}
          {line(t('security:column.user'), actorLabel(t, event))}
          {line(t('security:column.action'), event.action)}
          {line(
            t('security:column.entity'),
            event.target && targetLabel(t, event) !== event.target ? `${targetLabel(t, event)} (${event.target})` : event.target,
          )}
          {line(t('security:column.ip'), event.ip)}
          <Box>
            <Typography variant="caption" color="text.secondary">
              {t('security:detail.details')}
            </Typography>
            <Box component="pre" dir="ltr" sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflow: 'auto', fontSize: 13 }}>
              {JSON.stringify(event.details, null, 2)}
            </Box>
          </Box>
          {line(t('security:detail.prevHash'), event.prevHash)}
          {line(t('security:detail.hash'), event.hash)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('security:detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
