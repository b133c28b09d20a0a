import type { BankStatement } from '@wb/contract/payments';
import { Alert, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatQuantity } from '@/components/format';

/** The statements inside an imported file with their balances, and the progress of a background import. */
export function StatementChecks({ statement }: { statement: BankStatement }) {
  const { t, i18n } = useTranslation();
  const money = (value: string) =>
    statement.currency === 'EUR' ? formatMoney(value, i18n.language) : `${statement.currency} ${formatQuantity(value, i18n.language)}`;
  const shown = statement.sections.slice(0, 50);
  return (
    <>
      {statement.status === 'importing' && (
        <Alert severity="info" data-testid="statement-progress">
          {t('payments:statements.importing', { done: statement.processedCount, total: statement.lineCount })}
          <LinearProgress
            variant="determinate"
            value={statement.lineCount ? (100 * statement.processedCount) / statement.lineCount : 0}
            sx={{ mt: 1 }}
          />
        </Alert>
      )}
      {statement.status === 'failed' && <Alert severity="error">{t('payments:statements.failed', { error: statement.error ?? '' })}</Alert>}
      {shown.length > 0 && (
        <>
          <Typography variant="subtitle2">{t('payments:statements.sections', { count: statement.sections.length })}</Typography>
          <TableContainer>
            <Table size="small" data-testid="statement-sections">
              <TableHead>
                <TableRow>
                  <TableCell>{t('payments:statements.section.number')}</TableCell>
                  <TableCell>{t('payments:statements.section.opening')}</TableCell>
                  <TableCell>{t('payments:statements.section.closing')}</TableCell>
                  <TableCell align="right">{t('payments:statements.section.entries')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((section) => (
                  <TableRow key={`${section.number}/${section.sequence}/${section.openingDate}`}>
                    <TableCell>{[section.number, section.sequence].filter(Boolean).join('/')}</TableCell>
                    <TableCell>
                      {section.openingDate} · {money(section.openingBalance)}
                    </TableCell>
                    <TableCell>
                      {section.closingDate} · {money(section.closingBalance)}
                    </TableCell>
                    <TableCell align="right">{section.entryCount}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </>
  );
}
