import FactCheckIcon from '@mui/icons-material/FactCheck';
import { CircularProgress, IconButton, InputAdornment, Tooltip } from '@mui/material';
import { normalizeVatNumber } from '@wb/domain/dutch-formats';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/app/api/api-client';
import { describeError } from '@/app/messages';

/**
 * The check beside a VAT number field: the server checks the format (mod 97 / 11-proof) and asks
 * the EU's VIES whether the number is registered, and the answer is shown with the trader's name.
 */
export function ViesCheckButton({ value }: { value: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const check = async () => {
    const vatNumber = normalizeVatNumber(value ?? '');
    if (!vatNumber) {
      enqueueSnackbar(t('common:viesCheck.enterFirst'), { variant: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const answer = await api('GET /kvk/vat/:vatNumber', { params: { vatNumber } });
      if (answer.registered)
        enqueueSnackbar(
          t('common:viesCheck.registered', { vatNumber: answer.vatNumber, nameText: answer.name ? ` (${answer.name})` : '' }),
          {
            variant: 'success',
          },
        );
      else enqueueSnackbar(t('common:viesCheck.notRegistered', { vatNumber: answer.vatNumber }), { variant: 'warning' });
    } catch (err) {
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={t('common:viesCheck.button')}>
      <span>
        <IconButton
          aria-label={t('common:viesCheck.button')}
          onClick={() => void check()}
          disabled={busy}
          edge="end"
          data-testid="vies-check"
        >
          {busy ? <CircularProgress size={20} /> : <FactCheckIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The button as a text field's end adornment: `slotProps={{ input: viesCheckAdornment(value) }}`. */
export function viesCheckAdornment(value: string) {
  return {
    endAdornment: (
      <InputAdornment position="end">
        <ViesCheckButton value={value} />
      </InputAdornment>
    ),
  };
}
