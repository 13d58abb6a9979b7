// A CMS page (SPEC 3 "CMS page"): its title and its body, HTML that was sanitised when it was written
// (server/modules/cms/sanitize.ts), so it is shown as it is stored.
import { Trans } from '@lingui/react/macro';
import './cms-page.css';

export interface CmsPageViewProps {
  status: 'loading' | 'ready' | 'failed';
  title: string;
  /** Sanitised HTML. */
  content: string;
  onRetry(): void;
  /** A plain click on a link of the body to a page of the shop: navigate without a full load. */
  onNavigate?(href: string): void;
}

/** The href of a plain click on a same-origin link, else null (a new tab, a download, another site stay the browser's). */
function shopLinkOf(event: React.MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const link = (event.target as Element).closest?.('a');
  const href = link?.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') && !link?.hasAttribute('download') ? href : null;
}

export function CmsPageView({ status, title, content, onRetry, onNavigate }: CmsPageViewProps) {
  if (status === 'loading') {
    return (
      <p className="loading" role="status">
        <Trans>Loading the page…</Trans>
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div className="load-error" role="alert">
        <p>
          <Trans>This page could not be loaded. It may not be available offline.</Trans>
        </p>
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <article className="cms-page">
      <h1>{title}</h1>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the clicks are its links' (a keyboard's Enter clicks them too); the div itself is not interactive. */}
      <div
        className="cms-body"
        onClick={(event) => {
          const href = onNavigate ? shopLinkOf(event) : null;
          if (!href) return;
          event.preventDefault();
          onNavigate?.(href);
        }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body was sanitised with sanitize-html on write.
        dangerouslySetInnerHTML={{ __html: content }}
      />
    </article>
  );
}
