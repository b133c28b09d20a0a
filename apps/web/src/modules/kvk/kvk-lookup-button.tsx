import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { CircularProgress, IconButton, InputAdornment, Tooltip } from '@mui/material';
import type { KvkCompany } from '@wb/contract/kvk';
import { normalizeKvkNumber } from '@wb/domain/dutch-formats';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/app/messages';
import { fetchKvkCompany } from './kvk-api';

type Props = {
  /** The KvK number as typed. */
  value: string;
  /** Called with the register's profile; the form fills its fields from it. */
  onFound: (company: KvkCompany) => void;
};

/**
 * The lookup beside every KvK number field (account, supplier, company details): validates the
 * number live against the register and hands the profile to the form to fill its fields.
 */
export function KvkLookupButton({ value, onFound }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);

  const lookup = async () => {
    const number = normalizeKvkNumber(value ?? '');
    if (!/^\d{8}$/.test(number)) {
      enqueueSnackbar(t('errors:kvk.numberDigits'), { variant: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const company = await fetchKvkCompany(number);
      onFound(company);
      if (company.active) enqueueSnackbar(t('common:kvkLookup.filled', { name: company.name }), { variant: 'success' });
      else
        enqueueSnackbar(t('common:kvkLookup.dissolved', { name: company.name, date: company.dissolvedOn ?? '' }), { variant: 'warning' });
    } catch (err) {
      enqueueSnackbar(describeError(t, err), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Tooltip title={t('common:kvkLookup.button')}>
      <span>
        <IconButton
          aria-label={t('common:kvkLookup.button')}
          onClick={() => void lookup()}
          disabled={busy}
          edge="end"
          data-testid="kvk-lookup"
        >
          {busy ? <CircularProgress size={20} /> : <ManageSearchIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The button as a text field's end adornment: `slotProps={{ input: kvkLookupAdornment(...) }}`. */
export function kvkLookupAdornment(value: string, onFound: (company: KvkCompany) => void) {
  return {
    endAdornment: (
      <InputAdornment position="end">
        <KvkLookupButton value={value} onFound={onFound} />
      </InputAdornment>
    ),
  };
}
