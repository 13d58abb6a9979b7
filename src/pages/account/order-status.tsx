// SPEC 3 "Order statuses": the shopper's words for each status; an unknown one is shown as the server sent it.
import { Trans } from '@lingui/react/macro';

export function OrderStatusLabel({ status }: { status: string }) {
  switch (status) {
    case 'pending':
      return <Trans>Not completed</Trans>;
    case 'accepted':
      return <Trans>Received</Trans>;
    case 'complete':
      return <Trans>Accepted</Trans>;
    case 'canceled':
      return <Trans>Canceled</Trans>;
    case 'payment failed':
      return <Trans>Payment failed</Trans>;
    case 'banklink_payment_failed':
      return <Trans>Rejected</Trans>;
    default:
      return <>{status}</>;
  }
}
