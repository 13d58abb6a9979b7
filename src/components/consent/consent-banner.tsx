// Issue 16 / SPEC 5: the consent banner, shown only with a tag manager configured and while the consent machine
// asks. It sits above the header in the page's flow (not over it), so it never covers the checkout's buttons.
// Props in, events out: the flow is the consent machine's.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import './consent-banner.css';

export interface ConsentBannerProps {
  onAccept(): void;
  onDecline(): void;
}

export function ConsentBanner({ onAccept, onDecline }: ConsentBannerProps) {
  const { t } = useLingui();
  const textId = useId();
  return (
    <section className="consent-banner" aria-label={t`Analytics consent`} aria-describedby={textId}>
      <p id={textId} className="consent-banner__text">
        <Trans>
          With your consent we use Google Tag Manager to measure how the shop is used. Nothing is loaded before you
          accept.
        </Trans>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={onAccept}>
          <Trans>Accept</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onDecline}>
          <Trans>Decline</Trans>
        </button>
      </div>
    </section>
  );
}
