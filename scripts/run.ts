import { type ChildProcess, spawn } from 'node:child_process'

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Starts a long-running command with inherited output. */
export function start(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
}

export const bin = (name: string): string => `node_modules/.bin/${name}`
