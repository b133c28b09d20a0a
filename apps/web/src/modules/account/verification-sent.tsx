import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** After registration: the person must open the link sent to their address, then sign in. */
export function VerificationSent({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} data-testid="verification-sent">
      <Alert severity="success">{t('account:register.sent', { email })}</Alert>
      <Typography variant="body2">{t('account:register.sentHint')}</Typography>
      <ResendOrSignIn />
    </Stack>
  );
}

/** "Request a new link · Sign in": where a person goes when a verification link is not (or no longer) at hand. */
export function ResendOrSignIn() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2">
      <MuiLink component={Link} to="/resend-verification">
        {t('account:resend.link')}
      </MuiLink>
      {' · '}
      <MuiLink component={Link} to="/login">
        {t('account:register.signIn')}
      </MuiLink>
    </Typography>
  );
}
