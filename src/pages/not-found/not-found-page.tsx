import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

export function NotFoundPage({ homeHref }: { homeHref: string }) {
  return (
    <div className="status-page">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>We could not find the page you were looking for.</Trans>
      </p>
      <Link href={homeHref} className="button">
        <Trans>Back to the home page</Trans>
      </Link>
    </div>
  );
}
