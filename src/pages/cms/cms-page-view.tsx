// A CMS page (SPEC 3 "CMS page"): its title and its body, HTML that was sanitised when it was written
// (server/modules/cms/sanitize.ts), so it is shown as it is stored.
import { Trans } from '@lingui/react/macro';
import { CmsHtml } from '../../components/content/cms-html';
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
      <CmsHtml className="cms-body" html={content} onNavigate={onNavigate} />
    </article>
  );
}
