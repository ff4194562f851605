// A seconds countdown that can be restarted, for "Resend OTP in 15 s" (account spec §4, §9).
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, running: remaining > 0, restart };
}
