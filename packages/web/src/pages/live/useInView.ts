import { useEffect, useRef, useState } from 'react';

/** Whether the element is on screen (scrolled into view); without IntersectionObserver, always. */
export function useInView<T extends Element>(): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)), { rootMargin: '100px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, inView];
}
