// The entry of a worker thread made by worker-thread.ts: loads one TypeScript module through tsx
// (the server's own loader, a dependency at run time) and answers calls of one of its functions.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const loaded = await tsImport(workerData.module, import.meta.url);
const fn = loaded[workerData.exportName];
if (typeof fn !== 'function') throw new Error(`${workerData.module} exports no function ${workerData.exportName}`);

parentPort.on('message', async ({ id, arg }) => {
  try {
    parentPort.postMessage({ id, result: await fn(arg) });
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
