import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Button, Card, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { ApiError } from '@/app/api/api-error';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useImportStatement, useStatements } from './payments-api';
import { formatDateTime } from '@/components/format';
import { readStatementText } from './statement-file';
import { describeError } from '@/app/messages';

/** /payments/statements: upload a camt.053 or MT940 file; earlier imports with what is left to review. */
export function StatementsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const statements = useStatements();
  const upload = useImportStatement();
  const input = useRef<HTMLInputElement>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [pending, setPending] = useState<{ fileName: string; content: string } | null>(null);

  const send = async (file: { fileName: string; content: string }, acceptBalanceMismatch = false) => {
    setInfo(null);
    setPending(null);
    try {
      const statement = await upload.mutateAsync({ ...file, ...(acceptBalanceMismatch ? { acceptBalanceMismatch } : {}) });
      if (statement.status === 'done' && statement.newLineCount === 0)
        setInfo(t('payments:statements.nothingNew', { lines: statement.lineCount }));
      else navigate(`/payments/statements/${statement.id}`);
    } catch (err) {
      // Balances that do not add up: the person may check the file and import it anyway.
      if (err instanceof ApiError && err.details.some((d) => d.path === 'acceptBalanceMismatch')) setPending(file);
    }
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    await send({ fileName: file.name, content: await readStatementText(file) });
    if (input.current) input.current.value = '';
  };
  const mismatch = upload.error instanceof ApiError ? upload.error.details.filter((d) => d.path === 'acceptBalanceMismatch') : [];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('payments:statements.title')}
        </Typography>
        <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
          {t('payments:statements.upload')}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          accept=".xml,.sta,.940,.mt940,.txt"
          data-testid="statement-file"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('payments:statements.explain')}
      </Typography>
      {upload.error && mismatch.length === 0 && <Alert severity="error">{describeError(t, upload.error)}</Alert>}
      {mismatch.length > 0 && (
        <Alert
          severity="warning"
          data-testid="statement-balance-mismatch"
          action={
            pending && (
              <Button color="inherit" size="small" onClick={() => void send(pending, true)}>
                {t('payments:statements.importAnyway')}
              </Button>
            )
          }
        >
          <strong>{t('payments:statements.balanceMismatchTitle')}</strong>
          {mismatch.map((d) => (
            <div key={d.message}>{d.message}</div>
          ))}
        </Alert>
      )}
      {info && <Alert severity="info">{info}</Alert>}
      <Card>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('payments:statements.importedAt')}</TableCell>
              <TableCell>{t('payments:statements.fileName')}</TableCell>
              <TableCell>{t('payments:statements.account')}</TableCell>
              <TableCell align="right">{t('payments:statements.lines')}</TableCell>
              <TableCell align="right">{t('payments:statements.proposed')}</TableCell>
              <TableCell align="right">{t('payments:statements.confirmed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {statements.data?.map((s) => (
              <TableRow key={s.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/payments/statements/${s.id}`)}>
                <TableCell>{formatDateTime(s.createdAt, i18n.language)}</TableCell>
                <TableCell>{s.fileName}</TableCell>
                <TableCell>
                  {s.accountIban}
                  {(!s.ownAccount || s.balanceMismatch) && (
                    <Chip size="small" color="warning" sx={{ ml: 1 }} label={t('payments:statements.flaggedShort')} />
                  )}
                </TableCell>
                <TableCell align="right">
                  {s.newLineCount} / {s.lineCount}
                </TableCell>
                <TableCell align="right">{s.proposedCount}</TableCell>
                <TableCell align="right">{s.confirmedCount}</TableCell>
              </TableRow>
            ))}
            {statements.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{t('payments:statements.none')}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}
