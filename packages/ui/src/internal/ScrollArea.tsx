import { useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * A scrolling box that joins the Tab order only while its content overflows, so
 * keyboard users can scroll it (and axe's scrollable-region-focusable rule holds).
 * The attribute is set on the element directly: overflow depends on layout that can
 * change without a render (the theme arriving, fonts, a resized window).
 */
export function ScrollArea({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const check = () => {
      if (element.scrollHeight > element.clientHeight + 1) element.tabIndex = 0;
      else element.removeAttribute('tabindex');
    };
    check();
    // Enclosing layout effects (e.g. the ThemeProvider adding its class) run after this one.
    queueMicrotask(check);
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(check);
    const watch = () => {
      resize.disconnect();
      resize.observe(element);
      for (const child of Array.from(element.children)) resize.observe(child);
      check();
    };
    watch();
    const mutations = new MutationObserver(watch);
    mutations.observe(element, { childList: true });
    return () => {
      resize.disconnect();
      mutations.disconnect();
    };
  }, []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
