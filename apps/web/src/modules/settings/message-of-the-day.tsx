import CampaignIcon from '@mui/icons-material/Campaign';
import { Alert } from '@mui/material';
import { useSettings } from './settings-api';

/** The company's message of the day (communication settings), shown on the dashboard. */
export function MessageOfTheDay() {
  const { data } = useSettings();
  const message = data?.communication.messageOfTheDay.trim();
  if (!message) return null;
  return (
    <Alert severity="info" icon={<CampaignIcon />} data-testid="message-of-the-day" sx={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  );
}
