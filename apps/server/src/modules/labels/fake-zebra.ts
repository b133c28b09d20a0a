import net from 'node:net';

/**
 * A Zebra-compatible printer on loopback for tests and the demo (external-apis §6.1): accepts
 * raw ZPL on TCP, keeps each label format (split on ^XZ), answers `~HS` with three canned
 * status lines, and can be told to report paper out, head open or pause, or to refuse
 * connections (offline).
 */
export type FakeZebraState = { paperOut: boolean; paused: boolean; headOpen: boolean; offline: boolean; silent: boolean };

export class FakeZebra {
  readonly formats: string[] = [];
  readonly state: FakeZebraState = { paperOut: false, paused: false, headOpen: false, offline: false, silent: false };
  private server: net.Server | null = null;
  private sockets = new Set<net.Socket>();
  port = 0;

  constructor(readonly host = '127.0.0.1') {}

  async start(port = 0): Promise<number> {
    this.server = net.createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, this.host, () => resolve());
    });
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  /** Offline: stops listening (connections are refused) until set online again on the same port. */
  async set(state: Partial<FakeZebraState>): Promise<void> {
    const wasOffline = this.state.offline;
    Object.assign(this.state, state);
    if (!wasOffline && this.state.offline) await this.stopListening();
    if (wasOffline && !this.state.offline) await this.start(this.port);
  }

  statusLines(): string {
    const s = this.state;
    const b = (v: boolean) => (v ? '1' : '0');
    return (
      `\x02030,${b(s.paperOut)},${b(s.paused)},1218,000,0,0,0,000,0,0,0\x03\r\n` +
      `\x02001,0,${b(s.headOpen)},0,0,2,4,0,00000000,1,000\x03\r\n` +
      '\x021234,0\x03\r\n'
    );
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => {});
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (buffer.includes('~HS')) {
        buffer = buffer.replace(/~HS\r?\n?/g, '');
        if (!this.state.silent) socket.write(this.statusLines());
      }
      let end = buffer.indexOf('^XZ');
      while (end !== -1) {
        const format = buffer.slice(0, end + 3).trim();
        if (format && !this.state.paperOut && !this.state.headOpen) this.formats.push(format);
        buffer = buffer.slice(end + 3);
        end = buffer.indexOf('^XZ');
      }
    });
    socket.on('end', () => socket.end());
  }

  /** Labels received: the ^PQ count of each format. */
  labelCount(): number {
    return this.formats.reduce((sum, f) => sum + Number(/\^PQ(\d+)/.exec(f)?.[1] ?? 1), 0);
  }

  private async stopListening(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close(): Promise<void> {
    await this.stopListening();
  }
}
