import {
  Alert,
  Box,
  Card,
  CardContent,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { describeError } from '@/app/messages';
import { formatDate, formatDateTime, formatQuantity } from '@/components/format';
import { PageHeader } from '@/components/page-header';
import { Stack } from '@/components/stack';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { useUserBehavior } from './threats-api';

const weekdays = [0, 1, 2, 3, 4, 5, 6];
const hours = Array.from({ length: 24 }, (_, h) => h);

/** The weekday's name in the reader's language: 0 = Monday (2024-01-01 was a Monday). */
const weekdayName = (d: number, language: string) =>
  new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + d)));

/** /security/users/:id: a user's sign-ins, IP addresses, devices and actions over the last days (issue 31). */
export function UserBehaviorPage() {
  useLazyNamespace('security');
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const days = Number(params.get('days') ?? 30) || 30;
  const tenantId = params.get('tenantId') ?? undefined;
  const behavior = useUserBehavior(id, days, tenantId);
  const b = behavior.data;
  const n = (x: number) => formatQuantity(x, i18n.language);
  const max = b ? Math.max(1, ...b.heatmap.flat()) : 1;
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('security:behavior.title', { email: b?.email ?? '' })}
        subtitle={
          b ? t('security:dashboard.period', { from: formatDate(b.from, i18n.language), to: formatDate(b.to, i18n.language) }) : undefined
        }
      />
      <TextField
        select
        size="small"
        label={t('security:behavior.days')}
        value={days}
        onChange={(e) => {
          const next = new URLSearchParams(params);
          next.set('days', String(e.target.value));
          setParams(next, { replace: true });
        }}
        sx={{ maxWidth: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'behavior-days' } }}
      >
        {[7, 30, 90].map((d) => (
          <MenuItem key={d} value={d}>
            {t('security:behavior.lastDays', { n: n(d) })}
          </MenuItem>
        ))}
      </TextField>
      {behavior.error && <Alert severity="error">{describeError(t, behavior.error)}</Alert>}
      {b && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Card variant="outlined" data-testid="behavior-signins">
              <CardContent>
                <Typography color="text.secondary">{t('security:metric.signIns')}</Typography>
                <Typography variant="h4">{n(b.signIns)}</Typography>
              </CardContent>
            </Card>
            <Card variant="outlined" data-testid="behavior-failures">
              <CardContent>
                <Typography color="text.secondary">{t('security:metric.signInFailures')}</Typography>
                <Typography variant="h4">{n(b.failures)}</Typography>
              </CardContent>
            </Card>
          </Stack>
          <Typography variant="h6">{t('security:behavior.heatmap')}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="behavior-heatmap" sx={{ '& td, & th': { p: 0.25, textAlign: 'center', fontSize: 11 } }}>
              <TableHead>
                <TableRow>
                  <TableCell />
                  {hours.map((h) => (
                    <TableCell key={h}>{n(h)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {weekdays.map((d) => (
                  <TableRow key={d}>
                    <TableCell component="th">{weekdayName(d, i18n.language)}</TableCell>
                    {hours.map((h) => {
                      const v = b.heatmap[d]?.[h] ?? 0;
                      return (
                        <TableCell
                          key={h}
                          title={n(v)}
                          sx={{ bgcolor: v ? `rgba(25, 118, 210, ${0.15 + (0.85 * v) / max})` : undefined, minWidth: 18 }}
                        >
                          {v ? n(v) : ''}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="h6">{t('security:behavior.ips')}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="behavior-ips">
              <TableBody>
                {b.ips.map((ip) => (
                  <TableRow key={ip.ip}>
                    <TableCell dir="ltr">{ip.ip}</TableCell>
                    <TableCell>{n(ip.signIns)}</TableCell>
                    <TableCell>{formatDateTime(ip.lastSeenAt, i18n.language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="h6">{t('security:behavior.devices')}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="behavior-devices">
              <TableBody>
                {b.devices.map((dev) => (
                  <TableRow key={dev.device}>
                    <TableCell>
                      <bdi>{dev.device}</bdi>
                    </TableCell>
                    <TableCell>{n(dev.signIns)}</TableCell>
                    <TableCell>{formatDateTime(dev.lastSeenAt, i18n.language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography variant="h6">{t('security:behavior.perDay')}</Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="behavior-days-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('security:behavior.day')}</TableCell>
                  <TableCell>{t('security:behavior.actions')}</TableCell>
                  <TableCell>{t('security:metric.signInFailures')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {b.actionsPerDay.map((d) => (
                  <TableRow key={d.day}>
                    <TableCell>{formatDate(d.day, i18n.language)}</TableCell>
                    <TableCell>{n(d.actions)}</TableCell>
                    <TableCell>{n(d.failures)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
