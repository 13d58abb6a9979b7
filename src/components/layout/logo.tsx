import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';

/** The shop's name as the link home, in every layout that has a header. */
export function Logo({ homeHref }: { homeHref: string }) {
  const { t } = useLingui();
  return (
    <Link href={homeHref} className="logo" aria-label={t`Home`}>
      <span aria-hidden="true">Rõivas</span>
    </Link>
  );
}
