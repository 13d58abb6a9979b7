import { Trans } from '@lingui/react/macro';

export function ErrorPage({ homeHref }: { homeHref: string }) {
  return (
    <div className="status-page">
      <h1>
        <Trans>Internal server error</Trans>
      </h1>
      <p>
        <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
      </p>
      {/* A full load: after a server error the client state may be stale. */}
      <a href={homeHref} className="button">
        <Trans>Back to the home page</Trans>
      </a>
    </div>
  );
}
