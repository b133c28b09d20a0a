import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from './field-message';

/** Says a field's (English) validation message in the user's language. */
export type MessageTranslator = (t: TFunction, message: string | undefined) => string | undefined;

const FieldMessages = createContext<MessageTranslator>(fieldMessage);

/**
 * The translator the form fields inside use for their messages: the master-data one unless a
 * form names its own (the settings and account forms, whose messages have keys of their own).
 */
export const FieldMessagesProvider = FieldMessages.Provider;

/** The message of a field in the user's language, by the translator of the surrounding form. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const translate = useContext(FieldMessages);
  return (message) => translate(t, message);
}
