import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/app/messages';

/** A form field's message (a catalogue key from the contract's schema or the server) in the user's language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => translateMessage(t, message);
}
