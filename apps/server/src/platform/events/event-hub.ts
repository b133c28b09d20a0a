/**
 * The in-process hub of server-sent events: open streams subscribe under their tenant and user,
 * and a change, once committed, is published to exactly those streams. One server process holds
 * all of a user's streams (see docs/notifications.md for running several).
 */
export type ServerEvent = { event: string; data: unknown };
export type EventListener = (event: ServerEvent) => void;

/** The key of a user without a tenant (a super admin). */
const noTenant = 'none';

export type EventHub = {
  subscribe: (tenantId: string | null, userId: string, listener: EventListener) => () => void;
  /** Sends to every open stream of one user of one tenant. */
  publish: (tenantId: string | null, userId: string, event: ServerEvent) => void;
  /** Sends to every open stream of every user of a tenant. */
  publishToTenant: (tenantId: string, event: ServerEvent) => void;
  /** Open streams of one user (for the per-user limit), or of everyone. */
  count: (tenantId?: string | null, userId?: string) => number;
};

export function createEventHub(): EventHub {
  const tenants = new Map<string, Map<string, Set<EventListener>>>();

  const deliver = (listeners: Iterable<EventListener>, event: ServerEvent) => {
    // A copy: a listener may unsubscribe (its client went) while we deliver.
    for (const listener of [...listeners]) {
      try {
        listener(event);
      } catch {
        // One broken stream must not keep the event from the others.
      }
    }
  };

  return {
    subscribe(tenantId, userId, listener) {
      const tenantKey = tenantId ?? noTenant;
      const users = tenants.get(tenantKey) ?? new Map<string, Set<EventListener>>();
      tenants.set(tenantKey, users);
      const listeners = users.get(userId) ?? new Set<EventListener>();
      users.set(userId, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) users.delete(userId);
        if (users.size === 0) tenants.delete(tenantKey);
      };
    },
    publish(tenantId, userId, event) {
      const listeners = tenants.get(tenantId ?? noTenant)?.get(userId);
      if (listeners) deliver(listeners, event);
    },
    publishToTenant(tenantId, event) {
      const users = tenants.get(tenantId);
      if (users) for (const listeners of [...users.values()]) deliver(listeners, event);
    },
    count(tenantId, userId) {
      if (userId !== undefined) return tenants.get(tenantId ?? noTenant)?.get(userId)?.size ?? 0;
      let total = 0;
      for (const users of tenants.values()) for (const listeners of users.values()) total += listeners.size;
      return total;
    },
  };
}

/** The process's hub: every module publishes here, after its transaction commits. */
export const eventHub = createEventHub();
