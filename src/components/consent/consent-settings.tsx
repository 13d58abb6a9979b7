// SPEC 5 / issue 16 follow-up: the footer's "Cookie settings" reopen the analytics choice in a dialog that shows the
// current one; Allow / Decline change it (the consent machine remembers it and starts or stops the tag manager),
// Close keeps it. Props in, events out: the flow is the consent machine's.
import { Trans } from '@lingui/react/macro';
import { ModalDialog } from '../auth/modal-dialog';
import './consent-banner.css';

export interface ConsentSettingsProps {
  /** The choice in force now. */
  choice: 'granted' | 'denied';
  onAccept(): void;
  onDecline(): void;
  onClose(): void;
}

export function ConsentSettings({ choice, onAccept, onDecline, onClose }: ConsentSettingsProps) {
  return (
    <ModalDialog title={<Trans>Cookie settings</Trans>} onClose={onClose}>
      <p>
        <Trans>
          With your consent we use Google Tag Manager to measure how the shop is used. Nothing is loaded before you
          accept.
        </Trans>
      </p>
      <p className="consent-settings__current" role="status">
        {choice === 'granted' ? (
          <Trans>Your current choice: analytics allowed.</Trans>
        ) : (
          <Trans>Your current choice: analytics declined.</Trans>
        )}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" aria-pressed={choice === 'granted'} onClick={onAccept}>
          <Trans>Allow analytics</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={choice === 'denied'}
          onClick={onDecline}
        >
          <Trans>Decline analytics</Trans>
        </button>
      </div>
    </ModalDialog>
  );
}
