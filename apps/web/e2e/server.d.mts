export type RunningServer = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  /** Ends the server by its pid and removes its data folder. */
  stop: () => Promise<void>;
};

/** Starts the real server on a free loopback port with a fresh PGlite database and the demo data. */
export function startServer(env?: Record<string, string>): Promise<RunningServer>;
