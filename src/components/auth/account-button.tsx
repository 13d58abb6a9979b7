// The header's account entry (SPEC 6): a guest opens the login modal, a customer goes to /my-account. The label is the
// same for both, so the server's HTML (where every visitor is a guest) hydrates unchanged.
import { Trans } from '@lingui/react/macro';

export function AccountButton({ onOpen }: { onOpen(): void }) {
  return (
    <button type="button" className="header-action" onClick={onOpen}>
      <Trans>My account</Trans>
    </button>
  );
}
