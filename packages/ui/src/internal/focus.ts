const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab reaches, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.closest('[hidden], [inert], [aria-hidden="true"]') &&
      // an unchecked radio of a group with a checked one is skipped by Tab
      !(
        element instanceof HTMLInputElement &&
        element.type === 'radio' &&
        !element.checked &&
        element.name &&
        root.querySelector(`input[type="radio"][name="${CSS.escape(element.name)}"]:checked`)
      ),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`. Returns true when it moved focus itself
 * (the caller then prevents the default).
 */
export function cycleFocus(root: HTMLElement, backwards: boolean): boolean {
  const list = tabbables(root);
  const first = list[0];
  const last = list[list.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    root.focus();
    return true;
  }
  if (backwards && (active === first || active === root || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!backwards && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
