// The Liisi form's story and test data.
import type { LiisiFormValues } from '../../domain/payment/liisi-form';

/** A filled, valid application (SPEC 3 fields; SPEC 9 options). */
export const FILLED_LIISI_FORM: LiisiFormValues = {
  personalCode: '39001010001',
  employer: 'Rõivas OÜ',
  timeWorked: '24_60',
  totalIncome: '9600',
  monthlyLiabilities: '250',
  politicallyExposed: false,
  taxAuthorityConsent: true,
  validIdCard: true,
  numberOfPayments: '12',
  documentNumber: 'AB1234567',
  documentIssueDate: '2022-05-17',
  documentIssuePlace: 'Tallinn',
  occupation: 'employed_private',
};
