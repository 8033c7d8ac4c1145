import { useEffect } from 'react';

let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/** Locks page scrolling while `active` (nested locks are counted). Effects only: SSR-safe. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const body = document.body;
    if (locks === 0) {
      saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.dataset.srScrollLocked = 'true';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = saved.overflow;
        body.style.paddingRight = saved.paddingRight;
        delete body.dataset.srScrollLocked;
      }
    };
  }, [active]);
}
