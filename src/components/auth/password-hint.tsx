// SPEC 5 "Server password rules", told before the shopper types (SPEC 9: at least 8 characters, 3 classes).
import { Trans } from '@lingui/react/macro';

export function PasswordHint() {
  return (
    <Trans>
      At least 8 characters, with 3 of these: lower case letters, upper case letters, digits, special characters. No
      space at the beginning or the end.
    </Trans>
  );
}
