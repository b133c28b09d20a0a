import net from 'node:net';
import type { PrinterStatus } from '@wb/contract/labels';
import { type MessageKey, type MessageParams, renderMessage } from '@wb/contract/messages';

/**
 * Raw printing to a Zebra-compatible printer (external-apis §6.1): open TCP (9100), write the
 * ZPL, end the socket; ask `~HS` for the host status (three STX…ETX lines) with a timeout, since
 * a printer in some error states does not answer. Failures are answered as message keys.
 */
export type PrinterAddress = { host: string; port: number };
export type TransportError = { key: MessageKey; params: MessageParams };

export class PrinterError extends Error {
  constructor(readonly failure: TransportError) {
    super(failure.key);
  }
}

export const transportSettings = { connectTimeoutMs: 3000, statusTimeoutMs: 2500 };

function failureOf(err: NodeJS.ErrnoException | null, address: PrinterAddress, timeoutMs: number): TransportError {
  const where = { host: address.host, port: address.port };
  if (!err) return { key: 'labels.printerTimeout', params: { ...where, seconds: Math.round(timeoutMs / 1000) } };
  if (err.code === 'ECONNREFUSED') return { key: 'labels.printerRefused', params: where };
  return { key: 'labels.printerUnreachable', params: where };
}

/** Sends ZPL; resolves when the printer has taken every byte and closed, rejects with a PrinterError. */
export function sendRaw(address: PrinterAddress, data: string, timeoutMs = transportSettings.connectTimeoutMs): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection({ host: address.host, port: address.port });
    let settled = false;
    const fail = (err: NodeJS.ErrnoException | null) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new PrinterError(failureOf(err, address, timeoutMs)));
    };
    socket.setTimeout(timeoutMs, () => fail(null));
    socket.on('error', fail);
    socket.on('connect', () => {
      socket.end(data, 'utf8');
    });
    socket.on('close', (hadError) => {
      if (settled || hadError) return;
      settled = true;
      resolve();
    });
  });
}

/** Parses the three ~HS lines (STX … ETX CR LF). */
export function parseHostStatus(text: string): Omit<PrinterStatus, 'reachable' | 'error'> | null {
  const stx = '\u0002';
  const etx = '\u0003';
  const lines = text
    .split(etx)
    .filter((part) => part.includes(stx))
    .map((part) => (part.slice(part.indexOf(stx) + 1) ?? '').split(','));
  const [first, second] = lines;
  if (!first || !second || first.length < 3 || second.length < 9) return null;
  const remaining = Number(second[8]);
  return {
    paperOut: first[1] === '1',
    paused: first[2] === '1',
    headOpen: second[2] === '1',
    ribbonOut: second[3] === '1',
    labelsRemaining: Number.isFinite(remaining) ? remaining : null,
  };
}

const unknownStatus = { paperOut: false, paused: false, headOpen: false, ribbonOut: false, labelsRemaining: null };

/** Asks ~HS; never throws: an unreachable or silent printer is a status too. */
export function queryStatus(address: PrinterAddress, timeoutMs = transportSettings.statusTimeoutMs): Promise<PrinterStatus> {
  return new Promise((resolve) => {
    const socket = net.createConnection({ host: address.host, port: address.port });
    let received = '';
    let settled = false;
    const finish = (status: PrinterStatus) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(status);
    };
    socket.setTimeout(timeoutMs, () =>
      finish({ reachable: true, ...unknownStatus, error: withMessage(failureOf(null, address, timeoutMs)) }),
    );
    socket.on('error', (err) => finish({ reachable: false, ...unknownStatus, error: withMessage(failureOf(err, address, timeoutMs)) }));
    socket.on('connect', () => socket.write('~HS\r\n'));
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.split('\u0003').length > 3) {
        const parsed = parseHostStatus(received);
        finish(parsed ? { reachable: true, ...parsed, error: problemOf(parsed) } : { reachable: true, ...unknownStatus, error: null });
      }
    });
  });
}

export function withMessage(failure: TransportError): { key: string; params: MessageParams; message: string } {
  return { key: failure.key, params: failure.params, message: renderMessage(failure.key, failure.params) };
}

/** The first condition that stops printing, as a message. */
export function problemOf(status: Pick<PrinterStatus, 'paperOut' | 'headOpen' | 'paused'>) {
  if (status.paperOut) return withMessage({ key: 'labels.printerPaperOut', params: {} });
  if (status.headOpen) return withMessage({ key: 'labels.printerHeadOpen', params: {} });
  if (status.paused) return withMessage({ key: 'labels.printerPaused', params: {} });
  return null;
}
