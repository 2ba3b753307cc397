import { STORAGE_KEYS } from '@argus/contracts';
import { useCallback, useState } from 'react';

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.sidebar) !== 'false';
  } catch {
    return true;
  }
}

/** Expanded or collapsed, remembered locally. */
export function useSidebarExpanded(): [boolean, () => void] {
  const [expanded, setExpanded] = useState(read);
  const toggle = useCallback(() => {
    setExpanded((v) => {
      try {
        localStorage.setItem(STORAGE_KEYS.sidebar, String(!v));
      } catch {
        // ignore
      }
      return !v;
    });
  }, []);
  return [expanded, toggle];
}
