import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type SecurityThreat, type ThreatSeverity, type ThreatState, threatTransitions } from '@wb/contract/security-threats';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { formatDateTime, formatQuantity } from '@/components/format';
import { Stack } from '@/components/stack';
import { useAnalyzeThreats, useIncident, useIncidents, useThreats, useUpdateThreat } from './threats-api';

const severityColor: Record<ThreatSeverity, 'default' | 'info' | 'warning' | 'error'> = {
  low: 'default',
  medium: 'info',
  high: 'warning',
  critical: 'error',
};

function ThreatStateSelect({ threat }: { threat: SecurityThreat }) {
  const { t } = useTranslation();
  const update = useUpdateThreat();
  const next = threatTransitions[threat.state];
  return (
    <Stack spacing={0.5}>
      <TextField
        select
        size="small"
        value={threat.state}
        disabled={next.length === 0 || update.isPending}
        onChange={(e) => update.mutate({ id: threat.id, state: e.target.value as ThreatState })}
        slotProps={{ htmlInput: { 'data-testid': 'threat-state', 'aria-label': t('security:threats.state') } }}
        sx={{ minWidth: 150 }}
      >
        {[threat.state, ...next].map((s) => (
          <MenuItem key={s} value={s} data-testid={`threat-state-${s}`}>
            {t(`security:threatState.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {update.error && <Alert severity="error">{describeError(t, update.error)}</Alert>}
    </Stack>
  );
}

function ThreatTable({ threats, testId }: { threats: SecurityThreat[]; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell>{t('security:threats.kind')}</TableCell>
            <TableCell>{t('security:threats.severity')}</TableCell>
            <TableCell>{t('security:threats.subject')}</TableCell>
            <TableCell>{t('security:threats.evidence')}</TableCell>
            <TableCell>{t('security:threats.lastSeen')}</TableCell>
            <TableCell>{t('security:threats.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {threats.map((x) => (
            <TableRow key={x.id} data-testid="threat-row" data-kind={x.kind} data-state={x.state}>
              <TableCell>{t(`security:threatKind.${x.kind}`)}</TableCell>
              <TableCell>
                <Chip size="small" color={severityColor[x.severity]} label={t(`security:severity.${x.severity}`)} />
              </TableCell>
              <TableCell>
                <bdi>{x.subject}</bdi>
              </TableCell>
              <TableCell>{t('security:threats.events', { n: formatQuantity(x.evidence.length, i18n.language) })}</TableCell>
              <TableCell>{formatDateTime(x.lastSeenAt, i18n.language)}</TableCell>
              <TableCell>
                <ThreatStateSelect threat={x} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function IncidentDialog({ id, tenantId, onClose }: { id: string; tenantId?: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const incident = useIncident(id, tenantId);
  const d = incident.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="incident-dialog">
      <DialogTitle>{t('security:incidents.detail', { subject: d?.subject ?? '' })}</DialogTitle>
      <DialogContent>
        {incident.error && <Alert severity="error">{describeError(t, incident.error)}</Alert>}
        {d && (
          <Stack spacing={1}>
            <Typography>
              {t(`security:severity.${d.severity}`)} · {t(`security:threatState.${d.state}`)} ·{' '}
              {formatDateTime(d.firstSeenAt, i18n.language)} – {formatDateTime(d.lastSeenAt, i18n.language)}
            </Typography>
            <ThreatTable threats={d.items} testId="incident-threats" />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('security:detail.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The threats the detectors raised, their states, and the incidents grouping them (issue 31). */
export function ThreatsSection({ tenantId }: { tenantId?: string }) {
  const { t, i18n } = useTranslation();
  const threats = useThreats(tenantId ? { tenantId } : {});
  const incidents = useIncidents(tenantId);
  const analyze = useAnalyzeThreats();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h6">{t('security:threats.title')}</Typography>
            <Button variant="contained" data-testid="threats-analyze" disabled={analyze.isPending} onClick={() => analyze.mutate()}>
              {t('security:threats.analyze')}
            </Button>
          </Stack>
          {analyze.data && (
            <Alert severity="info" data-testid="threats-analyzed" sx={{ mt: 1 }}>
              {t('security:threats.analyzed', { raised: formatQuantity(analyze.data.raised, i18n.language) })}
            </Alert>
          )}
          {(threats.error ?? analyze.error) && <Alert severity="error">{describeError(t, threats.error ?? analyze.error)}</Alert>}
          {threats.data && threats.data.items.length === 0 && <Typography color="text.secondary">{t('security:threats.empty')}</Typography>}
          {threats.data && threats.data.items.length > 0 && <ThreatTable threats={threats.data.items} testId="threats" />}
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6">{t('security:incidents.title')}</Typography>
          {incidents.data && incidents.data.items.length === 0 && (
            <Typography color="text.secondary">{t('security:incidents.empty')}</Typography>
          )}
          {incidents.data && incidents.data.items.length > 0 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" data-testid="incidents">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('security:threats.subject')}</TableCell>
                    <TableCell>{t('security:threats.severity')}</TableCell>
                    <TableCell>{t('security:incidents.threats')}</TableCell>
                    <TableCell>{t('security:threats.state')}</TableCell>
                    <TableCell>{t('security:threats.lastSeen')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {incidents.data.items.map((i) => (
                    <TableRow key={i.id} hover data-testid="incident-row" sx={{ cursor: 'pointer' }} onClick={() => setOpen(i.id)}>
                      <TableCell>
                        <bdi>{i.subject}</bdi>
                      </TableCell>
                      <TableCell>
                        <Chip size="small" color={severityColor[i.severity]} label={t(`security:severity.${i.severity}`)} />
                      </TableCell>
                      <TableCell>{i.kinds.map((k) => t(`security:threatKind.${k}`)).join(', ')}</TableCell>
                      <TableCell>{t(`security:threatState.${i.state}`)}</TableCell>
                      <TableCell>{formatDateTime(i.lastSeenAt, i18n.language)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </CardContent>
      </Card>
      {open && <IncidentDialog id={open} tenantId={tenantId} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
