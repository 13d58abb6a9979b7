// The store/language switch: each store view has its own language (SPEC 1), so switching store switches both. Each
// option leads to the same page in that store view (the container's hrefs). SPEC 2 layout "languages modal": on a
// phone (< 768 px) the links are a button naming the current store that opens them in a modal; wider, they are
// links in the header's row (CSS chooses; both are in the page, one hidden).
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StoreCode } from '../../domain/store-views';
import { ModalDialog } from '../auth/modal-dialog';

export interface StoreSwitchOption {
  storeCode: StoreCode;
  label: string;
  lang: string;
  href: string;
}

function OptionLinks({ current, options }: { current: StoreCode; options: StoreSwitchOption[] }) {
  return (
    <ul>
      {options.map((option) => (
        <li key={option.storeCode}>
          {/* A full page load: the store view decides the language, catalogue and prices (SPEC 4 "Other"). */}
          <a
            href={option.href}
            hrefLang={option.lang}
            lang={option.lang}
            aria-current={option.storeCode === current ? 'true' : undefined}
          >
            {option.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function StoreSwitch({ current, options }: { current: StoreCode; options: StoreSwitchOption[] }) {
  const { t } = useLingui();
  // view-state: disclosure (the phone's languages modal is open; nothing else depends on it).
  const [open, setOpen] = useState(false);
  return (
    <nav className="store-switch" aria-label={t`Store and language`}>
      <div className="store-switch__links">
        <OptionLinks current={current} options={options} />
      </div>
      <button
        type="button"
        className="store-switch__button"
        aria-haspopup="dialog"
        // The name starts with what the button shows (WCAG 2.5.3).
        aria-label={`${current.toUpperCase()} – ${t`Store and language`}`}
        onClick={() => setOpen(true)}
      >
        {current.toUpperCase()}
      </button>
      {open ? (
        <ModalDialog title={<Trans>Store and language</Trans>} onClose={() => setOpen(false)}>
          <div className="store-switch__modal">
            <p>
              <Trans>Each store has its own language, prices and delivery. You stay on the same page.</Trans>
            </p>
            <OptionLinks current={current} options={options} />
          </div>
        </ModalDialog>
      ) : null}
    </nav>
  );
}
