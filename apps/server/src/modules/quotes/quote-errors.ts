import type { quoteMessages } from '@wb/contract/messages/quotes';
import type { MessageParams } from '@wb/contract/messages';
import { AppError, fieldError, invalidField } from '@/platform/errors';

type QuoteKey = keyof typeof quoteMessages;

/** The module's refusals, each by its key in the catalogue's quotes area. */
export const quoteNotFound = () => new AppError('NOT_FOUND', 'quotes.notFound');

export const quoteConflict = (path: string, key: QuoteKey, params?: MessageParams) => fieldError('CONFLICT', path, `quotes.${key}`, params);

export const quoteInvalid = (path: string, key: QuoteKey) => invalidField(path, `quotes.${key}`);
