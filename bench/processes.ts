import { type ChildProcess, spawn } from 'node:child_process';

/** Starts a server of the bench and resolves once its output matches `ready` (a minute at most). */
export function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready.test(chunk.toString())) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}
