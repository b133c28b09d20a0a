import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { GdprErasure, GdprItem, GdprUserErasure } from '@wb/contract/compliance';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@/app/auth/auth-context';
import { describeError } from '@/app/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDate } from '@/components/format';
import { Grid } from '@/components/grid';
import { Stack } from '@/components/stack';
import { type AccountChoice, AccountPicker } from '@/modules/orders/account-picker';
import { downloadGdprExport, eraseAccount, eraseUser, type GdprSubject, searchGdprAccounts } from './compliance-api';
import { useTenantMembers } from './threats-api';

type Result = { kind: 'accounts'; erasure: GdprErasure } | { kind: 'users'; erasure: GdprUserErasure };

function ItemList({ title, items, testId }: { title: string; items: GdprItem[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid={testId}>
        {items.map((item) => (
          <li key={item} data-item={item}>
            {t(`security:compliance.gdpr.item.${item}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

function ErasureResult({ result }: { result: Result }) {
  const { t, i18n } = useTranslation();
  const notes: string[] = [];
  if (result.kind === 'accounts' && result.erasure.retainedUntil)
    notes.push(t('security:compliance.gdpr.retainedUntil', { date: formatDate(result.erasure.retainedUntil, i18n.language) }));
  if (result.kind === 'users') {
    if (!result.erasure.profileErased) notes.push(t('security:compliance.gdpr.profileKept'));
    notes.push(t('security:compliance.gdpr.auditKept', { count: result.erasure.auditEventsKept }));
  }
  return (
    <Alert severity="success" sx={{ mt: 2 }} data-testid="gdpr-result">
      <Typography>{t('security:compliance.gdpr.done')}</Typography>
      <ItemList title={t('security:compliance.gdpr.erased')} items={result.erasure.erased} testId="gdpr-erased" />
      <ItemList title={t('security:compliance.gdpr.kept')} items={result.erasure.kept} testId="gdpr-kept" />
      {notes.map((note) => (
        <Typography key={note} variant="body2" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ))}
    </Alert>
  );
}

type SubjectCardProps = {
  kind: GdprSubject;
  title: string;
  picker: ReactNode;
  chosen: { id: string; label: string } | null;
  onErase: (id: string) => Promise<Result>;
  onErased: () => void;
  tenantId: string | undefined;
};

/** Export and erasure of one chosen subject, with the confirmation and what came of it. */
function SubjectCard({ kind, title, picker, chosen, onErase, onErased, tenantId }: SubjectCardProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'export' | 'erase' | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<Result | null>(null);
  const prefix = kind === 'accounts' ? 'gdpr-account' : 'gdpr-user';

  const doExport = async () => {
    if (!chosen) return;
    setBusy('export');
    setFailure(null);
    try {
      await downloadGdprExport(kind, chosen.id, tenantId);
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(null);
    }
  };
  const doErase = async () => {
    if (!chosen) return;
    setBusy('erase');
    setFailure(null);
    try {
      setResult(await onErase(chosen.id));
      setConfirming(false);
      onErased();
    } catch (err) {
      setFailure(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={`${prefix}-card`}>
      <CardContent>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {picker}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!chosen || busy !== null}
            onClick={doExport}
            data-testid={`${prefix}-export`}
          >
            {t('security:compliance.gdpr.export')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteForeverIcon />}
            disabled={!chosen || busy !== null}
            onClick={() => {
              setFailure(null);
              setConfirming(true);
            }}
            data-testid={`${prefix}-erase`}
          >
            {t('security:compliance.gdpr.erase')}
          </Button>
        </Stack>
        {failure !== null && !confirming && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {describeError(t, failure)}
          </Alert>
        )}
        {result && result.kind === kind && <ErasureResult result={result} />}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('security:compliance.gdpr.confirmTitle', { name: chosen?.label ?? '' })}
        confirmLabel={t('security:compliance.gdpr.erase')}
        danger
        busy={busy === 'erase'}
        error={failure !== null && confirming ? describeError(t, failure) : null}
        onConfirm={doErase}
        onClose={() => setConfirming(false)}
      >
        {t(kind === 'accounts' ? 'security:compliance.gdpr.confirmAccount' : 'security:compliance.gdpr.confirmUser')}
      </ConfirmDialog>
    </Card>
  );
}

/**
 * GDPR: export everything held about a customer account or a user, or erase it where no retention
 * applies; in the caller's company, or in the one the super admin chose (`tenantId`).
 */
export function GdprSection({ tenantId }: { tenantId?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const qc = useQueryClient();
  const [account, setAccount] = useState<AccountChoice | null>(null);
  const [userId, setUserId] = useState('');
  const members = useTenantMembers(tenantId);
  const accountSource = { key: ['security', 'gdpr', tenantId ?? null], search: searchGdprAccounts(tenantId) };
  const people = (members.data?.items ?? []).filter((m) => m.id !== user?.id);
  const person = people.find((m) => m.id === userId);

  return (
    <Card variant="outlined" data-testid="gdpr-section">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('security:compliance.gdpr.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('security:compliance.gdpr.intro')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SubjectCard
              kind="accounts"
              title={t('security:compliance.gdpr.account')}
              chosen={account}
              picker={
                <AccountPicker
                  value={account}
                  onChange={setAccount}
                  label={t('security:compliance.gdpr.pickAccount')}
                  size="small"
                  source={accountSource}
                  data-testid="gdpr-account"
                />
              }
              tenantId={tenantId}
              onErase={async (id) => ({ kind: 'accounts', erasure: await eraseAccount(id, tenantId) })}
              onErased={() => {
                qc.invalidateQueries({ queryKey: accountSource.key });
                qc.invalidateQueries({ queryKey: ['orders', 'account-search'] });
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SubjectCard
              kind="users"
              title={t('security:compliance.gdpr.user')}
              chosen={person ? { id: person.id, label: person.email } : null}
              picker={
                <TextField
                  select
                  fullWidth
                  size="small"
                  value={person ? userId : ''}
                  label={t('security:compliance.gdpr.pickUser')}
                  onChange={(e) => setUserId(e.target.value)}
                  slotProps={{ htmlInput: { 'data-testid': 'gdpr-user' } }}
                >
                  {people.map((m) => (
                    <MenuItem key={m.id} value={m.id} data-testid="gdpr-user-option" data-email={m.email}>
                      <bdi>{[m.firstName, m.lastName].filter(Boolean).join(' ') || m.email}</bdi>&nbsp;·&nbsp;<bdi>{m.email}</bdi>
                    </MenuItem>
                  ))}
                </TextField>
              }
              tenantId={tenantId}
              onErase={async (id) => ({ kind: 'users', erasure: await eraseUser(id, tenantId) })}
              onErased={() => qc.invalidateQueries({ queryKey: ['security', 'members'] })}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
