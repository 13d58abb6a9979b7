// The header's account entry (SPEC 6): a guest opens the login modal, a customer goes to /my-account. The label is the
// same for both, so the server's HTML (where every visitor is a guest) hydrates unchanged; a logged-in customer sees
// it marked once the account subsystem knows (a dot, and "logged in" for screen readers).
import { Trans } from '@lingui/react/macro';

export function AccountButton({ onOpen, signedIn = false }: { onOpen(): void; signedIn?: boolean }) {
  return (
    <button
      type="button"
      className={`header-action account-button${signedIn ? ' header-action--signed-in' : ''}`}
      onClick={onOpen}
    >
      {signedIn ? <span className="header-action__dot" aria-hidden="true" /> : null}
      <Trans>My account</Trans>
      {signedIn ? (
        <span className="visually-hidden">
          {' '}
          <Trans>(logged in)</Trans>
        </span>
      ) : null}
    </button>
  );
}
