import { useState } from 'react';

/**
 * A sheet or dialog whose code loads on first use: what it is about (`target`), whether it is open,
 * and whether it has ever been shown (`mounted`: then it stays rendered, so it can slide out).
 */
export function useLazySheet<T>() {
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    target,
    open,
    mounted,
    show: (next: T) => {
      setTarget(next);
      setMounted(true);
      setOpen(true);
    },
    setOpen,
  };
}
