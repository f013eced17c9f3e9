import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export type Child = { name: string; process: ChildProcess };

/** Starts a child on this same Node (24, from the `node` package) with inherited output. */
export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv, cwd = root): Child {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  return { name, process: child };
}

/**
 * Keeps the children together: Ctrl-C or SIGTERM stops all of them cleanly, and if one dies the
 * others are stopped too, so the product never runs half up.
 */
export function superviseChildren(children: Child[]): void {
  let stopping = false;
  let exitCode = 0;
  let running = children.length;

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const { process: child } of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
    // A child that ignores the signal must not keep the terminal forever.
    setTimeout(() => {
      for (const { process: child } of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 10_000).unref();
  };

  for (const { name, process: child } of children) {
    child.on('exit', (code, signal) => {
      running -= 1;
      if (!stopping) {
        console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
        exitCode = code || 1;
        stopAll('SIGTERM');
      }
      if (running === 0) process.exit(exitCode);
    });
  }
  process.on('SIGINT', () => stopAll('SIGTERM'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
}
