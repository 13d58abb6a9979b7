// Issue 16 "Paper catalogue" (SPEC 1 "a paper catalogue order"): the address form's values as
// POST /api/ext/paper-catalogue takes them, for the guest's page (/paper-catalogue) and the customer's
// (/my-account/paper-catalogue, as a sync task). A catalogue needs no birthday, gender or tax ID.
import type { AddressValues } from './account-forms';
import type { PaperCatalogueOrder } from './contract/paper-catalogue';
import type { StoreCode } from './store-views';

export const PAPER_CATALOGUE_PATH = '/api/ext/paper-catalogue';

export function paperCatalogueOrderOf(values: AddressValues, storeCode: StoreCode): PaperCatalogueOrder {
  return {
    storeCode,
    firstname: values.firstname,
    lastname: values.lastname,
    ...(values.company.trim() ? { company: values.company } : {}),
    street: values.street,
    houseNumber: values.houseNumber,
    city: values.city,
    postcode: values.postcode,
    ...(values.region.trim() ? { region: values.region } : {}),
    countryId: values.countryId,
    telephone: values.telephone,
  };
}
