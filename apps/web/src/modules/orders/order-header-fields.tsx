import { Box, MenuItem, TextField } from '@mui/material';
import type { OrderHeaderFormValues } from '@wb/contract/orders';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { translateMessage } from '@/app/messages';

type Props = {
  control: Control<OrderHeaderFormValues>;
  routes: string[];
  employees: Array<{ id: string; name: string }>;
  showNumber: boolean;
  readOnly: boolean;
};

/** Order number (when typed in), dates, route, employee, crates and notes. */
export function OrderHeaderFields({ control, routes, employees, showNumber, readOnly }: Props) {
  const { t } = useTranslation();
  const field = (
    name: FieldPath<OrderHeaderFormValues>,
    extra: { type?: string; select?: boolean; multiline?: boolean; children?: React.ReactNode } = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <TextField
          {...f}
          value={f.value ?? ''}
          onChange={(e) => f.onChange(extra.type === 'number' ? (e.target.value === '' ? 0 : Number(e.target.value)) : e.target.value)}
          label={t(`orders:fields.${name}`)}
          type={extra.type}
          select={extra.select}
          multiline={extra.multiline}
          minRows={extra.multiline ? 2 : undefined}
          fullWidth
          size="small"
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={translateMessage(t, fieldState.error?.message) ?? ''}
          slotProps={{
            htmlInput: { 'data-testid': `field-${name}`, ...(extra.type === 'number' ? { min: 0, step: 1 } : {}) },
          }}
        >
          {extra.children}
        </TextField>
      )}
    />
  );
  const dateField = (name: 'orderDate' | 'deliveryDate') => (
    <Controller
      name={name}
      control={control}
      render={({ field: f, fieldState }) => (
        <DateField
          label={t(`orders:fields.${name}`)}
          value={f.value}
          onChange={(value) => f.onChange(value ?? '')}
          onBlur={f.onBlur}
          inputRef={f.ref}
          name={f.name}
          fullWidth
          size="small"
          disabled={readOnly}
          error={!!fieldState.error}
          helperText={translateMessage(t, fieldState.error?.message) ?? ''}
          testId={`field-${name}`}
        />
      )}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      {showNumber && <Box>{field('orderNumber')}</Box>}
      <Box>{dateField('orderDate')}</Box>
      <Box>{dateField('deliveryDate')}</Box>
      <Box>
        {field('route', {
          select: true,
          children: [
            <MenuItem key="" value="">
              {t('orders:fields.noRoute')}
            </MenuItem>,
            ...routes.map((r) => (
              <MenuItem key={r} value={r}>
                {r}
              </MenuItem>
            )),
          ],
        })}
      </Box>
      <Box>
        {field('assignedTo', {
          select: true,
          children: [
            <MenuItem key="" value="">
              {t('orders:fields.nobody')}
            </MenuItem>,
            ...employees.map((e) => (
              <MenuItem key={e.id} value={e.id}>
                {e.name}
              </MenuItem>
            )),
          ],
        })}
      </Box>
      <Box>{field('cratesGiven', { type: 'number' })}</Box>
      <Box>{field('cratesReturned', { type: 'number' })}</Box>
      <Box sx={{ gridColumn: '1 / -1' }}>{field('notes', { multiline: true })}</Box>
    </Box>
  );
}
