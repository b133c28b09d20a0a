import { Worker } from 'node:worker_threads';

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void; timer: NodeJS.Timeout };

export type ThreadOptions = {
  /** A call that takes longer ends the thread (and every call in it); the next call starts a new one. */
  timeoutMs?: number;
};

/** A Buffer sent to or from a thread arrives as a plain Uint8Array: made a Buffer again, without a copy. */
function asBuffer<T>(value: T): T {
  if (value instanceof Uint8Array && !Buffer.isBuffer(value)) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T;
  }
  return value;
}

/**
 * Runs `exportName` of the TypeScript module `module` in a worker thread of its own, so work that
 * would hold the event loop for more than a few milliseconds (a PDF, a password's strength) leaves
 * requests free meanwhile. The thread starts at the first call and stays for the next ones; it does
 * not keep the process alive when idle. The argument and result travel by structured clone (a
 * Buffer arrives as a Uint8Array; a result is made a Buffer again). Calls are handled in order.
 */
export function threadFunction<A, R>(module: URL, exportName: string, options: ThreadOptions = {}): (arg: A) => Promise<R> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (err: Error) => {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      call.reject(err);
      pending.delete(id);
    }
  };

  const start = (): Worker => {
    const started = new Worker(new URL('./worker-thread.worker.mjs', import.meta.url), {
      workerData: { module: module.href, exportName },
    });
    started.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
      const call = pending.get(id);
      if (!call) return;
      pending.delete(id);
      clearTimeout(call.timer);
      if (error !== undefined) call.reject(new Error(error));
      else call.resolve(asBuffer(result));
      if (pending.size === 0) started.unref();
    });
    started.on('error', (err) => {
      if (worker === started) worker = null;
      failAll(err);
    });
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`${exportName}: worker thread stopped (${code})`));
    });
    return started;
  };

  return (arg: A) =>
    new Promise<R>((resolve, reject) => {
      worker ??= start();
      const current = worker;
      const id = nextId++;
      const timer = setTimeout(() => {
        if (worker === current) worker = null;
        failAll(new Error(`${exportName}: no answer within ${timeoutMs} ms`));
        void current.terminate();
      }, timeoutMs);
      timer.unref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      current.ref();
      current.postMessage({ id, arg });
    });
}
