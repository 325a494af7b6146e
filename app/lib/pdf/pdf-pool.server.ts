// PDFs are rendered off the request thread (issue 17: "the event loop must not stall"). A react-pdf
// render is synchronous CPU work (layout, then pdfkit) of tens to hundreds of milliseconds; on the
// main thread it would hold every other request for that long. A small pool of worker threads does
// it: PDF_WORKERS threads (default: one less than the cores, at least 1), each one render at a time,
// a bounded queue in front (PDF_QUEUE, default 32; past it the caller gets PdfBusy → 503), and a
// time limit per render (a stuck worker is terminated and replaced). On Linux the worker threads run
// at a lower priority (nice +10), so requests are served first when the cores are busy.
//
// The worker runs this same module: in the server build every module is bundled into
// build/index.js, so `import.meta.url` is the bundle and a worker started on it evaluates the bundle
// (no route runs, nothing boots) and only answers render messages. Under tsx/vitest the module is
// this .ts file and the worker is given tsx's loader. PDF_WORKERS=0 renders in the calling thread,
// one at a time (for measuring the difference).
import { createRequire } from "node:module";
import { readlinkSync } from "node:fs";
import { availableParallelism, setPriority } from "node:os";
import { pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { renderPdf, type PdfJob } from "./render-proposal-pdf";

const ROLE = "girassol-pdf-worker";
const RENDER_TIMEOUT_MS = 30_000;
const WORKER_NICE = 10;

export class PdfBusy extends Error {
  override name = "PdfBusy";
}

interface Request {
  id: number;
  job: PdfJob;
}
type Reply = { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; message: string };

// ——— the worker side ———
if (!isMainThread && (workerData as { role?: string } | null)?.role === ROLE && parentPort) {
  const port = parentPort;
  lowerThisThreadsPriority();
  port.on("message", async ({ id, job }: Request) => {
    try {
      const buf = await renderPdf(job);
      const bytes = new Uint8Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
      port.postMessage({ id, ok: true, bytes } satisfies Reply, [bytes.buffer]);
    } catch (e) {
      port.postMessage({ id, ok: false, message: e instanceof Error ? e.message : String(e) } satisfies Reply);
    }
  });
}

/**
 * Linux: this thread's nice value +10, so that on a busy machine the request thread gets the CPU
 * first and a PDF waits instead (setpriority on a thread id applies to that thread only; the id is
 * /proc/thread-self's last part). Elsewhere, or when refused, nothing changes.
 */
function lowerThisThreadsPriority() {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, WORKER_NICE);
  } catch {
    /* not Linux, or not allowed: the pool still works at normal priority */
  }
}

// ——— the main side ———
interface Pending {
  id: number;
  job: PdfJob;
  resolve: (b: Buffer) => void;
  reject: (e: Error) => void;
}
interface Slot {
  worker: Worker;
  busy: Pending | null;
  timer: NodeJS.Timeout | null;
}

function envInt(name: string, fallback: number): number {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
}

export class PdfPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private inline = Promise.resolve();
  private closed = false;

  constructor(
    readonly size = envInt("PDF_WORKERS", Math.max(1, availableParallelism() - 1)),
    readonly maxQueue = envInt("PDF_QUEUE", 32),
  ) {}

  /** Renders `job`'s PDF; PdfBusy when the queue is full. */
  render(job: PdfJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error("PdfPool closed"));
    if (this.size === 0) return this.renderInline(job);
    if (this.queue.length >= this.maxQueue) return Promise.reject(new PdfBusy("Fila de PDFs cheia."));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve, reject });
      this.pump();
    });
  }

  /** Renders waiting or running now (for tests and the bench). */
  get load(): { queued: number; running: number } {
    return { queued: this.queue.length, running: this.slots.filter((s) => s.busy).length };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.reject(new Error("PdfPool closed"));
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private renderInline(job: PdfJob): Promise<Buffer> {
    const run = this.inline.then(() => renderPdf(job));
    this.inline = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  private pump() {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.busy);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const p = this.queue.shift()!;
      slot.busy = p;
      slot.worker.ref(); // a render in flight keeps the process alive; an idle pool does not
      slot.timer = setTimeout(() => this.fail(slot!, new Error("Tempo esgotado ao gerar o PDF.")), RENDER_TIMEOUT_MS);
      slot.worker.postMessage({ id: p.id, job: p.job } satisfies Request);
    }
  }

  private spawn(): Slot {
    const url = new URL(import.meta.url);
    // Under tsx/vitest this module is TypeScript: the worker registers tsx's loader, then imports it.
    const worker = /\.tsx?$/.test(url.pathname)
      ? new Worker(`import(${JSON.stringify(tsxApi())}).then((t) => { t.register(); return import(${JSON.stringify(url.href)}); });`, {
          eval: true,
          workerData: { role: ROLE },
        })
      : new Worker(url, { workerData: { role: ROLE } });
    worker.unref();
    const slot: Slot = { worker, busy: null, timer: null };
    worker.on("message", (r: Reply) => {
      const p = slot.busy;
      if (!p || p.id !== r.id) return;
      this.settle(slot);
      if (r.ok) p.resolve(Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength));
      else p.reject(new Error(r.message));
      this.pump();
    });
    worker.on("error", (e) => this.fail(slot, e));
    worker.on("exit", (code) => {
      if (this.slots.includes(slot)) this.fail(slot, new Error(`O processo de PDF terminou (código ${code}).`));
    });
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.busy = null;
    slot.worker.unref();
  }

  /** A worker failed or overran: its render is rejected, the worker dropped (the next job starts a new one). */
  private fail(slot: Slot, error: Error) {
    const p = slot.busy;
    this.settle(slot);
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void slot.worker.terminate();
    p?.reject(error);
    if (!this.closed) this.pump();
  }
}

/** tsx's ESM API (a dev dependency: only tests and scripts run this module as TypeScript). */
function tsxApi(): string {
  return pathToFileURL(createRequire(pathToFileURL(`${process.cwd()}/`)).resolve("tsx/esm/api")).href;
}

let shared: PdfPool | null = null;
/** The process's pool, started on first use. */
export function pdfPool(): PdfPool {
  return (shared ??= new PdfPool());
}
