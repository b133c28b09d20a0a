import type { purchaseOrderMessages } from '@wb/contract/messages/purchase-orders';
import { AppError, fieldError, invalidField } from '@/platform/errors';

type PurchaseOrderKey = keyof typeof purchaseOrderMessages;

/** The module's refusals, each by its key in the catalogue's purchaseOrders area. */
export const purchaseOrderNotFound = () => new AppError('NOT_FOUND', 'purchaseOrders.notFound');
export const receiptNotFound = () => new AppError('NOT_FOUND', 'purchaseOrders.receiptNotFound');

export const purchaseOrderConflict = (path: string, key: PurchaseOrderKey) => fieldError('CONFLICT', path, `purchaseOrders.${key}`);

export const purchaseOrderInvalid = (path: string, key: PurchaseOrderKey) => invalidField(path, `purchaseOrders.${key}`);
