// Issue 16 "Paper catalogue": POST /api/ext/paper-catalogue {storeCode, firstname, lastname, company?, street,
// houseNumber, city, postcode, region?, countryId, telephone} -> 'OK' once stored and its mail to the shop recorded.
// Anyone may order (a guest too); a signed-in customer's token attributes the order to them. 400 names the field;
// orders are limited per client address (429 with Retry-After beyond), so a script cannot fill the shop's mailbox.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  PAPER_CATALOGUE_LIMIT,
  PAPER_CATALOGUE_TOO_MANY,
  paperCatalogueOrderSchema,
} from '../../../src/domain/contract/paper-catalogue';
import { HttpError, ok, parseOr400 } from '../../http/reply';
import { requestToken } from '../user/request-token';
import type { UserService } from '../user/service';
import type { PaperCatalogueService } from './service';

export async function paperCatalogueRoutes(
  app: FastifyInstance,
  opts: { paperCatalogue: PaperCatalogueService; user: Pick<UserService, 'authenticate'> },
) {
  const byAddress = app.createRateLimit({
    max: PAPER_CATALOGUE_LIMIT.perAddress,
    timeWindow: PAPER_CATALOGUE_LIMIT.windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => `paper-catalogue:${request.ip}`,
  });

  app.post('/api/ext/paper-catalogue', async (request, reply) => {
    const order = parseOr400(paperCatalogueOrderSchema, request.body);
    const outcome = await byAddress(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('Retry-After', outcome.ttlInSeconds);
      throw new HttpError(429, PAPER_CATALOGUE_TOO_MANY);
    }
    const token = requestToken(request);
    // A token that no longer signs in (expired) is not a reason to refuse a catalogue: the order is a guest's then.
    const customerId = token ? await opts.user.authenticate(token).catch(() => null) : null;
    reply.header('Cache-Control', 'no-store');
    await opts.paperCatalogue.order(order, customerId);
    return ok(reply, 'OK' as const);
  });
}
