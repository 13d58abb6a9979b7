// /my-account/loyalty-card (SPEC 1 "a loyalty card page", issue 16): the programme's rules and a join button, or the
// customer's card with its number as a scannable EAN-13 barcode and the points. Props in, events out.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Ean13Barcode } from '../../components/loyalty/ean13-barcode';
import type { LoyaltyCard } from '../../domain/contract/loyalty';
import './loyalty-card.css';

export type LoyaltyCardStatus = 'loading' | 'notMember' | 'joining' | 'member' | 'loadFailed';

export interface LoyaltyCardViewProps {
  status: LoyaltyCardStatus;
  card: LoyaltyCard | null;
  error: string | null;
  onJoin(): void;
  onRetry(): void;
}

function Rules() {
  return (
    <ul className="loyalty__rules">
      <li>
        <Trans>Every whole euro of a completed order gives you one point.</Trans>
      </li>
      <li>
        <Trans>
          Show the card at the till in our stores, or sign in when you order online: the points are added by themselves.
        </Trans>
      </li>
      <li>
        <Trans>Joining is free and you can leave at any time through customer service.</Trans>
      </li>
    </ul>
  );
}

export function LoyaltyCardView({ status, card, error, onJoin, onRetry }: LoyaltyCardViewProps) {
  const { t } = useLingui();
  return (
    <section className="loyalty">
      <h2>
        <Trans>Loyalty card</Trans>
      </h2>
      {status === 'loading' ? (
        <p role="status">
          <Trans>Loading your loyalty card…</Trans>
        </p>
      ) : null}
      {status === 'loadFailed' ? (
        <div role="alert">
          <p>
            <Trans>Your loyalty card could not be loaded.</Trans>
          </p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {status === 'notMember' || status === 'joining' ? (
        <>
          <p>
            <Trans>Join the Rõivas loyalty programme and collect points with every purchase.</Trans>
          </p>
          <Rules />
          {error ? (
            <p className="form-alert" role="alert">
              <Trans>Joining failed: {error}</Trans>
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            aria-disabled={status === 'joining'}
            onClick={() => status === 'notMember' && onJoin()}
          >
            {status === 'joining' ? <Trans>Joining…</Trans> : <Trans>Join the loyalty programme</Trans>}
          </button>
        </>
      ) : null}
      {status === 'member' && card ? (
        <>
          <div className="loyalty__card">
            <p className="loyalty__brand">Rõivas</p>
            <Ean13Barcode code={card.card_number} label={t`Loyalty card barcode ${card.card_number}`} />
            <p className="loyalty__number">
              <Trans>Card number</Trans> <strong>{card.card_number}</strong>
            </p>
          </div>
          <p className="loyalty__points">
            <Plural value={card.points} one="You have # point." other="You have # points." />
          </p>
          <Rules />
        </>
      ) : null}
    </section>
  );
}
