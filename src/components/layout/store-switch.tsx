// The store/language switch: each store view has its own language (SPEC 1), so switching store switches both.
import { useLingui } from '@lingui/react/macro';
import type { StoreCode } from '../../domain/store-views';

export interface StoreSwitchOption {
  storeCode: StoreCode;
  label: string;
  lang: string;
  href: string;
}

export function StoreSwitch({ current, options }: { current: StoreCode; options: StoreSwitchOption[] }) {
  const { t } = useLingui();
  return (
    <nav className="store-switch" aria-label={t`Store and language`}>
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
    </nav>
  );
}
