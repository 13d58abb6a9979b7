// The loyalty-card machine's model (issue 16, SPEC 1 "a loyalty card page"): the card loads (a card, none, a
// failure), a customer without one joins (the card, or a refusal), a failed load is retried; what each state promises
// to the page. Registered in tests/model/models.ts.
import { loyaltyCardMachine } from '../../machines/loyalty-card.machine';
import type { LoyaltyCard } from '../../src/domain/contract/loyalty';
import { type ModelEntry, stateName } from '../helpers/model';

type LoyaltyCardMachine = typeof loyaltyCardMachine;

export const SAMPLE_CARD: LoyaltyCard = {
  card_number: '2700000000014',
  points: 148,
  created_at: '2026-11-28T10:00:00.000Z',
};

export const loyaltyCardModel: ModelEntry<LoyaltyCardMachine> = {
  machine: loyaltyCardMachine,
  events: [
    { type: 'loyalty.join' },
    { type: 'loyalty.retry' },
    { type: 'xstate.done.actor.loadCard', output: SAMPLE_CARD } as never,
    { type: 'xstate.done.actor.loadCard', output: null } as never,
    { type: 'xstate.error.actor.loadCard', error: new Error('Network down') } as never,
    { type: 'xstate.done.actor.joinCard', output: SAMPLE_CARD } as never,
    { type: 'xstate.error.actor.joinCard', error: new Error('Too many requests') } as never,
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.card !== null, snapshot.context.error]),
  describeEvent: (event) => {
    const type: string = event.type;
    const output = (event as unknown as { output?: unknown }).output;
    if (type === 'xstate.done.actor.loadCard') return output ? 'the card arrives' : 'no card yet';
    if (type === 'xstate.error.actor.loadCard') return 'loading fails';
    if (type === 'xstate.done.actor.joinCard') return 'the new card arrives';
    if (type === 'xstate.error.actor.joinCard') return 'joining fails';
    return type === 'loyalty.join' ? "'Join the loyalty programme'" : "'Try again'";
  },
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status).toBe('active');
    },
    loading: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.context.card).toBeNull();
    },
    notMember: ({ snapshot }, expect) => {
      expect(snapshot.context.card, 'offered to join').toBeNull();
      expect([null, 'Too many requests']).toContain(snapshot.context.error);
    },
    joining: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('busy'), 'the button is busy').toBe(true);
    },
    member: ({ snapshot }, expect) => {
      expect(snapshot.context.card, 'the card with its barcode and points').toEqual(SAMPLE_CARD);
      expect(snapshot.context.error).toBeNull();
    },
    loadFailed: ({ snapshot }, expect) => {
      expect(snapshot.context.error).toBe('Network down');
    },
  },
};
