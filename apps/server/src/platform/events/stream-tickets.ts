import { randomBytes } from 'node:crypto';

/** Whose stream a ticket opens. */
export type StreamOwner = { tenantId: string | null; userId: string; sessionId: string };

export type TicketStore = {
  ttlSeconds: number;
  issue: (owner: StreamOwner) => string;
  /** The owner of a valid ticket, which is used up by this; null for an unknown, used or expired one. */
  redeem: (ticket: string) => StreamOwner | null;
};

/**
 * Single-use tickets for opening an event stream. EventSource cannot send an Authorization
 * header, and an access token in a URL ends up in logs and history; a ticket in the URL is
 * worthless once used and after `ttlSeconds`, so it may be seen there.
 */
export function createTicketStore(ttlSeconds = 30, now: () => number = Date.now): TicketStore {
  const tickets = new Map<string, StreamOwner & { expiresAt: number }>();
  let sweptAt = 0;
  // Forgets expired tickets, at most once a second (a Map keeps insertion order: oldest first).
  const sweep = () => {
    const at = now();
    if (at - sweptAt < 1000) return;
    sweptAt = at;
    for (const [ticket, entry] of tickets) {
      if (entry.expiresAt > at) break;
      tickets.delete(ticket);
    }
  };
  return {
    ttlSeconds,
    issue(owner) {
      sweep();
      const ticket = randomBytes(32).toString('base64url');
      tickets.set(ticket, { ...owner, expiresAt: now() + ttlSeconds * 1000 });
      return ticket;
    },
    redeem(ticket) {
      const entry = tickets.get(ticket);
      if (!entry) return null;
      tickets.delete(ticket);
      if (entry.expiresAt <= now()) return null;
      return { tenantId: entry.tenantId, userId: entry.userId, sessionId: entry.sessionId };
    },
  };
}
