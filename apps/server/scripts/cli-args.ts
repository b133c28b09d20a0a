/** A command line split into its positional words and its --flags (`--name value` for the named ones). */
export function parseArgs(argv: string[], valued: string[] = []) {
  const positional: string[] = [];
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) positional.push(arg);
    else if (valued.includes(arg.slice(2)) && argv[i + 1] !== undefined) values.set(arg.slice(2), argv[++i] as string);
    else flags.add(arg.slice(2));
  }
  return { positional, flags, values };
}

/** Runs a command's work: a failure prints its message (no stack for the expected ones) and exits non-zero. */
export async function runCli(work: () => Promise<void>, expected: (err: unknown) => boolean): Promise<void> {
  try {
    await work();
  } catch (err) {
    console.error(expected(err) ? `error: ${(err as Error).message}` : err);
    process.exitCode = 1;
  }
}
