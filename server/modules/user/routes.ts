// SPEC 7 "User" (ARCHITECTURE §4 "Accounts"), every reply { code, result }:
//   POST /api/user/login {username, password}             -> {token, refreshToken}
//   POST /api/user/refresh {refreshToken}                  -> a new {token, refreshToken}; the old one is spent
//   POST /api/user/logout (token)                          -> true; revokes every token of the customer
//   POST /api/user/create {customer, password}             -> the customer
//   GET  /api/user/me (token)                              -> the customer
//   POST /api/user/me (token) {customer, currentPassword?} -> the updated customer (SPEC 3's modifiable fields; a new
//                                                            e-mail address needs currentPassword, issue 13)
//   POST /api/user/change-password (token) {currentPassword, newPassword} -> true
//   POST /api/user/reset-password {email, storeCode?}      -> true for every address; the mail leaves afterwards
//   POST /api/user/create-password | set-new-password {email, newPassword, resetToken} -> true
//   GET  /api/user/order-history (token) ?pageSize=20&currentPage=1 -> {items, total_count, page_info}
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  changePasswordRequestSchema,
  createPasswordRequestSchema,
  loginRequestSchema,
  ORDER_HISTORY_MAX_PAGE_SIZE,
  ORDER_HISTORY_PAGE_SIZE,
  orderHistoryQuerySchema,
  profileUpdateRequestSchema,
  refreshRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '../../../src/domain/contract/user';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { requestToken } from './request-token';
import type { UserService } from './service';

/** Calls that cost an argon2 hash or send mail, limited per client address (on top of the sign-in limits). */
const costly = { rateLimit: { max: 60, timeWindow: '1 minute' } };

export async function userRoutes(app: FastifyInstance, opts: { user: UserService }) {
  const { user } = opts;
  const customerOf = (request: FastifyRequest) => user.authenticate(requestToken(request));

  // Account replies are personal: never kept by a shared cache or the browser's.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.post('/api/user/login', { config: costly }, async (request, reply) => {
    const body = parseOr400(loginRequestSchema, request.body);
    return ok(reply, await user.login(body.username, body.password, request.ip));
  });

  app.post('/api/user/refresh', async (request, reply) => {
    const body = parseOr400(refreshRequestSchema, request.body);
    return ok(reply, await user.refresh(body.refreshToken));
  });

  app.post('/api/user/logout', async (request, reply) => {
    await user.logout(await customerOf(request));
    return ok(reply, true);
  });

  app.post('/api/user/create', { config: costly }, async (request, reply) => {
    const body = parseOr400(registerRequestSchema, request.body);
    return ok(reply, await user.register(body));
  });

  app.get('/api/user/me', async (request, reply) => ok(reply, await user.profile(await customerOf(request))));

  // A new e-mail address costs an argon2 verification of currentPassword (issue 13 finding 4): limited like the rest.
  app.post('/api/user/me', { config: costly }, async (request, reply) => {
    const customerId = await customerOf(request);
    const body = parseOr400(profileUpdateRequestSchema, request.body);
    return ok(reply, await user.updateProfile(customerId, body, request.ip));
  });

  app.post('/api/user/change-password', { config: costly }, async (request, reply) => {
    const customerId = await customerOf(request);
    const body = parseOr400(changePasswordRequestSchema, request.body);
    await user.changePassword(customerId, body);
    return ok(reply, true);
  });

  // Issue 13 finding 13: the same answer, at once, for every address; the mail (at most RESET_MAILS_PER_HOUR an
  // hour per address) leaves afterwards, so a failure to send is only logged (SPEC 8's 'error sending the reset
  // email' would tell that the address has an account).
  app.post('/api/user/reset-password', { config: costly }, async (request, reply) => {
    const body = parseOr400(resetPasswordRequestSchema, request.body);
    user.requestPasswordReset(body.email, body.storeCode ?? 'ee');
    return ok(reply, true);
  });
  app.addHook('onClose', async () => user.idle());

  const createPassword = async (request: FastifyRequest) => {
    await user.createPassword(parseOr400(createPasswordRequestSchema, request.body));
    return true;
  };
  app.post('/api/user/create-password', { config: costly }, async (request, reply) =>
    ok(reply, await createPassword(request)),
  );
  app.post('/api/user/set-new-password', { config: costly }, async (request, reply) =>
    ok(reply, await createPassword(request)),
  );

  app.get('/api/user/order-history', async (request, reply) => {
    const customerId = await customerOf(request);
    const query = parseOr400(orderHistoryQuerySchema, request.query);
    const pageSize = query.pageSize === undefined ? ORDER_HISTORY_PAGE_SIZE : Number(query.pageSize);
    const currentPage = query.currentPage === undefined ? 1 : Number(query.currentPage);
    if (pageSize < 1 || pageSize > ORDER_HISTORY_MAX_PAGE_SIZE) {
      throw new HttpError(400, `pageSize: a whole number from 1 to ${ORDER_HISTORY_MAX_PAGE_SIZE}`);
    }
    if (currentPage < 1) throw new HttpError(400, 'currentPage: a whole number of at least 1');
    return ok(reply, await user.orderHistory(customerId, { pageSize, currentPage }));
  });
}
