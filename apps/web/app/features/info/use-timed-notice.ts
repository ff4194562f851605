import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedNotice {
  tone: 'success' | 'error';
  text: string;
}

/** A notice that hides itself after `ms` (the contact form's 3 seconds, §4). */
export function useTimedNotice(ms: number) {
  const [notice, setNotice] = useState<TimedNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(
    (next: TimedNotice) => {
      setNotice(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setNotice(null), ms);
    },
    [ms],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show, clear: () => setNotice(null) };
}
