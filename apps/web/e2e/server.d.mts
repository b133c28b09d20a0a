export type RunningServer = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Ends the server by its pid and removes its data folder. */
  stop: () => Promise<void>;
  /** Ends the server and leaves its data folder; answers whether the server closed its database itself. */
  stopKeepingData: () => Promise<boolean>;
  /** The server's data folder (DATA_DIR). */
  dataDir: string;
};

/**
 * Starts the real server on a free loopback port with a PGlite database of its own and the demo
 * data: a copy of the run's template (E2E_PGLITE_TEMPLATE) when there is one, else seeded anew.
 */
export function startServer(env?: Record<string, string>): Promise<RunningServer>;

/** Makes the run's template database (one seeded first start, stopped) and sets E2E_PGLITE_TEMPLATE; answers its remover. */
export function makeSeededTemplate(): Promise<() => void>;
