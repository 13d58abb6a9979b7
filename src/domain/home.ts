// SPEC 2 and SPEC 9: the home lists, 8 items each, newest first.
import type { ProductSearchRequest } from './contract/catalog';

export const HOME_LIST_SIZE = 8;

export const NEW_COLLECTION_REQUEST: ProductSearchRequest = {
  filters: { is_new: true },
  sort: 'created_at:desc',
  size: HOME_LIST_SIZE,
};

export const BESTSELLERS_REQUEST: ProductSearchRequest = {
  filters: { bestseller: true },
  sort: 'created_at:desc',
  size: HOME_LIST_SIZE,
};
