// What every bench script shares: whole-number settings read from the environment, a progress line
// on stderr (the figures go to stdout), and the servers and folders a run starts, stopped in reverse
// order however the run ends (Ctrl+C included).

export type BenchRun = {
  /** A whole number from the environment, or `fallback` (with a warning when the value is not one). */
  envCount: (name: string, fallback: number) => number;
  /** A line on stderr, with the seconds since the run started. */
  progress: (message: string) => void;
  /** Something to undo when the run ends: stop a server, remove a folder (a promise is awaited). */
  onCleanup(step: () => unknown): void;
  /** Undoes everything, last first (once, however often it is called). */
  cleanup(): Promise<void>;
};

/** Bytes as KiB, one decimal. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function benchRun(name: string): BenchRun {
  const started = Date.now();
  const progress = (message: string) => console.error(`[${name} ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);
  const steps: (() => unknown)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanup = (): Promise<void> => {
    cleaning ??= (async () => {
      for (const step of steps.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error(`[${name}] cleanup: ${errorText(error)}`);
        }
      }
    })();
    return cleaning;
  };
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      progress(`${signal}: stopping the servers and removing the temporary data`);
      void cleanup().then(() => process.exit(code));
    });
  }
  return {
    envCount(variable, fallback) {
      const raw = process.env[variable]?.trim();
      if (!raw) return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) {
        console.error(`[${name}] ${variable}=${raw} is not a whole number; using ${fallback}`);
        return fallback;
      }
      return n;
    },
    progress,
    onCleanup: (step) => void steps.push(step),
    cleanup,
  };
}
