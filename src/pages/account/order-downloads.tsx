// Issue 17: the download links of an order on the account's order detail (SPEC 2 /my-account/orders/{orderId}):
// each bought file with its "Download" link, the downloads left and the date it works until (SPEC 9's format); an
// expired or used-up link says so instead of offering a link that would be refused.
import { Plural, Trans } from '@lingui/react/macro';
import type { OrderDownload } from '../../domain/contract/downloads';
import { formatDateTime } from '../../domain/dates';

export interface OrderDownloadsProps {
  downloads: OrderDownload[];
  dateSeparator: '-' | '/';
  /** The URL that serves a link to the signed-in customer (null: no session, the link cannot work). */
  downloadHref(linkId: string): string | null;
  /** A link was clicked: the browser fetches the file, the server takes one download (the count goes down). */
  onDownload?(linkId: string): void;
}

function DownloadState({
  download,
  dateSeparator,
  href,
  onDownload,
}: {
  download: OrderDownload;
  dateSeparator: '-' | '/';
  href: string | null;
  onDownload?(linkId: string): void;
}) {
  const until = formatDateTime(download.expires_at, dateSeparator);
  if (download.status === 'used-up') {
    return (
      <p className="order-downloads__state">
        <Trans>All downloads of this file have been used.</Trans>
      </p>
    );
  }
  if (download.status === 'expired') {
    return (
      <p className="order-downloads__state">
        <Trans>
          This download link expired at{' '}
          <time className="order-downloads__date" dateTime={download.expires_at}>
            {until}
          </time>
          .
        </Trans>
      </p>
    );
  }
  const left = download.downloads_left;
  return (
    <>
      <p className="order-downloads__meta">
        <Plural value={left} one="# download left" other="# downloads left" />
        {' · '}
        <Trans>
          available until{' '}
          <time className="order-downloads__date" dateTime={download.expires_at}>
            {until}
          </time>
        </Trans>
      </p>
      {href ? (
        <a
          className="button order-downloads__link"
          href={href}
          download={download.file_name}
          onClick={() => onDownload?.(download.link_id)}
        >
          <Trans>Download</Trans>
        </a>
      ) : null}
    </>
  );
}

export function OrderDownloads({ downloads, dateSeparator, downloadHref, onDownload }: OrderDownloadsProps) {
  return (
    <>
      <h2>
        <Trans>Downloads</Trans>
      </h2>
      <ul className="order-downloads">
        {downloads.map((download) => (
          <li key={download.link_id} className="order-downloads__item">
            <div>
              <strong>{download.title}</strong>
              <span className="order-downloads__file">{download.file_name}</span>
            </div>
            <DownloadState
              download={download}
              dateSeparator={dateSeparator}
              href={downloadHref(download.link_id)}
              onDownload={onDownload}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
