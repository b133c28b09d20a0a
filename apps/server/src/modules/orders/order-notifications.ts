import type { TenantCtx } from '@/platform/context';
import { raiseNotificationForUsers } from '@/platform/notifications/raise-notification';

/**
 * The notifications orders raise, in the transaction of the change (so they exist only if it
 * commits). Nobody is told about what they did themselves.
 */

type OrderRef = { id: string; orderNumber: string; companyName: string };

const orderLink = (id: string) => `/orders/${id}/edit`;

/** Whether assigning an order to `assignedTo` tells them (notifyOrderAssigned): not when they assigned it to themselves. */
function notifiesAssignee(ctx: TenantCtx, assignedTo: string | null): assignedTo is string {
  return Boolean(assignedTo) && assignedTo !== (ctx.principal?.userId ?? null);
}

/** "Order assigned to you": to the newly assigned employee, unless they assigned it to themselves. */
export async function notifyOrderAssigned(ctx: TenantCtx, order: OrderRef, assignedTo: string | null): Promise<void> {
  if (!notifiesAssignee(ctx, assignedTo)) return;
  await raiseNotificationForUsers(ctx.tx, {
    tenantId: ctx.tenantId,
    userIds: [assignedTo],
    type: 'ACTION_REQUIRED',
    title: 'Order assigned to you',
    message: `Order ${order.orderNumber} for ${order.companyName}`,
    link: orderLink(order.id),
    code: 'orders.assigned',
    params: { order: order.orderNumber, account: order.companyName },
  });
}

/** "Order status changed": to the assigned employee and the order's creator, not to whoever changed it. */
export async function notifyOrderStatusChanged(
  ctx: TenantCtx,
  order: OrderRef & { assignedTo: string | null; createdBy: string | null },
  fromStatus: { code: string; name: string | null },
  toStatus: { code: string; name: string | null },
): Promise<void> {
  // A name given in the editor as it is; a seeded status by its code, which the app translates.
  const from = fromStatus.name ?? fromStatus.code;
  const to = toStatus.name ?? toStatus.code;
  const { tenantId } = ctx;
  const actor = ctx.principal?.userId ?? null;
  const userIds = [order.assignedTo, order.createdBy].filter((id) => id && id !== actor);
  if (userIds.length === 0) return;
  await raiseNotificationForUsers(ctx.tx, {
    tenantId,
    userIds,
    type: 'INFO',
    title: 'Order status changed',
    message: `Order ${order.orderNumber} for ${order.companyName}: ${from} → ${to}`,
    link: orderLink(order.id),
    code: 'orders.status_changed',
    params: {
      order: order.orderNumber,
      account: order.companyName,
      from,
      to,
      ...(fromStatus.name ? {} : { fromCode: fromStatus.code }),
      ...(toStatus.name ? {} : { toCode: toStatus.code }),
    },
  });
}
