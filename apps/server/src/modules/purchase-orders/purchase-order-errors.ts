import { purchaseOrderMessages } from '@wb/contract/purchase-orders';
import { AppError } from '@/platform/errors';

type MessageKey = keyof typeof purchaseOrderMessages;

/** The module's refusals, each with its text from the contract's one message object. */
export const purchaseOrderNotFound = () => new AppError('NOT_FOUND', purchaseOrderMessages.notFound);
export const receiptNotFound = () => new AppError('NOT_FOUND', purchaseOrderMessages.receiptNotFound);

export const purchaseOrderConflict = (path: string, key: MessageKey) =>
  new AppError('CONFLICT', purchaseOrderMessages[key], [{ path, message: purchaseOrderMessages[key] }]);

export const purchaseOrderInvalid = (path: string, key: MessageKey) =>
  new AppError('VALIDATION_FAILED', `${path}: ${purchaseOrderMessages[key]}`, [{ path, message: purchaseOrderMessages[key] }]);
