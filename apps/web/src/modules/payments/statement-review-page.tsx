import {
  Alert,
  Button,
  Card,
  Checkbox,
  Chip,
  FormControlLabel,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatMoney } from '@/components/format';
import { useConfirmStatement, useStatement } from './payments-api';
import { StatementChecks } from './statement-checks';
import { describeError } from '@/app/messages';

/** /payments/statements/:id: every line with the proposed invoices and why; confirming registers the chosen ones at once. */
export function StatementReviewPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const statement = useStatement(id);
  const confirm = useConfirmStatement(id);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [done, setDone] = useState<number | null>(null);
  const [checked, setChecked] = useState(false);
  const money = (value: string) => formatMoney(value, i18n.language);

  // A flagged statement's matches are not chosen in advance: they wait for the person's check.
  useEffect(() => {
    const data = statement.data;
    if (data?.ownAccount && !data.balanceMismatch) setChosen(new Set(data.lines.filter((l) => l.status === 'proposed').map((l) => l.id)));
  }, [statement.data]);

  if (statement.error) return <Alert severity="error">{describeError(t, statement.error)}</Alert>;
  const s = statement.data;
  if (!s) return null;
  const flagged = !s.ownAccount || s.balanceMismatch;
  const toggle = (lineId: string) =>
    setChosen((now) => {
      const next = new Set(now);
      if (next.has(lineId)) next.delete(lineId);
      else next.add(lineId);
      return next;
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('payments:statements.review')}
        </Typography>
        <Button component={Link} to="/payments/statements">
          {t('payments:statements.title')}
        </Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0 || confirm.isPending || (flagged && !checked)}
          data-testid="statement-confirm"
          onClick={async () => {
            try {
              const lines = [...chosen].map((lineId) => ({ lineId }));
              const result = await confirm.mutateAsync(flagged ? { lines, confirmFlagged: true } : { lines });
              setDone(result.confirmed);
            } catch {
              // Shown below.
            }
          }}
        >
          {t('payments:statements.confirm', { count: chosen.size })}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {s.fileName} · {s.accountIban} · {t('payments:statements.imported', { lines: s.lineCount, fresh: s.newLineCount })}
      </Typography>
      <StatementChecks statement={s} />
      {flagged && (
        <Alert severity="warning" data-testid="statement-flagged">
          {!s.ownAccount && <div>{t('payments:statements.foreignAccount', { account: s.accountIban })}</div>}
          {s.balanceMismatch && <div>{t('payments:statements.balanceFlag')}</div>}
          <FormControlLabel
            control={<Checkbox checked={checked} onChange={(e) => setChecked(e.target.checked)} data-testid="statement-checked" />}
            label={t('payments:statements.confirmFlagged')}
          />
        </Alert>
      )}
      {done !== null && (
        <Alert severity="success" data-testid="statement-confirmed">
          {t('payments:statements.confirmedCount', { count: done })}
        </Alert>
      )}
      {confirm.error && <Alert severity="error">{describeError(t, confirm.error)}</Alert>}
      <Card>
        <Table size="small" data-testid="statement-lines">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>{t('payments:statements.line.date')}</TableCell>
              <TableCell>{t('payments:statements.line.counterparty')}</TableCell>
              <TableCell>{t('payments:statements.line.remittance')}</TableCell>
              <TableCell align="right">{t('payments:statements.line.amount')}</TableCell>
              <TableCell>{t('payments:statements.line.match')}</TableCell>
              <TableCell>{t('payments:statements.line.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {s.lines.map((line) => (
              <TableRow key={line.id} data-testid="statement-line" data-status={line.status}>
                <TableCell padding="checkbox">
                  {line.status === 'proposed' && <Checkbox checked={chosen.has(line.id)} onChange={() => toggle(line.id)} />}
                </TableCell>
                <TableCell>{line.bookingDate}</TableCell>
                <TableCell>
                  {line.counterpartyName}
                  <Typography variant="caption" sx={{ display: 'block' }} color="text.secondary">
                    {line.counterpartyIban}
                  </Typography>
                </TableCell>
                <TableCell>{line.remittance || line.reference}</TableCell>
                <TableCell align="right">{line.credit ? money(line.amount) : `-${money(line.amount)}`}</TableCell>
                <TableCell>
                  {line.proposed.map((p) => (
                    <div key={p.invoiceId}>
                      {p.invoiceNumber} · {p.accountName} · {money(p.amount)}
                    </div>
                  ))}
                  {line.matchReason && <Chip size="small" label={t(`payments:statements.reason.${line.matchReason}`)} />}
                </TableCell>
                <TableCell>
                  {line.paymentId ? (
                    <Link to={`/payments/${line.paymentId}`}>{t(`payments:statements.lineStatus.${line.status}`)}</Link>
                  ) : (
                    t(`payments:statements.lineStatus.${line.status}`)
                  )}
                </TableCell>
              </TableRow>
            ))}
            {s.lines.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{t('payments:statements.nothingNew', { lines: s.lineCount })}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}
