/**
 * Resolves in a task of its own (a message, which the e2e tests' fake timers leave alone): after
 * the current rendering steps, without a timer.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
