export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Milliseconds since the epoch by this clock: Date.now itself for the system clock, without a Date each call. */
export function epochMs(clock: Clock): () => number {
  return clock === systemClock ? Date.now : () => clock.now().getTime();
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * NODE_ENV=test only (the configuration refuses it otherwise): the time written in a file, read on each call, so
 * a test can move the clock of several server processes at once. An empty or missing file reads as real time.
 */
export function fileClock(path: string, read: (path: string) => string): Clock {
  return {
    now() {
      let text = '';
      try {
        text = read(path).trim();
      } catch {
        return new Date();
      }
      const at = Date.parse(text);
      return Number.isNaN(at) ? new Date() : new Date(at);
    },
  };
}
