// Keyboard focus inside a modal dialog (WAI-ARIA dialog pattern): the login modal and the phone's category drawer.
import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]';

/** The elements Tab reaches inside `root`, in order; hidden or inert parts (a closed submenu) left out. */
export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [inert]'),
  );
}

/** Escape closes the dialog; Tab and Shift+Tab wrap around its first and last focusable elements. */
export function dialogKeyDown(event: KeyboardEvent<HTMLElement>, dialog: HTMLElement | null, onEscape: () => void) {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onEscape();
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  const all = focusables(dialog);
  const first = all[0];
  const last = all[all.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
