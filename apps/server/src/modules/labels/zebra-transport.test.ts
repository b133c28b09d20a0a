import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeZebra } from './fake-zebra';
import { PrinterError, parseHostStatus, queryStatus, sendRaw } from './zebra-transport';

const zebra = new FakeZebra();
let port: number;
beforeAll(async () => {
  port = await zebra.start();
});
afterAll(() => zebra.close());

describe('printing over TCP 9100 to a Zebra-compatible printer', () => {
  it('sends ZPL that the printer receives as label formats', async () => {
    await sendRaw({ host: '127.0.0.1', port }, '^XA^FO10,10^A0N,30,30^FDEén^FS^PQ2^XZ^XA^FDb^FS^XZ');
    await new Promise((r) => setTimeout(r, 20));
    expect(zebra.formats).toEqual(['^XA^FO10,10^A0N,30,30^FDEén^FS^PQ2^XZ', '^XA^FDb^FS^XZ']);
    expect(zebra.labelCount()).toBe(3);
  });

  it('reads ~HS: ready, then paper out, head open and paused', async () => {
    expect(await queryStatus({ host: '127.0.0.1', port })).toMatchObject({ reachable: true, paperOut: false, error: null });
    await zebra.set({ paperOut: true });
    expect(await queryStatus({ host: '127.0.0.1', port })).toMatchObject({
      reachable: true,
      paperOut: true,
      error: { key: 'labels.printerPaperOut', message: 'The printer is out of paper' },
    });
    await zebra.set({ paperOut: false, headOpen: true, paused: true });
    expect(await queryStatus({ host: '127.0.0.1', port })).toMatchObject({
      headOpen: true,
      paused: true,
      error: { key: 'labels.printerHeadOpen' },
    });
    await zebra.set({ headOpen: false, paused: false });
    expect(parseHostStatus(zebra.statusLines())).toEqual({
      paperOut: false,
      paused: false,
      headOpen: false,
      ribbonOut: false,
      labelsRemaining: 0,
    });
  });

  it('answers a readable cause when the printer refuses, is silent, or cannot be reached', async () => {
    await zebra.set({ offline: true });
    const refused = await sendRaw({ host: '127.0.0.1', port }, '^XA^XZ').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PrinterError);
    expect((refused as PrinterError).failure).toEqual({ key: 'labels.printerRefused', params: { host: '127.0.0.1', port } });
    expect(await queryStatus({ host: '127.0.0.1', port })).toMatchObject({ reachable: false, error: { key: 'labels.printerRefused' } });
    await zebra.set({ offline: false, silent: true });
    expect(await queryStatus({ host: '127.0.0.1', port }, 300)).toMatchObject({ reachable: true, error: { key: 'labels.printerTimeout' } });
    await zebra.set({ silent: false });
    // A TEST-NET address (RFC 5737) that never answers: the connect timeout.
    const timedOut = await sendRaw({ host: '192.0.2.1', port: 9100 }, '^XA^XZ', 300).catch((e: unknown) => e);
    expect((timedOut as PrinterError).failure.key).toMatch(/labels\.printer(Timeout|Unreachable|Refused)/);
  });
});
