/**
 * A worker's timer: `tick` every `pollMs`, one tick at a time (the next is set only once the
 * last has finished, however long it took), the timer never keeping the process alive. A failed
 * tick is logged as `failure` and the loop goes on. `stop` (at shutdown) cancels the next tick
 * and waits for one in progress. The lead worker and the weekly report share it; what time it
 * is comes from their own clock (server/leads/clock.ts), not from here.
 */
import { errorFields, type Logger } from "../log";

export interface PollLoop {
  start(): void;
  stop(): Promise<void>;
}

export function pollLoop(options: {
  tick: () => Promise<unknown>;
  pollMs: number;
  logger: Logger;
  /** The log message of a failed tick. */
  failure: string;
}): PollLoop {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  function schedule() {
    timer = setTimeout(() => {
      running = options
        .tick()
        .catch((error) => options.logger.error(options.failure, errorFields(error)))
        .finally(() => {
          running = null;
          if (timer) schedule();
        });
    }, options.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!timer) schedule();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
