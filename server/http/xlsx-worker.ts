import { Worker } from 'node:worker_threads';

/** What a worker needs to write one sheet: plain data only (cells already made safe). */
export interface SheetData {
  sheet: string;
  columns: Array<{ header: string; key: string; width: number }>;
  rows: Array<Array<string | number | null>>;
}

/**
 * The worker's code, run with `eval` so that it needs no file of its own beside the
 * TypeScript sources (ts-node, jest and a built copy alike); exceljs is required by the
 * absolute path the main thread resolved.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ExcelJS = require(workerData.exceljs);
(async () => {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet(workerData.sheet);
  ws.columns = workerData.columns;
  for (const row of workerData.rows) ws.addRow(row);
  ws.getRow(1).font = { bold: true };
  parentPort.postMessage(await workbook.xlsx.writeBuffer());
})();
`;

/**
 * Exports run one at a time, in the order asked: each keeps one core busy for up to a few
 * seconds, and the other core stays with the server's main thread (issue 30).
 */
let queue: Promise<unknown> = Promise.resolve();

function runWorker(data: SheetData): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SOURCE, { eval: true, workerData: { ...data, exceljs: require.resolve('exceljs') } });
    let settled = false;
    worker.once('message', (body: Uint8Array) => {
      settled = true;
      resolve(Buffer.from(body.buffer, body.byteOffset, body.byteLength));
      void worker.terminate();
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`xlsx worker exited with code ${code} before answering`));
    });
  });
}

/**
 * Writes the workbook in a worker thread: exceljs's writer is synchronous work of about
 * a second per 10,000 rows, which on the main thread held every other request that long.
 */
export function writeWorkbookOffThread(data: SheetData): Promise<Buffer> {
  const result = queue.then(() => runWorker(data));
  queue = result.catch(() => undefined);
  return result;
}
