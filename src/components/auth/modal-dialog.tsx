// A modal dialog (SPEC 3 UI flag authElem: the login modal): role dialog, aria-modal, named by its title. Focus moves
// into it on open and whenever `focusKey` changes (a new pane), stays inside it on Tab, returns where it was on
// close; Escape and the close button call onClose. Not the native <dialog>, whose showModal jsdom lacks.
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { dialogKeyDown } from './focus-trap';
import './modal-dialog.css';

export interface ModalDialogProps {
  title: ReactNode;
  onClose(): void;
  children: ReactNode;
  /** Changes when the content is replaced, so focus moves into the new content. */
  focusKey?: string;
}

export function ModalDialog({ title, onClose, children, focusKey }: ModalDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  // Back to where the shopper was (the header's account link, a checkout button) once the dialog is gone.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => opener?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger: a new pane takes the focus.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const first = dialog.querySelector<HTMLElement>('input:not([disabled]), select, textarea') ?? dialog;
    first.focus();
  }, [focusKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => dialogKeyDown(event, dialogRef.current, onClose);

  return (
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t`Close`} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
