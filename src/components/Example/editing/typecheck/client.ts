// The page's side of the type check (loaded by the editor, so by Edit): one worker for the page's
// whole life, started on the first request and shared by every edited demo; a request is sent when
// the one before has been answered, with the newest code, so a fast typist never queues a backlog.
import type { CheckReply, CheckRequest } from "./options";

let worker: Worker | undefined;
let requests = 0;
const waiting = new Map<number, (reply: CheckReply) => void>();

function send(request: Omit<CheckRequest, "version">, onReply: (r: CheckReply) => void) {
  if (!worker) {
    worker = new Worker(new URL("./worker.ts", import.meta.url));
    worker.onmessage = ({ data }: MessageEvent<CheckReply>) => {
      waiting.get(data.version)?.(data);
      waiting.delete(data.version);
    };
    worker.onerror = (event) => {
      for (const [version, reply] of waiting) reply({ version, ok: false, message: event.message });
      waiting.clear();
      worker = undefined;
    };
  }
  requests += 1;
  waiting.set(requests, onReply);
  worker.postMessage({ ...request, version: requests } satisfies CheckRequest);
}

/** Type-checks an edited demo: `check(code)` as the reader types; `onReport` gets each answer. */
export function typeChecker(id: string, onReport: (reply: CheckReply, code: string) => void) {
  let busy = false;
  let next: string | undefined;
  let stopped = false;
  const run = (code: string) => {
    busy = true;
    send({ id, code }, (reply) => {
      busy = false;
      if (stopped) return;
      onReport(reply, code);
      if (next !== undefined) {
        const newer = next;
        next = undefined;
        run(newer);
      }
    });
  };
  return {
    check(code: string) {
      if (busy) next = code;
      else run(code);
    },
    stop() {
      stopped = true;
    },
  };
}
