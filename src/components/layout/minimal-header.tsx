import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';

/** The header of the minimal layout (checkout, thank-you, passwords): the logo only. */
export function MinimalHeader({ homeHref }: { homeHref: string }) {
  const { t } = useLingui();
  return (
    <header className="site-header site-header--minimal">
      <div className="site-header__bar">
        <Link href={homeHref} className="logo" aria-label={t`Home`}>
          <span aria-hidden="true">Rõivas</span>
        </Link>
      </div>
    </header>
  );
}
