import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/app/auth/auth-context';
import { can } from '@/app/auth/permissions';
import { describeError } from '@/app/messages';
import { useLazyNamespace } from '@/locales/lazy-namespace';
import { formatDate, formatMoney } from '@/components/format';
import { StatusChip, useStatusModel } from './order-status';
import { queryString } from '@/app/api/query-string';
import { useOrderPage } from './orders-api';

type Props = { accountId: string; accountName: string };

/**
 * The open orders (status not terminal) of one account, for the account page; lazy-load it there:
 * `lazy(() => import('@/modules/orders/account-open-orders').then((m) => ({ default: m.AccountOpenOrders })))`.
 */
export function AccountOpenOrders({ accountId, accountName }: Props) {
  useLazyNamespace('orders');
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const statuses = useStatusModel();
  const page = useOrderPage({ accountId, open: 'true', page: 1, pageSize: 50, sort: '-orderDate' });
  if (!can(user, 'orders:read')) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="account-open-orders">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          {t('orders:accountOrders.title', { count: page.data?.total ?? 0 })}
        </Typography>
        {can(user, 'orders:write') && (
          <Button startIcon={<AddIcon />} component={Link} to={`/orders/new${queryString({ accountId, accountName })}`}>
            {t('orders:new')}
          </Button>
        )}
      </Stack>
      {page.isError && <Alert severity="error">{describeError(t, page.error)}</Alert>}
      {page.data?.items.length === 0 && <Typography color="text.secondary">{t('orders:accountOrders.none')}</Typography>}
      {!!page.data?.items.length && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('orders:fields.orderNumber')}</TableCell>
                <TableCell>{t('orders:fields.orderDate')}</TableCell>
                <TableCell>{t('orders:fields.deliveryDate')}</TableCell>
                <TableCell>{t('orders:fields.status')}</TableCell>
                <TableCell align="right">{t('orders:fields.gross')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {page.data.items.map((o) => (
                <TableRow key={o.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`/orders/${o.id}/edit`)}>
                  <TableCell>{o.orderNumber}</TableCell>
                  <TableCell>{formatDate(o.orderDate, i18n.language)}</TableCell>
                  <TableCell>{formatDate(o.deliveryDate, i18n.language)}</TableCell>
                  <TableCell>
                    <StatusChip status={statuses.byId.get(o.statusId)} />
                  </TableCell>
                  <TableCell align="right">{formatMoney(o.gross, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
