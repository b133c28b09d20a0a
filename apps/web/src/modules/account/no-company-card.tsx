import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { CreateCompanyForm } from './create-company-form';
import { useAccountTexts } from './use-account-texts';

/**
 * On the dashboard (loaded lazily, with its texts) of a person who belongs to no company (registered without one): wait for an
 * invitation from a company's administrator, or register a company now.
 */
export function NoCompanyCard() {
  useAccountTexts();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card data-testid="no-company">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {t('account:noCompany.title')}
        </Typography>
        <Typography color="text.secondary">{t('account:noCompany.text')}</Typography>
        {open && <CreateCompanyForm onClose={() => setOpen(false)} />}
      </CardContent>
      {!open && (
        <CardActions>
          <Button variant="contained" onClick={() => setOpen(true)}>
            {t('account:noCompany.register')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
