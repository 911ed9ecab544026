import type { CliOutput } from '../src/cli/output';

/** A command-line tool's entry (as each cli/ file exports it): arguments, environment, output; resolves with the exit code. */
export type Command = (argv: string[], env: NodeJS.ProcessEnv, out: CliOutput) => Promise<number>;

/** Runs a command in-process, capturing its output lines. */
export async function runCommand(command: Command, args: string[], env: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(args, env, { log: (l) => out.push(l), error: (l) => err.push(l) });
  return { code, out, err };
}
