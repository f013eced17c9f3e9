import { MESSAGES } from '@eclat/contracts';
import { data } from 'react-router';

/** Error types the storefront's error page knows (spec §8), carried as thrown route error data. */
export type StorefrontErrorType = 'company_error' | 'maintenance';
export type StorefrontErrorData = { type: StorefrontErrorType; message: string };

/** Unknown host: spec §8 title 'business not registered', type company_error. */
export function companyNotRegistered(status = 404) {
  return data<StorefrontErrorData>({ type: 'company_error', message: MESSAGES.unknownCompany }, { status });
}

/** No company could be obtained (API down or failing): spec §4, status 500, type maintenance. */
export function maintenance() {
  return data<StorefrontErrorData>(
    { type: 'maintenance', message: MESSAGES.serviceUnavailable },
    { status: 500 },
  );
}

export function notFound() {
  return data({ message: 'Not Found' }, { status: 404 });
}
