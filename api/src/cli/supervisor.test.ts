import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BACKOFF, restartDelay, Supervisor } from './supervisor.js';

describe('restartDelay', () => {
  it('starts at 1 s and doubles up to 30 s while the child keeps dying early', () => {
    const delays: number[] = [];
    let previous: number | undefined;
    for (let i = 0; i < 8; i++) delays.push((previous = restartDelay(DEFAULT_BACKOFF, previous, 5_000)));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts over once the child stayed up for a minute', () => {
    expect(restartDelay(DEFAULT_BACKOFF, 30_000, 59_999)).toBe(30_000);
    expect(restartDelay(DEFAULT_BACKOFF, 30_000, 60_000)).toBe(1_000);
  });
});

describe('Supervisor', () => {
  const policy = { initialMs: 10, maxMs: 20, resetAfterMs: 60_000 };
  const node = (code: string) => () => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 10));
  };

  it('restarts a child that exits with backoff, and stops it for good on stop()', async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor(policy, (line) => lines.push(line));
    supervisor.add('crasher', node('process.exit(3)'));
    await until(() => lines.filter((l) => l.startsWith('crasher started')).length >= 4);
    await supervisor.stop();
    const count = lines.length;
    expect(lines.filter((l) => l.startsWith('crasher exited')).slice(0, 3)).toEqual([
      'crasher exited (3); restarting in 0.01s',
      'crasher exited (3); restarting in 0.02s',
      'crasher exited (3); restarting in 0.02s',
    ]);
    // Nothing more happening is the thing checked: 300 ms is 15 restart periods of the policy.
    await new Promise((r) => setTimeout(r, 300));
    expect(lines).toHaveLength(count);
  });

  it('names the signal of a killed child, and stop() ends running children without restarting them', async () => {
    const lines: string[] = [];
    const supervisor = new Supervisor(policy, (line) => lines.push(line));
    const children: ReturnType<ReturnType<typeof node>>[] = [];
    supervisor.add('sleeper', () => {
      const child = node('setInterval(() => {}, 1000)')();
      children.push(child);
      return child;
    });
    children[0].kill('SIGKILL');
    await until(() => children.length === 2);
    expect(lines[1]).toBe('sleeper exited (SIGKILL); restarting in 0.01s');
    await supervisor.stop();
    expect(children[1].signalCode).toBe('SIGTERM');
    // No restart is the thing checked: 100 ms is 5 restart periods of the policy.
    await new Promise((r) => setTimeout(r, 100));
    expect(children).toHaveLength(2);
  });
});
