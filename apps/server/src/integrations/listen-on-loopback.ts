import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a fake outside service (KVK, VIES) listening on loopback unless told otherwise, and
 * answers its URL and a stop that also ends the connections clients keep open.
 */
export async function listenOnLoopback(
  server: Server,
  options: { host?: string; port?: number } = {},
): Promise<{ url: string; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
