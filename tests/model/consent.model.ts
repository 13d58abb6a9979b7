// The model of the consent machine (issue 16, SPEC 5: tag-manager and analytics hooks only with an id configured,
// nothing loaded without consent): the stored choice is read first; with none the banner asks; the choice is
// remembered and the tag manager starts only in 'granted'. The footer's "Cookie settings" reopens the choice from
// either answer, shows the current one, and a change is remembered; withdrawing stops the tag manager. Registered in
// tests/model/models.ts.
import { consentMachine } from '../../machines/consent.machine';
import { type ModelEntry, stateName } from '../helpers/model';

export const consentModel: ModelEntry<typeof consentMachine> = {
  machine: consentMachine,
  events: [
    { type: 'xstate.done.actor.loadChoice', output: 'granted' } as never,
    { type: 'xstate.done.actor.loadChoice', output: 'denied' } as never,
    { type: 'xstate.done.actor.loadChoice', output: null } as never,
    { type: 'xstate.error.actor.loadChoice', error: new Error('SecurityError') } as never,
    { type: 'consent.accept' },
    { type: 'consent.decline' },
    { type: 'consent.reopen' },
    { type: 'consent.close' },
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  describeEvent: (event) => {
    const type: string = event.type;
    if (event.type === 'consent.accept') return "'Accept'";
    if (event.type === 'consent.decline') return "'Decline'";
    if (event.type === 'consent.reopen') return "the footer's 'Cookie settings'";
    if (event.type === 'consent.close') return 'the settings closed';
    if (type.startsWith('xstate.error')) return 'the browser storage cannot be read';
    const output = (event as unknown as { output: string | null }).output;
    return output ? `'${output}' was chosen on an earlier visit` : 'a visitor who never chose';
  },
  describeState: (snapshot) => stateName(snapshot),
  promises: {
    '*': ({ snapshot }, expect) => {
      expect(snapshot.status, 'the machine keeps running').toBe('active');
      expect(snapshot.hasTag('tracking'), 'the tag manager runs only with consent').toBe(snapshot.matches('granted'));
    },
    unknown: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settings'), 'nothing to change before the choice is known').toBe(false);
      expect(snapshot.hasTag('banner'), 'nothing shown while the choice is read').toBe(false);
    },
    asking: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('banner')).toBe(true);
      expect(snapshot.hasTag('settings')).toBe(false);
    },
    granted: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('banner'), 'never asked again').toBe(false);
    },
    'granted.settled': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settings')).toBe(false);
      expect(snapshot.can({ type: 'consent.reopen' }), "the footer's 'Cookie settings' works").toBe(true);
    },
    'granted.reviewing': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settings'), 'the settings show, with the current choice: allowed').toBe(true);
      expect(snapshot.hasTag('tracking'), 'the consent holds until it is changed').toBe(true);
    },
    denied: ({ snapshot }, expect) => {
      expect(snapshot.hasTag('banner'), 'never asked again').toBe(false);
      expect(snapshot.hasTag('tracking')).toBe(false);
    },
    'denied.settled': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settings')).toBe(false);
      expect(snapshot.can({ type: 'consent.reopen' }), "the footer's 'Cookie settings' works").toBe(true);
    },
    'denied.reviewing': ({ snapshot }, expect) => {
      expect(snapshot.hasTag('settings'), 'the settings show, with the current choice: declined').toBe(true);
    },
  },
};
