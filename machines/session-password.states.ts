// The session's password states (machines/session.machine.ts): the reset mail and a new password from its link
// (SPEC 7 reset-password, create-password; SPEC 6: logging in after creating a password), and the account page's
// password change (SPEC 4: on success notify and log in again with the new password, otherwise the server's message).
import { assertEvent } from 'xstate';
import type { LoginRequest } from '../src/domain/contract/user';
import { SESSION_NOTICES, errorText } from '../src/domain/session';
import { serverNotice } from '../src/domain/notice';
import { PERSIST, sessionSetup } from './session-setup';

// SPEC 7 POST /api/user/reset-password: the mail with the reset link.
export const requestingReset = sessionSetup.createStateConfig({
  tags: ['guest', 'busy'],
  invoke: {
    id: 'requestPasswordReset',
    src: 'requestPasswordReset',
    input: ({ event }) => {
      assertEvent(event, 'session.resetPassword');
      return event.storeCode ? { email: event.email, storeCode: event.storeCode } : { email: event.email };
    },
    onDone: { target: 'guest', actions: 'markResetSent' },
    onError: { target: 'guest', actions: { type: 'recordError', params: ({ event }) => event } },
  },
});

// SPEC 7 create-password with the reset token; SPEC 6: logging in after creating a password is enabled.
export const creatingPassword = sessionSetup.createStateConfig({
  tags: ['guest', 'busy'],
  invoke: {
    id: 'createPassword',
    src: 'createPassword',
    input: ({ event }) => {
      assertEvent(event, 'session.createPassword');
      return { email: event.email, newPassword: event.newPassword, resetToken: event.resetToken };
    },
    onDone: { target: 'authorizing' },
    onError: {
      target: 'guest',
      actions: [
        { type: 'countResetFailure', params: ({ event }) => event },
        { type: 'recordError', params: ({ event }) => event },
      ],
    },
  },
});

// Inside `authorized.account`: the change, then the login with the new password.
export const changingPassword = sessionSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'changePassword',
    src: 'changePassword',
    input: ({ context, event }) => {
      assertEvent(event, 'session.changePassword');
      return {
        token: context.tokens?.token ?? '',
        currentPassword: event.currentPassword,
        newPassword: event.newPassword,
      };
    },
    // SPEC 4: on success notify and log in again with the new password.
    onDone: {
      target: 'reauthorizing',
      actions: ['markPasswordChanged', { type: 'notify', params: SESSION_NOTICES.passwordChanged }],
    },
    // SPEC 4: otherwise show the server error message.
    onError: {
      target: 'ready',
      actions: [
        'forgetCredentials',
        'markPasswordRefused',
        { type: 'recordError', params: ({ event }) => event },
        { type: 'notify', params: ({ event }) => serverNotice(errorText(event.error)) },
      ],
    },
  },
});

export const reauthorizing = sessionSetup.createStateConfig({
  tags: ['busy'],
  invoke: {
    id: 'relogIn',
    src: 'logIn',
    input: ({ context }) => context.credentials as LoginRequest,
    onDone: {
      target: 'loading',
      actions: [
        { type: 'storeTokens', params: ({ event }) => event.output },
        'forgetCredentials',
        PERSIST,
        'announceTokens',
        'announceProfile',
      ],
    },
    onError: {
      target: 'ready',
      actions: ['forgetCredentials', 'markPasswordRefused', { type: 'recordError', params: ({ event }) => event }],
    },
  },
});
