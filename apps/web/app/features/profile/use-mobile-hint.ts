import { useCallback, useEffect, useRef, useState } from 'react';
import { PROFILE_HINT_MS } from '@bimasetu/contract';

/** §5: "Phone number can't be edited." shows for 2 seconds each time the customer tries. */
export function useMobileHint() {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback(() => {
    setVisible(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(false), PROFILE_HINT_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { visible, show };
}
