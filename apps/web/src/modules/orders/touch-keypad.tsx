import BackspaceIcon from '@mui/icons-material/Backspace';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = { value: string; onChange: (value: string) => void; onApply: () => void; applyLabel: string; applyDisabled: boolean };

const keys = ['7', '8', '9', '4', '5', '6', '1', '2', '3', ',', '0', 'back'] as const;

/** A numeric keypad with keys of at least 56 px, for amounts typed with a thumb. */
export function TouchKeypad({ value, onChange, onApply, applyLabel, applyDisabled }: Props) {
  const { t } = useTranslation();
  const press = (key: (typeof keys)[number]) => {
    if (key === 'back') return onChange(value.slice(0, -1));
    if (key === ',') return onChange(value.includes(',') ? value : `${value || '0'},`);
    const next = value === '0' ? key : value + key;
    if (/^\d{0,7}(,\d{0,3})?$/.test(next)) onChange(next);
  };
  return (
    <Paper variant="outlined" sx={{ p: 1 }} data-testid="touch-keypad">
      <Typography
        variant="h5"
        data-testid="keypad-display"
        sx={{
          textAlign: 'end',
          px: 1,
          py: 0.5,
          minHeight: 44,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          mb: 1,
          direction: 'ltr',
        }}
      >
        {value || '0'}
      </Typography>
      {/* Digits keep their telephone order in right-to-left layouts too. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, direction: 'ltr' }}>
        {keys.map((key) => (
          <Button
            key={key}
            variant="outlined"
            onClick={() => press(key)}
            aria-label={key === 'back' ? t('orders:touch.backspace') : key}
            data-testid={`key-${key === ',' ? 'comma' : key}`}
            sx={{ minHeight: 56, fontSize: '1.4rem' }}
          >
            {key === 'back' ? <BackspaceIcon /> : key}
          </Button>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: 1, mt: 1 }}>
        <Button variant="text" onClick={() => onChange('')} sx={{ minHeight: 56 }} data-testid="key-clear">
          {t('orders:touch.clear')}
        </Button>
        <Button variant="contained" onClick={onApply} disabled={applyDisabled} sx={{ minHeight: 56 }} data-testid="key-apply">
          {applyLabel}
        </Button>
      </Box>
    </Paper>
  );
}
