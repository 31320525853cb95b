import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';

/** Work repeated on a timer, done by a plain handler method (a sweep, a re-check, a poll). */
export interface PeriodicTask {
  /** Names the timer in SchedulerRegistry and in log lines. */
  name: string;
  everyMs: number;
  run(): Promise<unknown> | unknown;
}

/**
 * The one way to run work on a timer: `schedule()` registers an interval with @nestjs/schedule's
 * SchedulerRegistry. A run never overlaps the previous run of the same task (a slow sweep is not
 * overtaken by the next tick); a failed run is logged and the next tick tries again. On shutdown
 * the timers stop and runs in progress finish before the database closes. Several processes may
 * run the same task: the handlers claim their rows (FOR UPDATE SKIP LOCKED, deterministic job ids),
 * so this helper keeps no cross-process state.
 */
@Injectable()
export class PeriodicTasks implements OnModuleDestroy {
  private readonly logger = new Logger(PeriodicTasks.name);
  private readonly names: string[] = [];
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly scheduler: SchedulerRegistry) {}

  schedule(task: PeriodicTask): void {
    const timer = setInterval(() => void this.tick(task), task.everyMs);
    timer.unref();
    this.scheduler.addInterval(task.name, timer);
    this.names.push(task.name);
  }

  async onModuleDestroy(): Promise<void> {
    for (const name of this.names) {
      if (this.scheduler.doesExist('interval', name)) this.scheduler.deleteInterval(name);
    }
    await Promise.all([...this.running.values()].map((run) => run.catch(() => undefined)));
  }

  private async tick(task: PeriodicTask): Promise<void> {
    if (this.running.has(task.name)) return;
    const run = Promise.resolve().then(() => task.run());
    this.running.set(task.name, run);
    try {
      await run;
    } catch (error) {
      this.logger.warn(`${task.name} failed, next tick retries: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.running.delete(task.name);
    }
  }
}
