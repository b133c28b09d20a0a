import type { FastifyReply, FastifyRequest } from 'fastify';
import { streamEvents } from '@wb/contract/notification-constants';
import type { ServerEvent } from './event-hub';

export type StreamOptions = {
  heartbeatMs: number;
  /** The stream ends after this; the client opens a new one (with a fresh ticket, so a valid sign-in). */
  lifetimeMs: number;
  /** Subscribes `send` to the owner's events; answers the unsubscribe. */
  subscribe: (send: (event: ServerEvent) => void) => () => void;
};

/** A client that does not read gets its stream closed rather than an ever-growing buffer. */
const maxBufferedBytes = 1024 * 1024;

/**
 * Turns the request into a Server-Sent Events stream: a `ready` event first, then the owner's
 * events, a comment line as heartbeat (so proxies keep it open and a dead client is noticed),
 * and everything released when the client goes, the lifetime ends or the server closes.
 * Answers a function that ends the stream.
 */
export function openEventStream(req: FastifyRequest, reply: FastifyReply, options: StreamOptions): () => void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': req.id,
  });

  let closed = false;
  const write = (chunk: string) => {
    if (closed) return;
    res.write(chunk);
    if (res.writableLength > maxBufferedBytes) end();
  };
  const send = (event: ServerEvent) => write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);

  const unsubscribe = options.subscribe(send);
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs);
  const lifetime = setTimeout(() => end(), options.lifetimeMs);
  const release = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
  };
  function end() {
    release();
    res.end();
  }
  req.raw.on('close', release);
  res.on('close', release);
  send({ event: streamEvents.ready, data: {} });
  return end;
}
